/**
 * What several key-line lists (`toKeyLines`) set once each, counted without a string per path: the merge graph's count
 * of what a folded run of files sets. Apart from key-lines.ts so that only the graph's chunk carries it.
 */
import { countKeyLines, fromKeyLines } from './key-lines.ts';

const NO_SKIP: ReadonlySet<string> = new Set();

/** The distinct paths of several key-line lists: how many, the first ones in order, and which of the skipped keys occur. */
export interface KeyLinesUnion {
  /** Distinct paths, the skipped ones left out. */
  readonly count: number;
  /** The first `firstMax` distinct paths, in the order the lists hold them. */
  readonly first: readonly string[];
  /** The skipped paths that occur, once each, in order. */
  readonly skipped: readonly string[];
}

/**
 * The union of key-line lists (each as `toKeyLines` gives it), counted without making a string per path: a folded run
 * of 20,000 agent files holds 160,000 paths, and splitting each list into strings to put them in a Set took 60 ms of the
 * graph's render. Paths are hashed where they lie in their list and compared character by character on a hash match.
 * `skip`: paths to leave out of the count (each occurrence is reported in `skipped`).
 */
export function unionKeyLines(lists: readonly string[], firstMax: number, skip: ReadonlySet<string> = NO_SKIP): KeyLinesUnion {
  let skipLengths = 0;
  for (const s of skip) skipLengths |= 1 << Math.min(s.length, 31);
  // Sized once for every path the lists hold (a newline each, counted natively), so the table never grows.
  let lines = 0;
  for (const text of lists) lines += countKeyLines(text);
  let capacity = 64;
  while (capacity < lines * 2) capacity *= 2;
  const slots = new Int32Array(capacity);
  const mask = capacity - 1;
  let size = 0;
  // Entry e (1-based in `slots`): list `listOf[e]`, characters [startOf[e], endOf[e]), hash `hashOf[e]`.
  const listOf = new Int32Array(lines + 1);
  const startOf = new Int32Array(lines + 1);
  const endOf = new Int32Array(lines + 1);
  const hashOf = new Int32Array(lines + 1);
  const first: string[] = [];
  const skipped: string[] = [];
  const sameRange = (a: string, aStart: number, b: string, bStart: number, length: number): boolean => {
    for (let i = 0; i < length; i++) if (a.charCodeAt(aStart + i) !== b.charCodeAt(bStart + i)) return false;
    return true;
  };
  for (let l = 0; l < lists.length; l++) {
    const text = lists[l]!;
    let start = 0;
    while (start < text.length) {
      let end = start;
      let hash = 0x811c9dc5 | 0;
      // A list that does not end in a newline (not one `toKeyLines` made) ends its last path at its end.
      for (; end < text.length; end++) {
        const c = text.charCodeAt(end);
        if (c === 10) break;
        hash = Math.imul(hash ^ c, 0x01000193);
      }
      const length = end - start;
      if (skipLengths !== 0 && (skipLengths & (1 << Math.min(length, 31))) !== 0) {
        const key = text.slice(start, end);
        if (skip.has(key)) {
          if (!skipped.includes(key)) skipped.push(key);
          start = end + 1;
          continue;
        }
      }
      let i = hash & mask;
      let isNew = true;
      for (let e = slots[i]!; e !== 0; e = slots[(i = (i + 1) & mask)]!) {
        if (hashOf[e] === hash && endOf[e]! - startOf[e]! === length && sameRange(lists[listOf[e]!]!, startOf[e]!, text, start, length)) {
          isNew = false;
          break;
        }
      }
      if (isNew) {
        const e = ++size;
        listOf[e] = l;
        startOf[e] = start;
        endOf[e] = end;
        hashOf[e] = hash;
        slots[i] = e;
        if (first.length < firstMax) first.push(text.slice(start, end));
      }
      start = end + 1;
    }
  }
  return { count: size, first, skipped };
}

/**
 * `unionKeyLines` of lists known to hold distinct paths (no path in two lists, none twice in one: each list's layer set
 * only new paths, `setsOnlyNewPaths`): the paths are counted, not looked up, and only the first few are spelled.
 */
export function concatKeyLines(lists: readonly string[], firstMax: number, skip: ReadonlySet<string> = NO_SKIP): KeyLinesUnion {
  let count = 0;
  const first: string[] = [];
  const skipped: string[] = [];
  for (const text of lists) {
    count += countKeyLines(text);
    for (const key of skip) {
      if (text.startsWith(`${key}\n`) || text.includes(`\n${key}\n`) || text === key || text.endsWith(`\n${key}`)) {
        count--;
        if (!skipped.includes(key)) skipped.push(key);
      }
    }
    if (first.length < firstMax && text.length > 0) {
      for (const key of fromKeyLines(text)) {
        if (first.length >= firstMax) break;
        if (!skip.has(key)) first.push(key);
      }
    }
  }
  return { count, first, skipped };
}

/**
 * Lists of key paths as a screen shows them: each path spelled with dots, one per line, in one string. The merge graph
 * shows what each of thousands of layers sets; one string per list (instead of an array of arrays per path) is what
 * crosses to the page and stays there, and the graph reads the lines only for the nodes it draws.
 */
import type { KeyPath } from './key-path.ts';

/** A key path as views spell it: its keys joined with `.`; a backslash in a key shows as `\\`, a newline as `\n`, so the path is one line. */
export function dottedKeyPath(path: KeyPath): string {
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const shown = key.includes('\\') || key.includes('\n') ? key.replaceAll('\\', '\\\\').replaceAll('\n', '\\n') : key;
    out += i === 0 ? shown : `.${shown}`;
  }
  return out;
}

/** Each path's line, kept with the path array (the loader's paths are interned: an unchanged path is the same array). */
const lineOf = new WeakMap<KeyPath, string>();

/** Key paths as lines: each dotted path followed by a newline (`[]` is `''`, one path `['']` is `'\n'`). */
export function toKeyLines(paths: readonly KeyPath[]): string {
  let out = '';
  for (const p of paths) {
    let line = lineOf.get(p);
    if (line === undefined) lineOf.set(p, (line = `${dottedKeyPath(p)}\n`));
    out += line;
  }
  return out;
}

/** The dotted paths of key lines, in order (a last path without its newline, in a text `toKeyLines` did not make, counts too). */
export function fromKeyLines(lines: string): string[] {
  if (lines === '') return [];
  const out = lines.split('\n');
  if (lines.endsWith('\n')) out.pop();
  return out;
}

/** How many paths key lines hold (as `fromKeyLines` reads them). */
export function countKeyLines(lines: string): number {
  let n = lines === '' || lines.endsWith('\n') ? 0 : 1;
  for (let i = lines.indexOf('\n'); i >= 0; i = lines.indexOf('\n', i + 1)) n++;
  return n;
}


/** Maps offsets in substituted text back to the text the user typed. */

/** One piece of the output: copied verbatim from the input, or a replacement for an input token. */
export interface OffsetSegment {
  readonly outStart: number;
  readonly outEnd: number;
  readonly inStart: number;
  readonly inEnd: number;
  readonly isCopy: boolean;
}

/** A function from output offsets to input offsets, composable across substitution passes. */
export interface OffsetMap {
  readonly segments: readonly OffsetSegment[];
  /** The input offset for an output offset; inside a replacement, the token's start. */
  toOriginal(offset: number): number;
  /** The input span for an output span; a span touching a replacement widens to the whole token. */
  spanToOriginal(offset: number, length: number): { offset: number; length: number };
}

function find(segments: readonly OffsetSegment[], offset: number): OffsetSegment | undefined {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = segments[mid];
    if (!s) break;
    if (offset < s.outStart) hi = mid - 1;
    else if (offset >= s.outEnd && !(offset === s.outEnd && mid === segments.length - 1)) lo = mid + 1;
    else return s;
  }
  return segments[segments.length - 1];
}

/** Builds an OffsetMap from segments that tile the output in order. */
export function createOffsetMap(segments: readonly OffsetSegment[]): OffsetMap {
  const toOriginal = (offset: number): number => {
    const s = find(segments, offset);
    if (!s) return offset;
    if (s.isCopy) return s.inStart + Math.min(offset - s.outStart, s.inEnd - s.inStart);
    return offset >= s.outEnd ? s.inEnd : s.inStart;
  };
  return {
    segments,
    toOriginal,
    spanToOriginal: (offset, length) => {
      const startSeg = find(segments, offset);
      const endSeg = find(segments, Math.max(offset, offset + length - 1));
      const start = toOriginal(offset);
      let end = length === 0 ? start : toOriginal(offset + length - 1) + 1;
      if (endSeg && !endSeg.isCopy && length > 0) end = endSeg.inEnd;
      if (startSeg && !startSeg.isCopy && length === 0) end = startSeg.inEnd;
      return { offset: start, length: Math.max(0, end - start) };
    },
  };
}

/** The identity map for a text of a given length. */
export function identityOffsetMap(length: number): OffsetMap {
  return createOffsetMap([{ outStart: 0, outEnd: length, inStart: 0, inEnd: length, isCopy: true }]);
}

/** Composes two passes: `second` maps pass-2 output to pass-2 input (= pass-1 output); `first` maps on to the original. */
export function composeOffsetMaps(first: OffsetMap, second: OffsetMap): OffsetMap {
  const out: OffsetSegment[] = [];
  for (const s of second.segments) {
    if (!s.isCopy) {
      const span = first.spanToOriginal(s.inStart, s.inEnd - s.inStart);
      out.push({ ...s, inStart: span.offset, inEnd: span.offset + span.length });
      continue;
    }
    for (const f of first.segments) {
      const from = Math.max(s.inStart, f.outStart);
      const to = Math.min(s.inEnd, f.outEnd);
      if (from >= to) continue;
      const outStart = s.outStart + (from - s.inStart);
      const outEnd = outStart + (to - from);
      if (f.isCopy) out.push({ outStart, outEnd, inStart: f.inStart + (from - f.outStart), inEnd: f.inStart + (to - f.outStart), isCopy: true });
      else out.push({ outStart, outEnd, inStart: f.inStart, inEnd: f.inEnd, isCopy: false });
    }
  }
  return createOffsetMap(out);
}

/** 1-based line and column of an offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  // The engine's native search jumps from one line break to the next (a keystroke asks this of a whole file).
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** How far into its line a 1-based column is (a column that is not a number is the line's start). */
function intoLine(column: number): number {
  return Number.isFinite(column) ? Math.max(0, Math.floor(column) - 1) : 0;
}

/**
 * The 0-based offset of a 1-based line and column (lines end at \n, as the engine counts them), clamped into the text
 * and its line; fractions are cut, and a line that is not a number is the first.
 */
export function offsetOf(text: string, line: number, column: number): number {
  const target = Math.floor(line);
  let start = 0;
  for (let n = 1; n < target; n += 1) {
    const next = text.indexOf('\n', start);
    if (next === -1) return text.length;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return Math.min(start + intoLine(column), end === -1 ? text.length : end);
}

/** The offset of each line's first character (lines end at \n): found by the string search, not a loop per character. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** `offsetOf` for many positions of one text: the line starts found once, each lookup in constant time. */
export function createOffsetIndex(text: string): (line: number, column: number) => number {
  const starts = lineStarts(text);
  return (line, column) => {
    if (!(line >= 1)) return 0;
    if (line > starts.length) return text.length;
    const start = starts[Math.floor(line) - 1]!;
    const next = starts[Math.floor(line)];
    const end = next === undefined ? text.length : next - 1;
    return Math.min(start + intoLine(column), end);
  };
}

/** A reusable offset → 1-based line/column lookup (binary search over line starts), for texts with many positions. */
export function createLineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = lineStarts(text);
  return (offset) => {
    const at = Math.max(0, Math.min(offset, text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - (starts[lo] ?? 0) + 1 };
  };
}

import { createOffsetIndex } from '../../../../engine/index.ts';

/** A 1-based editor range (Monaco's shape, without depending on Monaco). */
export interface EditorRange {
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
}

/** A 1-based editor position. */
export interface EditorPosition {
  readonly lineNumber: number;
  readonly column: number;
}

/**
 * Offsets ↔ positions of one text in O(log lines) each, built in one pass. Lines end as the editor ends them:
 * at `\r\n`, a lone `\n` or a lone `\r`. An offset inside a line break sits at the end of its line.
 */
export interface LineIndex {
  readonly length: number;
  readonly lineCount: number;
  /** The position of a 0-based offset, clamped into the text (NaN counts as 0, Infinity as the end). */
  positionAt(offset: number): EditorPosition;
  /** The length of a 1-based line without its line break (0 outside the text). */
  lineLength(lineNumber: number): number;
  /**
   * The 0-based offset of a 1-based line and column as the engine counts them (lines end at \n only; a lone \r is
   * part of its line), clamped into the text and its line.
   */
  offsetAt(line: number, column: number): number;
}

/** Builds the line index of a text: one linear pass. */
export function createLineIndex(text: string): LineIndex {
  const starts: number[] = [0];
  // ends[i]: where line i's content stops (before its line break).
  const ends: number[] = [];
  if (text.indexOf('\r') === -1) {
    // LF only (the common case): the engine's native search finds the breaks far faster than a loop over every character.
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
      ends.push(at);
      starts.push(at + 1);
    }
  } else {
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === 13) {
        ends.push(i);
        if (text.charCodeAt(i + 1) === 10) i += 1;
        starts.push(i + 1);
      } else if (c === 10) {
        ends.push(i);
        starts.push(i + 1);
      }
    }
  }
  ends.push(text.length);
  let engineOffsetAt: ((line: number, column: number) => number) | undefined;
  const lineOf = (at: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    length: text.length,
    lineCount: starts.length,
    positionAt: (offset) => {
      const at = Math.max(0, Math.min(Number.isNaN(offset) ? 0 : Math.floor(offset), text.length));
      const line = lineOf(at);
      const start = starts[line] ?? 0;
      const end = ends[line] ?? text.length;
      return { lineNumber: line + 1, column: Math.min(at, end) - start + 1 };
    },
    // The engine's lines end at \n only: its own index, made on the first source location placed.
    offsetAt: (line, column) => (engineOffsetAt ??= createOffsetIndex(text))(line, column),
    lineLength: (lineNumber) => {
      const line = Math.floor(lineNumber) - 1;
      if (!(line >= 0 && line < starts.length)) return 0;
      return (ends[line] ?? 0) - (starts[line] ?? 0);
    },
  };
}

/** The 1-based line and column of a 0-based offset, clamped into the text. For many offsets, build one `createLineIndex`. */
export function toPosition(text: string, offset: number): EditorPosition {
  return createLineIndex(text).positionAt(offset);
}

/** A span as diagnostics and source locations give it. */
export interface Span {
  readonly offset?: number;
  readonly length?: number;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Where a span sits, through a line index: from its offset and length when known; from its line, column and length
 * (a source location, which holds no offset); else one character at its line and column. Never outside the text.
 */
export function toRangeIn(index: LineIndex, span: Span): EditorRange {
  const offset =
    span.offset !== undefined && Number.isFinite(span.offset)
      ? span.offset
      : span.length !== undefined && Number.isFinite(span.line) && Number.isFinite(span.column)
        ? index.offsetAt(span.line ?? 1, span.column ?? 1)
        : undefined;
  if (offset !== undefined) {
    const start = index.positionAt(offset);
    // An empty span still gets one character, so the squiggle is visible.
    const end = index.positionAt(offset + Math.max(Number.isFinite(span.length) ? (span.length ?? 0) : 0, 1));
    if (end.lineNumber === start.lineNumber && end.column <= start.column) return { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: start.lineNumber, endColumn: start.column + 1 };
    return { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column };
  }
  const line = Math.max(1, Math.min(Number.isFinite(span.line) ? Math.floor(span.line ?? 1) : 1, index.lineCount));
  const width = index.lineLength(line);
  if (span.column === undefined || !Number.isFinite(span.column)) return { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: Math.max(width + 1, 2) };
  const column = Math.max(1, Math.min(Math.floor(span.column), width + 1));
  return { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column + 1 };
}

/** Where a span sits in the text (one span; for many, build one `createLineIndex` and use `toRangeIn`). */
export function toRange(text: string, span: Span): EditorRange {
  return toRangeIn(createLineIndex(text), span);
}

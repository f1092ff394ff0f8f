/** A 1-based editor range (Monaco's shape, without depending on Monaco). */
export interface EditorRange {
  readonly startLineNumber: number;
  readonly startColumn: number;
  readonly endLineNumber: number;
  readonly endColumn: number;
}

/** The 1-based line and column of a 0-based offset, clamped into the text. */
export function toPosition(text: string, offset: number): { lineNumber: number; column: number } {
  const at = Math.max(0, Math.min(Number.isFinite(offset) ? Math.floor(offset) : 0, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { lineNumber: line, column: at - lineStart + 1 };
}

function lineLength(text: string, lineNumber: number): number {
  let start = 0;
  for (let n = 1; n < lineNumber; n += 1) {
    const next = text.indexOf('\n', start);
    if (next === -1) return 0;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return (end === -1 ? text.length : end) - start;
}

/** Where a span sits in the text: from its offset and length when known, else from its line and column; never outside the text. */
export function toRange(text: string, span: { offset?: number; length?: number; line?: number; column?: number }): EditorRange {
  if (span.offset !== undefined) {
    const start = toPosition(text, span.offset);
    // An empty span still gets one character, so the squiggle is visible.
    const end = toPosition(text, span.offset + Math.max(span.length ?? 0, 1));
    if (end.lineNumber === start.lineNumber && end.column === start.column) return { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: start.lineNumber, endColumn: start.column + 1 };
    return { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column };
  }
  const lines = text.split('\n').length;
  const line = Math.max(1, Math.min(span.line ?? 1, lines));
  const width = lineLength(text, line);
  if (span.column === undefined) return { startLineNumber: line, startColumn: 1, endLineNumber: line, endColumn: Math.max(width + 1, 2) };
  const column = Math.max(1, Math.min(span.column, width + 1));
  return { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column + 1 };
}

/**
 * The light view of a file too large to open in Monaco at once: a read-only window of its lines (with their numbers),
 * computed by one linear scan, so a multi-megabyte text never becomes an editor model until the person asks for one.
 */

/** Above this many characters a file opens in the light read-only view first (Monaco's model, line breaks and tokens of multi-MB text cost seconds). */
export const EDITOR_OPEN_LIMIT = 1_000_000;
/** Lines the light view shows at once. */
export const PREVIEW_LINES = 300;
/** Characters of one line the light view shows (the rest is counted, not drawn). */
export const PREVIEW_LINE_CHARS = 2000;

/** Whether a text opens in the light view first. */
export function isTooBigForEditor(length: number): boolean {
  return length > EDITOR_OPEN_LIMIT;
}

/** One shown line: its 1-based number, its text (cut at `PREVIEW_LINE_CHARS`) and how many characters were left out. */
export interface PreviewLine {
  readonly number: number;
  readonly text: string;
  readonly cut: number;
}

/** A window of a text's lines. */
export interface PlainPreview {
  readonly lines: readonly PreviewLine[];
  readonly totalLines: number;
  readonly first: number;
  readonly last: number;
}

/**
 * The lines of `text` to show: `count` lines starting so that `focusLine` (1-based, clamped) sits a few lines from
 * the top, or from line 1 without one. Every line is counted; only the shown ones are sliced.
 */
export function toPlainPreview(text: string, focusLine: number | null = null, count = PREVIEW_LINES, lineChars = PREVIEW_LINE_CHARS): PlainPreview {
  const starts: number[] = [];
  let totalLines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) totalLines += 1;
  const want = focusLine === null ? 1 : Math.min(Math.max(1, Math.floor(focusLine)), totalLines);
  const first = Math.max(1, Math.min(want - Math.min(5, Math.floor(count / 4)), totalLines - count + 1));
  const last = Math.min(totalLines, first + Math.max(1, count) - 1);
  // Second pass: the offsets of the shown lines only.
  let line = 1;
  let offset = 0;
  while (line < first) {
    offset = text.indexOf('\n', offset) + 1;
    line += 1;
  }
  for (; line <= last; line++) {
    starts.push(offset);
    const end = text.indexOf('\n', offset);
    offset = end === -1 ? text.length + 1 : end + 1;
  }
  starts.push(offset);
  const lines = starts.slice(0, -1).map((start, i) => {
    const end = Math.max(start, starts[i + 1]! - 1);
    const length = end - start;
    const raw = text.slice(start, start + Math.min(length, lineChars));
    return { number: first + i, text: raw.endsWith('\r') && length <= lineChars ? raw.slice(0, -1) : raw, cut: Math.max(0, length - lineChars) };
  });
  return { lines, totalLines, first, last };
}


/**
 * A paste worked out with plain string operations, as Monaco would apply it, so a paste that makes a file too large
 * for the editor can skip Monaco's edit path (its piece tree insert and the line breaks of every new line).
 */
import { isLargeText } from './to-editor-hint.ts';
import { isTooBigForEditor } from './to-plain-preview.ts';

/** One selection as offsets into the text (UTF-16 code units, as Monaco's `getOffsetAt` gives them). */
export interface PasteSelection {
  readonly start: number;
  readonly end: number;
}

/** What Monaco's copy left on the clipboard beside the text (its `vscode-editor-data` entry), if anything. */
export interface PasteMetadata {
  /** Copied from an empty selection (a whole line): pasted at the start of the cursor's line. */
  readonly isFromEmptySelection: boolean;
  /** One text per cursor of the copy. */
  readonly multicursorText: readonly string[] | null;
}

export interface PasteInput {
  /** The editor's text (its model's value: every line break is `eol`). */
  readonly text: string;
  readonly eol: '\n' | '\r\n';
  /** The editor's selections (any order; Monaco never gives overlapping ones). */
  readonly selections: readonly PasteSelection[];
  /** The clipboard's text. */
  readonly pasted: string;
  readonly metadata?: PasteMetadata | null;
  /** Monaco's `multiCursorPaste` is 'spread' (its default): N lines pasted at N cursors give one line each. */
  readonly spread?: boolean;
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** `text` with its line breaks made `eol` (Monaco's model does this to every inserted text). */
export function toModelEol(text: string, eol: '\n' | '\r\n'): string {
  return text.replace(LINE_BREAK, eol);
}

/** The texts pasted one per selection when Monaco spreads the paste over its cursors, else null (Monaco's rule). */
function spreadOf(count: number, pasted: string, metadata: PasteMetadata | null, spread: boolean): readonly string[] | null {
  if (count === 1) return null;
  if (metadata?.multicursorText && metadata.multicursorText.length === count) return metadata.multicursorText;
  if (metadata?.isFromEmptySelection) return null;
  if (!spread) return null;
  let text = pasted;
  if (text.endsWith('\n')) text = text.slice(0, -1);
  if (text.endsWith('\r')) text = text.slice(0, -1);
  const lines = text.split(LINE_BREAK);
  return lines.length === count ? lines : null;
}

/**
 * The text after pasting `pasted` over `selections`, by Monaco's rule (`TypeOperations.paste`): with several cursors
 * and as many lines (or the copy's own per-cursor texts), one line per cursor in document order; a whole line copied
 * from an empty selection goes in at the start of the cursor's line (only with one empty selection, as Monaco does
 * for a text with a single line break at its end); otherwise every selection is replaced by the whole text. Inserted
 * line breaks become the editor's `eol`. Selections are sorted by start; one that overlaps the previous is cut to
 * start where that one ends.
 */
export function toPastedText({ text, eol, selections, pasted, metadata = null, spread = true }: PasteInput): string {
  const length = text.length;
  const clamp = (n: number) => Math.min(Math.max(0, Number.isFinite(n) ? Math.floor(n) : 0), length);
  const ranges = selections.map((s) => {
    const a = clamp(s.start);
    const b = clamp(s.end);
    return { start: Math.min(a, b), end: Math.max(a, b) };
  });
  if (ranges.length === 0) return text;
  const spreadTexts = spreadOf(ranges.length, pasted, metadata, spread);
  // Monaco keeps the whole-line paste only while every selection so far was empty and the text has one line break, at its end.
  let onNewLine = spreadTexts === null && Boolean(metadata?.isFromEmptySelection);
  const edits = ranges.map((r, i) => {
    if (onNewLine && r.start !== r.end) onNewLine = false;
    if (onNewLine && pasted.indexOf('\n') !== pasted.length - 1) onNewLine = false;
    if (spreadTexts !== null) return { ...r, order: i, insert: '' };
    if (onNewLine) {
      const lineStart = text.lastIndexOf('\n', r.start - 1) + 1;
      return { start: lineStart, end: lineStart, order: i, insert: pasted };
    }
    return { ...r, order: i, insert: pasted };
  });
  edits.sort((a, b) => a.start - b.start || a.end - b.end || a.order - b.order);
  if (spreadTexts !== null) edits.forEach((e, i) => (e.insert = spreadTexts[i]!));
  const parts: string[] = [];
  let at = 0;
  for (const e of edits) {
    const start = Math.max(e.start, at);
    const end = Math.max(e.end, start);
    parts.push(text.slice(at, start), toModelEol(e.insert, eol));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Reads Monaco's `vscode-editor-data` clipboard entry (version 1), or null when there is none or it is not Monaco's. */
export function toPasteMetadata(raw: string | null | undefined): PasteMetadata | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null || (data as { version?: unknown }).version !== 1) return null;
    const { isFromEmptySelection, multicursorText } = data as { isFromEmptySelection?: unknown; multicursorText?: unknown };
    const texts = Array.isArray(multicursorText) && multicursorText.every((t) => typeof t === 'string') ? (multicursorText as string[]) : null;
    return { isFromEmptySelection: isFromEmptySelection === true, multicursorText: texts };
  } catch {
    return null;
  }
}

/**
 * Where a paste goes: `light-view` when it makes the text too large for the editor (the text was not already large,
 * or the pasted text alone is: a small paste into a large file a person opened in the editor stays there);
 * `unwrap-first` when it makes a wrapped editor's text large (word wrap and JSON assistance go off before Monaco
 * inserts, so it does not wrap every new line and then unwrap it); else `editor`, as any edit.
 */
export type PasteRoute = 'light-view' | 'unwrap-first' | 'editor';

export function toPasteRoute(before: number, after: number, pasted: number, wrapped: boolean): PasteRoute {
  if (isTooBigForEditor(after) && (!isTooBigForEditor(before) || isTooBigForEditor(pasted))) return 'light-view';
  if (wrapped && isLargeText(after)) return 'unwrap-first';
  return 'editor';
}

/** The most characters a paste can leave: each selection replaced by the text with every line break doubled (LF → CRLF). */
export function maxPastedLength(before: number, pasted: number, selections: number): number {
  return before + 2 * pasted * Math.max(1, selections);
}

/** What a paste event carries for the editor: its plain text and Monaco's metadata; null without text (nothing to catch). */
export function toClipboardPaste(data: Pick<DataTransfer, 'getData'> | null | undefined): { readonly text: string; readonly metadata: PasteMetadata | null } | null {
  if (!data) return null;
  const text = data.getData('text/plain');
  if (typeof text !== 'string' || text === '') return null;
  return { text, metadata: toPasteMetadata(data.getData('vscode-editor-data')) };
}

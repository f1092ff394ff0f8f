/** Text edits on scenario documents (files and env variables): minimal single-range edits and applying them. */
import type { FileEdit } from '../fix-types.ts';

/** A scenario document a fix can change: a file by path, or an env variable by name. */
export interface DocRef {
  readonly path?: string;
  readonly env?: string;
}

/** A stable key for a document: `file:<path>` or `env:<name>`. */
export function docKey(ref: DocRef): string {
  return ref.env !== undefined ? `env:${ref.env}` : `file:${ref.path ?? ''}`;
}

/** The one edit that turns `before` into `after`: the range between their common prefix and common suffix. */
export function diffToEdit(ref: DocRef, before: string, after: string): FileEdit {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  const where = ref.env !== undefined ? { env: ref.env } : { path: ref.path ?? '' };
  return { ...where, offset: start, length: before.length - start - end, content: after.slice(start, after.length - end) };
}

/** Applies edits whose offsets all refer to `text` (they must not overlap); the result is byte-exact. */
export function applyTextEdits(text: string, edits: readonly Pick<FileEdit, 'offset' | 'length' | 'content'>[]): string {
  const sorted = [...edits].sort((a, b) => b.offset - a.offset);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.offset) + e.content + out.slice(e.offset + e.length);
  return out;
}

/** How many characters an edit touches: removed plus inserted. */
export function editSize(edit: Pick<FileEdit, 'length' | 'content'>): number {
  return edit.length + edit.content.length;
}

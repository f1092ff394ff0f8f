/** A proposal's change per file as a unified diff (jsdiff's line diff: only the changed lines and one line of context). */
import { structuredPatch } from 'diff';
import type { FixFileChange } from '../fix-types.ts';

/**
 * Past this many changed lines jsdiff stops looking for the shortest edit (its cost grows with the edit's
 * length times the file's), and the file is shown as replaced whole. A fix changes a few lines.
 */
const MAX_EDIT_LENGTH = 200;

function withEndOfLine(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

function linesOf(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

/** The whole file as one hunk: every old line removed, every new line added. */
function replacedWhole(before: string, after: string): string[] {
  const a = linesOf(before);
  const b = linesOf(after);
  return [`@@ -${a.length ? 1 : 0},${a.length} +${b.length ? 1 : 0},${b.length} @@`, ...a.map((l) => `-${l}`), ...b.map((l) => `+${l}`)];
}

/** The lines of a unified diff for one file change: `--- name`, `+++ name`, then each hunk (`@@ -a,n +b,m @@` and its lines). */
export function renderFileDiff(change: FixFileChange, context = 1): string[] {
  const name = change.env !== undefined ? `$${change.env}` : (change.path ?? '?');
  // A missing final newline on both sides is no change: diffed as if present, so no "\ No newline" marker shows.
  const sameEnd = change.before.endsWith('\n') === change.after.endsWith('\n') || change.before === '';
  const before = sameEnd ? withEndOfLine(change.before) : change.before;
  const after = sameEnd ? withEndOfLine(change.after) : change.after;
  const head = [`--- ${change.before === '' ? '/dev/null' : name}`, `+++ ${name}`];
  const patch = structuredPatch(name, name, before, after, undefined, undefined, { context, maxEditLength: MAX_EDIT_LENGTH });
  if (!patch) return [...head, ...replacedWhole(before, after)];
  const out = head;
  for (const h of patch.hunks) out.push(`@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`, ...h.lines);
  return out;
}

/** How many lines a file change adds and removes, counted from the same unified diff. */
export function countChangedLines(change: FixFileChange): { readonly added: number; readonly removed: number } {
  const body = renderFileDiff(change, 0).slice(2);
  return { added: body.filter((l) => l.startsWith('+')).length, removed: body.filter((l) => l.startsWith('-')).length };
}

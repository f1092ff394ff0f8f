/** A proposal's change per file as a short unified-style diff (only the changed lines and one line of context). */
import type { FixFileChange } from '../fix-types.ts';

/** The lines of a unified-style diff for one file change: `--- name`, `+++ name`, `@@ -a,n +b,m @@`, then the lines. */
export function renderFileDiff(change: FixFileChange, context = 1): string[] {
  const name = change.env !== undefined ? `$${change.env}` : (change.path ?? '?');
  const a = change.before === '' ? [] : change.before.split('\n');
  const b = change.after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = Math.max(0, start - context);
  const aTo = Math.min(a.length, a.length - end + context);
  const bTo = Math.min(b.length, b.length - end + context);
  const out = [`--- ${change.before === '' ? '/dev/null' : name}`, `+++ ${name}`, `@@ -${from + 1},${aTo - from} +${from + 1},${bTo - from} @@`];
  for (let i = from; i < start; i++) out.push(` ${a[i]}`);
  for (let i = start; i < a.length - end; i++) out.push(`-${a[i]}`);
  for (let i = start; i < b.length - end; i++) out.push(`+${b[i]}`);
  for (let i = a.length - end; i < aTo; i++) out.push(` ${a[i]}`);
  return out;
}

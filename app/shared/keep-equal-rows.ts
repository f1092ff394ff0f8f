/**
 * Rows that read as they did stay the same objects.
 *
 * A view's rows are made again from each new analysis, so a memoized row component would render every row on every
 * keystroke. `createRowKeeper` remembers the last rows by key: a new row equal in data to the last row of its key
 * (plain objects and arrays compared member by member, anything else by identity) is that last row, and a list whose
 * rows all stayed is the last list. Compared rows are small; past a budget of nodes a row counts as changed, which only
 * costs a render.
 */
import { isSameData } from '../../engine/index.ts';

/** Nodes one row comparison may visit before the row counts as changed. */
const ROW_NODES = 4096;

/** A function that gives back `rows` with each row equal to the last call's row of the same key replaced by that row. */
export function createRowKeeper<T>(keyOf: (row: T) => string): (rows: readonly T[]) => readonly T[] {
  let last: readonly T[] = [];
  let byKey = new Map<string, T>();
  return (rows) => {
    const next = new Map<string, T>();
    let isAllKept = rows.length === last.length;
    const kept = rows.map((row, i) => {
      const key = keyOf(row);
      const before = byKey.get(key);
      const out = before !== undefined && !next.has(key) && isSameData(before, row, ROW_NODES) ? before : row;
      if (!next.has(key)) next.set(key, out);
      if (out !== last[i]) isAllKept = false;
      return out;
    });
    const result = isAllKept ? last : kept;
    last = result;
    byKey = next;
    return result;
  };
}

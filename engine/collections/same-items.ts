/** True when two lists hold the same items, by identity, in the same order. */
export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * `next`, or `previous` when it holds the same items in the same order: a result rebuilt with nothing changed stays
 * the same array, for every cache and view that compares by identity (and for the worker, which sends the page only
 * what it does not hold).
 */
export function keptIfSame<T>(previous: readonly T[] | undefined, next: readonly T[]): readonly T[] {
  return previous !== undefined && sameItems(previous, next) ? previous : next;
}

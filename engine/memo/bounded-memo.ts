/**
 * A bounded memo for pure functions of a string key, kept across analyses so a keystroke recomputes only what its
 * edit changed. Invisible in results: a hit returns what the function would return. When full, the oldest entry
 * goes first (a hit costs one lookup; a dropped entry that is still used is just computed again).
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, { readonly value: V }>();

  constructor(private readonly limit: number) {}

  /** The value for `key`, computing it with `make` on a miss. */
  get(key: string, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit.value;
    const value = make();
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The page's table of the nodes it holds from a worker's answers, by table number (see `KnownNodes`). Numbers only grow
 * and most of them are let go soon after, so the table is a few arrays of 4,096 slots, each dropped once all its nodes
 * are let go: a look-up is an array read (an answer after an edit at 10,000 rules looks up 90,000 known nodes; in one
 * Map of 150,000 numbers that took 12 ms).
 */
export class NodeTable {
  private readonly chunks = new Map<number, { readonly items: unknown[]; live: number }>();
  private count = 0;

  /** How many nodes the table holds. */
  get size(): number {
    return this.count;
  }

  /** The node under `id`, or undefined. */
  get(id: number): unknown {
    return this.chunks.get(Math.floor(id / CHUNK))?.items[id % CHUNK];
  }

  /** Holds `node` (never undefined) under `id`. */
  set(id: number, node: unknown): void {
    const key = Math.floor(id / CHUNK);
    let chunk = this.chunks.get(key);
    if (!chunk) {
      chunk = { items: new Array<unknown>(CHUNK), live: 0 };
      this.chunks.set(key, chunk);
    }
    if (chunk.items[id % CHUNK] === undefined) {
      chunk.live++;
      this.count++;
    }
    chunk.items[id % CHUNK] = node;
  }

  /** Lets go of the node under `id` (nothing when there is none). */
  delete(id: number): void {
    const key = Math.floor(id / CHUNK);
    const chunk = this.chunks.get(key);
    if (!chunk || chunk.items[id % CHUNK] === undefined) return;
    chunk.items[id % CHUNK] = undefined;
    this.count--;
    if (--chunk.live === 0) this.chunks.delete(key);
  }
}

const CHUNK = 4096;

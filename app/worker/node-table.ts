/** What the table needs of a taken-in answer: its nodes by their place in it (see GraphReviver). */
export interface HeldAnswer {
  /** How many nodes the answer carries. */
  readonly size: number;
  /** Node `i` of the answer: the node, or a stand-in that rebuilds a lazily sent one on first read. */
  tableEntry(i: number): unknown;
}

/** One answer's nodes in the table: numbers `base` to `base + size - 1`. */
interface Range {
  readonly base: number;
  readonly size: number;
  /** The answer, until few of its nodes are left: then only those, in `kept` (the answer and its dead nodes can go). */
  answer: HeldAnswer | null;
  kept: Map<number, unknown> | null;
  /** Which of its numbers were let go (made on the first release), and how many are left. */
  released: Uint8Array | null;
  live: number;
}

/** An answer with fewer than 1/KEEP_FEW of its nodes left keeps only those. */
const KEEP_FEW = 8;

/**
 * The page's table of the nodes it holds from a worker's answers, by table number (see `KnownNodes`). An answer's
 * nodes take consecutive numbers, so the table holds each answer whole, as a range, and finds a number's answer by
 * binary search: taking an answer in costs nothing per node (at 20,000 agent files a first answer has several hundred
 * thousand), and a look-up is a search over the answers still in use plus an array read. An answer with few nodes left
 * keeps only those (its dead ones can be collected), and leaves the table once every one of its numbers was let go.
 */
export class NodeTable {
  /** Ranges in number order (numbers only grow, so a new answer goes last). */
  private ranges: Range[] = [];
  private count = 0;

  /** How many nodes the table holds. */
  get size(): number {
    return this.count;
  }

  /** Holds an answer's nodes under the numbers `base` on (after every answer taken in before it). */
  add(base: number, answer: HeldAnswer): void {
    const last = this.ranges[this.ranges.length - 1];
    if (last && base < last.base + last.size) throw new Error(`answer numbered from ${base} overlaps the one from ${last.base}`);
    if (answer.size === 0) return;
    this.ranges.push({ base, size: answer.size, answer, kept: null, released: null, live: answer.size });
    this.count += answer.size;
  }

  /** The node under `id`, or undefined when the table does not hold it. */
  get(id: number): unknown {
    const range = this.rangeOf(id);
    if (!range) return undefined;
    const i = id - range.base;
    if (range.kept) return range.kept.get(i);
    return range.released?.[i] ? undefined : range.answer!.tableEntry(i);
  }

  /** Lets go of the nodes under `ids` (a number not held is passed over). */
  release(ids: readonly number[]): void {
    let emptied = false;
    for (const id of ids) {
      const range = this.rangeOf(id);
      if (!range) continue;
      const i = id - range.base;
      range.released ??= new Uint8Array(range.size);
      if (range.released[i]) continue;
      range.released[i] = 1;
      range.kept?.delete(i);
      this.count--;
      if (--range.live === 0) emptied = true;
      else if (!range.kept && range.live * KEEP_FEW < range.size) keepFew(range);
    }
    if (emptied) this.ranges = this.ranges.filter((r) => r.live > 0);
  }

  private rangeOf(id: number): Range | undefined {
    const ranges = this.ranges;
    let lo = 0;
    let hi = ranges.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const r = ranges[mid]!;
      if (id < r.base) hi = mid - 1;
      else if (id >= r.base + r.size) lo = mid + 1;
      else return r;
    }
    return undefined;
  }
}

/** Keeps only the range's live nodes (a lazily sent one as its stand-in), so the answer's dead nodes can be collected. */
function keepFew(range: Range): void {
  const kept = new Map<number, unknown>();
  for (let i = 0; i < range.size; i++) if (!range.released![i]) kept.set(i, range.answer!.tableEntry(i));
  range.kept = kept;
  range.answer = null;
}

import { toGraphPartsAfter, type GraphPart } from './sliced-graph.ts';

/**
 * The sender's record of what the receiver holds, so an answer carries only what is new since the answers the receiver
 * took in. A keystroke changes a small part of an Analysis (the engine keeps every unchanged rule, origin and list as
 * the same object): at 10,000 rules an answer is about 80,000 nodes, of which about 6,000 are new after an edit.
 *
 * Every node sent gets a table number that is never used again. The receiver keeps the nodes of every answer it took in
 * under those numbers and says which answers it took in (`confirm`, with its next request); only then are their nodes
 * written as known in later answers. Nodes no longer reachable from the newest answer are let go now and then: the
 * numbers go with the next answer (`release`), and the receiver drops them once that answer is in (the answers before it,
 * which may still refer to them, are in by then: answers are taken in in order).
 *
 * What was sent must not change afterwards: the engine's results are never mutated once returned.
 */
export class KnownNodes {
  /** What the receiver holds, by value (objects and strings), with its table number. */
  private readonly known = new Map<unknown, number>();
  /** Answers sent and not yet confirmed: the first table number of their nodes, and the nodes. */
  private readonly unconfirmed = new Map<number, { readonly base: number; readonly nodes: readonly unknown[] }>();
  /** Table numbers the receiver holds and this side no longer refers to (duplicates, unreachable nodes), to release. */
  private releasing: number[] = [];
  private nextNumber = 0;
  /** How many known nodes the newest answer reached at the last sweep (a sweep runs when twice as many are held). */
  private liveAtSweep = 0;
  /** The last answer's root: a list of the new answer that the receiver holds an earlier version of is sent as an edit of it. */
  private lastRoot: object | undefined;

  /** A sweep begun by `sweepSlice` and not finished: the answer it sweeps for, what is left to walk, what it reached. */
  private sweeping: { readonly root: object; readonly stack: unknown[]; readonly reached: Set<unknown>; entries: Iterator<[unknown, number]> | null; live: number } | null = null;

  /** `sweepSlack`: known nodes held beyond the live ones before a sweep (small answers never sweep). */
  constructor(private readonly sweepSlack = 10_000) {}

  /** How many nodes the receiver is known to hold (for tests and measurements). */
  get size(): number {
    return this.known.size;
  }

  /** The answers the receiver says it took in whole (in any order): their nodes are known from now on. */
  confirm(answerIds: readonly number[]): void {
    this.sweeping = null;
    for (const id of answerIds) {
      const answer = this.unconfirmed.get(id);
      if (!answer) continue;
      this.unconfirmed.delete(id);
      answer.nodes.forEach((node, i) => {
        const held = this.known.get(node);
        // Sent twice (in two answers built before either was confirmed): the receiver holds both; the older number goes.
        if (held !== undefined) this.releasing.push(held);
        this.known.set(node, answer.base + i);
      });
    }
    // An answer older than the newest confirmed one that was not confirmed never will be.
    const newest = Math.max(-1, ...answerIds);
    for (const id of this.unconfirmed.keys()) if (id < newest) this.unconfirmed.delete(id);
  }

  /**
   * Answer `answerId` for `root` as graph parts: what the receiver holds is written as its table number. Gives the table
   * number of the answer's first node (the others follow in order) and the table numbers to release once it is in.
   */
  encode(answerId: number, root: object, maxValues?: number, lazy?: ReadonlySet<object>): { readonly parts: GraphPart[]; readonly base: number; readonly release: readonly number[] } {
    this.sweeping = null;
    // Mostly swept while the sender waits (`sweepSlice`); during a long burst of answers, here.
    if (this.known.size > 3 * this.liveAtSweep + this.sweepSlack) this.sweep(root);
    const { parts, nodes } = toGraphPartsAfter(root, maxValues, lazy, this.known, this.lastRoot);
    this.lastRoot = root;
    const base = this.nextNumber;
    this.nextNumber += nodes.length;
    this.unconfirmed.set(answerId, { base, nodes });
    const release = this.releasing;
    this.releasing = [];
    return { parts, base, release };
  }

  /**
   * Sweeps when the receiver holds noticeably more than the last answer (`root`) reaches: for a quiet moment after an
   * answer (a sweep walks the whole answer: 30 to 70 ms at 10,000 rules). What it lets go goes with the next answer.
   */
  sweepWhenDue(root: object): void {
    while (!this.sweepSlice(root, () => false));
  }

  /**
   * `sweepWhenDue` a slice at a time: works until the sweep is done (true) or `shouldYield()` says so (false; checked
   * every SWEEP_SLICE_NODES nodes), and goes on from there at the next call. A request that comes while the worker sweeps
   * waits for one slice, not for the whole sweep. Anything else the table does (`confirm`, `encode`) drops a sweep in
   * progress: what it had reached may no longer be what the newest answer reaches.
   */
  sweepSlice(root: object, shouldYield: () => boolean): boolean {
    let s = this.sweeping;
    if (s === null || s.root !== root) {
      if (!(this.known.size > 1.25 * this.liveAtSweep + this.sweepSlack / 4)) return true;
      s = this.beginSweep(root);
    }
    const { stack, reached } = s;
    let n = 0;
    while (stack.length > 0) {
      if (++n % SWEEP_SLICE_NODES === 0 && shouldYield()) return false;
      const v = stack.pop();
      if (typeof v === 'string') {
        reached.add(v);
        continue;
      }
      if (v === null || typeof v !== 'object' || reached.has(v)) continue;
      reached.add(v);
      if (v instanceof Map) for (const [k, x] of v) stack.push(k, x);
      else if (v instanceof Set) for (const x of v) stack.push(x);
      else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push(v[i]);
      else if (!ArrayBuffer.isView(v) && !(v instanceof ArrayBuffer)) for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
    }
    // Deleting the entry just read is safe while a Map is iterated.
    const entries = (s.entries ??= this.known.entries());
    for (let e = entries.next(); !e.done; e = entries.next()) {
      const [node, number] = e.value;
      if (reached.has(node)) s.live++;
      else {
        this.known.delete(node);
        this.releasing.push(number);
      }
      if (++n % SWEEP_SLICE_NODES === 0 && shouldYield()) return false;
    }
    this.liveAtSweep = s.live;
    this.sweeping = null;
    return true;
  }

  /** Lets go of every known node `root` does not reach (walked as `toGraphParts` walks it). */
  private sweep(root: object): void {
    this.beginSweep(root);
    while (!this.sweepSlice(root, () => false));
  }

  /** A new sweep for `root`, replacing any in progress. */
  private beginSweep(root: object): NonNullable<KnownNodes['sweeping']> {
    return (this.sweeping = { root, stack: [root], reached: new Set(), entries: null, live: 0 });
  }
}

/** Nodes (or table entries) a sweep slice walks between looks at the clock. */
const SWEEP_SLICE_NODES = 2048;

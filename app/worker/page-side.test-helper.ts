import type { KnownNodes } from './known-nodes.ts';
import { NodeTable } from './node-table.ts';
import { GraphReviver, takeIn, type GraphPart } from './sliced-graph.ts';

/** For tests: the page's side of a worker's answers, a table and the answers it took in since it last asked. */
export class TestPage {
  table = new NodeTable();
  took: number[] = [];
  /** The parts of the last answer, as the page received them. */
  lastParts: GraphPart[] = [];
  /** Takes an answer in as the runner does (its parts cloned, as postMessage would), returning its root. */
  receive(id: number, answer: ReturnType<KnownNodes['encode']>): unknown {
    const reviver = new GraphReviver(this.table);
    this.lastParts = answer.parts.map((p) => structuredClone(p));
    for (const part of this.lastParts) reviver.add(part);
    while (!reviver.step(() => true));
    const root = reviver.root();
    takeIn(this.table, reviver, answer.base, answer.release);
    this.took.push(id);
    return root;
  }
  /** What the next request tells the worker. */
  ask(): number[] {
    const took = this.took;
    this.took = [];
    return took;
  }
}

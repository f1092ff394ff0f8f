/**
 * An object graph sent between threads in slices, so no single task on the receiving side is long.
 *
 * A big Analysis (100,000 rules, 20,000 agents) is tens of megabytes of small objects; posted whole, the main thread
 * deserializes it in one task of seconds. Here the sender flattens the graph into a table of nodes, where every
 * reference to another object is the other node's number, and posts the table in parts (each part is its own message, so
 * its deserialization is its own task). The receiver rebuilds the objects a bounded number at a time, yielding between
 * steps. What comes out is what structured clone gives: the same data, plain objects, Maps and Sets, shared references and
 * cycles kept, own keys such as `__proto__` kept as keys; anything else (Date, RegExp, typed arrays, errors) is carried
 * as it is by structured clone inside its part.
 */

/** One node of the table: [kind, shape (objects) or 0, values, which values are node numbers]. */
export type FlatNode = readonly [kind: NodeKind, shape: number, values: unknown, refs: RefMask];

/** 0 object, 1 array, 2 Map (values are key, value, key, value…), 3 Set, 4 carried as it is. */
type NodeKind = 0 | 1 | 2 | 3 | 4;

/** Which of a node's values are node numbers: none, all, or these positions (ascending). */
type RefMask = 0 | -1 | readonly number[];

/** One message of the table: the shapes (key lists) first seen in it, and its nodes, in order. */
export interface GraphPart {
  readonly shapes: readonly (readonly string[])[];
  readonly nodes: readonly FlatNode[];
}

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** Values structured clone carries whole and the table does not take apart. */
function isCarried(v: object): boolean {
  return v instanceof Date || v instanceof RegExp || v instanceof ArrayBuffer || ArrayBuffer.isView(v) || v instanceof Error || v instanceof Boolean || v instanceof Number || v instanceof String;
}

/** A plain object with no object among its values: carried whole (structured clone rebuilds it; nothing to link). */
function isLeafObject(v: object): boolean {
  for (const k in v) if (Object.prototype.hasOwnProperty.call(v, k) && isObject((v as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * The graph under `root` as parts of about `maxValues` values each (a node's values never split). The root is node 0.
 * Iterative (a deep graph cannot overflow the stack); linear in the number of objects and values.
 */
export function toGraphParts(root: object, maxValues = 15_000): GraphPart[] {
  const ids = new Map<object, number>();
  const order: object[] = [];
  const shapeIds = new Map<string, number>();
  const parts: GraphPart[] = [];
  let shapes: (readonly string[])[] = [];
  let nodes: FlatNode[] = [];
  let weight = 0;
  const idOf = (v: object): number => {
    let id = ids.get(v);
    if (id === undefined) {
      id = order.length;
      ids.set(v, id);
      order.push(v);
    }
    return id;
  };
  // Values in place; objects become node numbers, and their positions are noted.
  const encode = (values: unknown[]): RefMask => {
    const refs: number[] = [];
    for (let i = 0; i < values.length; i++) {
      if (!(i in values)) continue;
      const v = values[i];
      if (isObject(v)) {
        values[i] = idOf(v);
        refs.push(i);
      }
    }
    return refs.length === 0 ? 0 : refs.length === values.length ? -1 : refs;
  };
  const flush = () => {
    parts.push({ shapes, nodes });
    shapes = [];
    nodes = [];
    weight = 0;
  };
  idOf(root);
  for (let next = 0; next < order.length; next++) {
    const v = order[next]!;
    let node: FlatNode;
    if (Array.isArray(v)) {
      const values = v.slice(); // keeps holes, as structured clone does
      node = [1, 0, values, encode(values)];
    } else if (v instanceof Map) {
      const values: unknown[] = [];
      for (const [k, x] of v) values.push(k, x);
      node = [2, 0, values, encode(values)];
    } else if (v instanceof Set) {
      const values = Array.from(v);
      node = [3, 0, values, encode(values)];
    } else if (isCarried(v) || isLeafObject(v)) {
      node = [4, 0, v, 0];
    } else {
      const keys = Object.keys(v);
      const shapeKey = keys.join('\u0000');
      let shape = shapeIds.get(shapeKey);
      if (shape === undefined) {
        shape = shapeIds.size;
        shapeIds.set(shapeKey, shape);
        shapes.push(keys);
      }
      const values = keys.map((k) => (v as Record<string, unknown>)[k]);
      node = [0, shape, values, encode(values)];
    }
    nodes.push(node);
    weight += 1 + (Array.isArray(node[2]) ? node[2].length : 1);
    if (weight >= maxValues) flush();
  }
  if (nodes.length > 0 || parts.length === 0) flush();
  return parts;
}

/** Rebuilds a graph from its parts, a bounded amount of work per step. */
export class GraphReviver {
  private readonly shapes: (readonly string[])[] = [];
  private readonly nodes: FlatNode[] = [];
  private readonly objects: unknown[] = [];
  /** Nodes created so far (first pass), then nodes filled (second pass). */
  private created = 0;
  private filled = 0;

  /** Takes in one part, in the order they were made. */
  add(part: GraphPart): void {
    for (const s of part.shapes) this.shapes.push(s);
    for (const n of part.nodes) this.nodes.push(n);
  }

  /** Works until done or until `shouldYield()` says so (checked every few hundred nodes). True when the graph is whole. */
  step(shouldYield: () => boolean): boolean {
    const { nodes, objects } = this;
    while (this.created < nodes.length) {
      const end = Math.min(nodes.length, this.created + 512);
      for (let i = this.created; i < end; i++) {
        const [kind, , values] = nodes[i]!;
        // An array is its received values array itself (its node numbers are replaced in place when it is filled).
        objects[i] = kind === 0 ? {} : kind === 2 ? new Map() : kind === 3 ? new Set() : values;
      }
      this.created = end;
      if (shouldYield()) return false;
    }
    while (this.filled < nodes.length) {
      const end = Math.min(nodes.length, this.filled + 256);
      for (let i = this.filled; i < end; i++) this.fill(i);
      this.filled = end;
      if (this.filled < nodes.length && shouldYield()) return false;
    }
    return true;
  }

  /** The root (node 0), once `step` has returned true. */
  root(): unknown {
    if (this.nodes.length === 0 || this.filled < this.nodes.length) throw new Error('the graph is not whole yet');
    return this.objects[0];
  }

  private fill(i: number): void {
    const [kind, shape, raw, refs] = this.nodes[i]!;
    if (kind === 4) return;
    const values = raw as unknown[];
    const objects = this.objects;
    const at = (j: number): unknown => objects[values[j] as number];
    // Resolves the node numbers in place (the table is not used again).
    if (refs === -1) for (let j = 0; j < values.length; j++) values[j] = at(j);
    else if (refs !== 0) for (const j of refs) values[j] = at(j);
    if (kind === 1) return;
    const target = objects[i];
    if (kind === 2) {
      const map = target as Map<unknown, unknown>;
      for (let j = 0; j < values.length; j += 2) map.set(values[j], values[j + 1]);
    } else if (kind === 3) {
      const set = target as Set<unknown>;
      for (const v of values) set.add(v);
    } else {
      const keys = this.shapes[shape]!;
      const object = target as Record<string, unknown>;
      for (let j = 0; j < keys.length; j++) {
        const key = keys[j]!;
        // An own key named __proto__ stays a key (assignment would set the prototype).
        if (key === '__proto__') Object.defineProperty(object, key, { value: values[j], enumerable: true, writable: true, configurable: true });
        else object[key] = values[j];
      }
    }
  }
}

/** A step budget: yield once `ms` have passed since the step began. */
export function deadlineIn(ms: number, now: () => number = () => performance.now()): () => boolean {
  const end = now() + ms;
  return () => now() >= end;
}

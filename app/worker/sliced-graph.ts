/**
 * An object graph sent between threads in slices, so no single task on the receiving side is long.
 *
 * A big Analysis (100,000 rules, 20,000 agents) is tens of megabytes of small objects; posted whole, the main thread
 * deserializes it in one task of seconds. Here the sender flattens the graph into a table of nodes, where every
 * reference to another object (and every repeated long string) is the other node's number, and posts the table in parts
 * (each part is its own message, so its deserialization is its own task). A part is a few flat arrays (typed arrays for
 * the numbers, transferred without a copy), so receiving it makes little garbage. The receiver rebuilds the objects a
 * bounded number at a time, yielding between steps. What comes out is what structured clone gives: the same data, plain
 * objects, Maps and Sets, shared references and cycles kept, own keys such as `__proto__` kept as keys; anything else
 * (Date, RegExp, typed arrays, errors) is carried as it is by structured clone inside its part.
 */

/**
 * 0 object, 1 array, 2 Map (values are key, value, key, value…), 3 Set, 4 carried as it is, 5 a string, 6 an array
 * with holes (values are index, item, index, item…; its length is in `shapeOf`, as for an array).
 */
type NodeKind = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * One message of the table. Node `n` of the part (node `first + n` of the graph) has kind `kinds[n]`, for an object the
 * key list `shapes[shapeOf[n]]`, and its values at `values[starts[n]]` up to `values[starts[n + 1]]`; `refs` lists, in
 * order, the positions in `values` that hold a node number instead of a value.
 */
export interface GraphPart {
  readonly first: number;
  /** The shapes (key lists) first used in this part, numbered on from the earlier parts' shapes. */
  readonly shapes: readonly (readonly string[])[];
  readonly kinds: Uint8Array;
  readonly shapeOf: Uint32Array;
  readonly starts: Uint32Array;
  readonly values: unknown[];
  readonly refs: Uint32Array;
}

/** The buffers of a part, to transfer with it (postMessage's transfer list). */
export function transferablesOf(part: GraphPart): ArrayBuffer[] {
  return [part.kinds.buffer, part.shapeOf.buffer, part.starts.buffer, part.refs.buffer] as ArrayBuffer[];
}

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/** Strings at least this long are sent once and referred to (file paths, layer ids and messages repeat many times). */
const SHARED_STRING_CHARS = 16;

/** Values structured clone carries whole and the table does not take apart. */
function isCarried(v: object): boolean {
  return v instanceof Date || v instanceof RegExp || v instanceof ArrayBuffer || ArrayBuffer.isView(v) || v instanceof Error || v instanceof Boolean || v instanceof Number || v instanceof String;
}

/** A plain object whose values are all short primitives: carried whole (structured clone rebuilds it; nothing to link). */
function isLeafObject(v: object): boolean {
  if (Array.isArray(v) || v instanceof Map || v instanceof Set) return false;
  for (const k in v) {
    if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
    const x = (v as Record<string, unknown>)[k];
    if (isObject(x) || (typeof x === 'string' && x.length >= SHARED_STRING_CHARS)) return false;
  }
  return true;
}

/** Builds one part at a time. */
class PartWriter {
  kinds: number[] = [];
  shapeOf: number[] = [];
  starts: number[] = [];
  values: unknown[] = [];
  refs: number[] = [];
  shapes: (readonly string[])[] = [];
  constructor(readonly first: number) {}
  get nodeCount(): number {
    return this.kinds.length;
  }
  finish(): GraphPart {
    const starts = Uint32Array.from(this.starts);
    const withEnd = new Uint32Array(starts.length + 1);
    withEnd.set(starts);
    withEnd[starts.length] = this.values.length;
    return { first: this.first, shapes: this.shapes, kinds: Uint8Array.from(this.kinds), shapeOf: Uint32Array.from(this.shapeOf), starts: withEnd, values: this.values, refs: Uint32Array.from(this.refs) };
  }
}

/**
 * The graph under `root` as parts of about `maxValues` values each (a node's values never split). The root is node 0.
 * Iterative (a deep graph cannot overflow the stack); linear in the number of objects and values.
 */
export function toGraphParts(root: object, maxValues = 12_000): GraphPart[] {
  const ids = new Map<unknown, number>();
  const order: unknown[] = [];
  const shapeIds = new Map<string, number>();
  const parts: GraphPart[] = [];
  let part = new PartWriter(0);
  const idOf = (v: unknown): number => {
    let id = ids.get(v);
    if (id === undefined) {
      id = order.length;
      ids.set(v, id);
      order.push(v);
    }
    return id;
  };
  const put = (v: unknown): void => {
    if (isObject(v) || (typeof v === 'string' && v.length >= SHARED_STRING_CHARS)) {
      part.refs.push(part.values.length);
      part.values.push(idOf(v));
    } else {
      part.values.push(v);
    }
  };
  const begin = (kind: NodeKind, shape = 0): void => {
    part.kinds.push(kind);
    part.shapeOf.push(shape);
    part.starts.push(part.values.length);
  };
  idOf(root);
  for (let next = 0; next < order.length; next++) {
    const v = order[next];
    if (typeof v === 'string') {
      begin(5);
      part.values.push(v);
    } else if (Array.isArray(v)) {
      begin(1, v.length);
      // Holes stay holes (as structured clone keeps them): the length is kept, and only present items are listed with their index.
      let isDense = true;
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) {
          isDense = false;
          break;
        }
      }
      if (isDense) for (let i = 0; i < v.length; i++) put(v[i]);
      else {
        part.kinds[part.kinds.length - 1] = 6;
        for (let i = 0; i < v.length; i++) if (i in v) (part.values.push(i), put(v[i]));
      }
    } else if (v instanceof Map) {
      begin(2);
      for (const [k, x] of v) (put(k), put(x));
    } else if (v instanceof Set) {
      begin(3);
      for (const x of v) put(x);
    } else if (isCarried(v as object) || isLeafObject(v as object)) {
      begin(4);
      part.values.push(v);
    } else {
      const keys = Object.keys(v as object);
      const shapeKey = keys.join('\u0000');
      let shape = shapeIds.get(shapeKey);
      if (shape === undefined) {
        shape = shapeIds.size;
        shapeIds.set(shapeKey, shape);
        part.shapes.push(keys);
      }
      begin(0, shape);
      for (const k of keys) put((v as Record<string, unknown>)[k]);
    }
    if (part.values.length >= maxValues) {
      parts.push(part.finish());
      part = new PartWriter(next + 1);
    }
  }
  if (part.nodeCount > 0 || parts.length === 0) parts.push(part.finish());
  return parts;
}

/** Rebuilds a graph from its parts, a bounded amount of work per step. */
export class GraphReviver {
  private readonly shapes: (readonly string[])[] = [];
  private readonly parts: GraphPart[] = [];
  private readonly objects: unknown[] = [];
  private nodeCount = 0;
  /** Where the two passes are: nodes created (first pass), then the part and node being filled (second pass). */
  private created = 0;
  private fillPart = 0;
  private fillNode = 0;
  private fillRef = 0;

  /** How many parts were taken in (the sender says how many it made: a lost part is told from a whole answer). */
  get partCount(): number {
    return this.parts.length;
  }

  /** Takes in one part, in the order they were made. */
  add(part: GraphPart): void {
    if (part.first !== this.nodeCount) throw new Error(`graph part out of order: starts at node ${part.first}, expected ${this.nodeCount}`);
    for (const s of part.shapes) this.shapes.push(s);
    this.parts.push(part);
    this.nodeCount += part.kinds.length;
  }

  /** Works until done or until `shouldYield()` says so (checked every few hundred nodes). True when the graph is whole. */
  step(shouldYield: () => boolean): boolean {
    const objects = this.objects;
    // First pass: an empty container for every node (strings and carried values are themselves).
    while (this.created < this.nodeCount) {
      const part = this.partOf(this.created);
      const end = Math.min(part.first + part.kinds.length, this.created + 1024);
      for (let i = this.created; i < end; i++) {
        const n = i - part.first;
        const kind = part.kinds[n]!;
        objects[i] = kind === 0 ? {} : kind === 1 || kind === 6 ? new Array(part.shapeOf[n]!) : kind === 2 ? new Map() : kind === 3 ? new Set() : part.values[part.starts[n]!];
      }
      this.created = end;
      if (shouldYield()) return false;
    }
    // Second pass: values in, node numbers turned into the objects made above.
    while (this.fillPart < this.parts.length) {
      const part = this.parts[this.fillPart]!;
      const count = part.kinds.length;
      // About 2,000 values between looks at the clock (a node with 20,000 keys is one step of its own).
      const stop = part.starts[this.fillNode]! + 2048;
      let n = this.fillNode;
      while (n < count && part.starts[n]! < stop) this.fill(part, n++);
      const end = n;
      this.fillNode = end;
      if (end === count) {
        this.fillPart++;
        this.fillNode = 0;
        this.fillRef = 0;
      }
      if (this.fillPart < this.parts.length && shouldYield()) return false;
    }
    return true;
  }

  /** The root (node 0), once `step` has returned true. */
  root(): unknown {
    if (this.nodeCount === 0 || this.fillPart < this.parts.length || this.created < this.nodeCount) throw new Error('the graph is not whole yet');
    return this.objects[0];
  }

  private partOf(node: number): GraphPart {
    // Parts are few and visited in order: the first whose range holds the node.
    for (const p of this.parts) if (node < p.first + p.kinds.length) return p;
    throw new Error(`no part holds node ${node}`);
  }

  private fill(part: GraphPart, n: number): void {
    const kind = part.kinds[n]!;
    const from = part.starts[n]!;
    const to = part.starts[n + 1]!;
    const { values, refs } = part;
    const objects = this.objects;
    // The values of this node, node numbers resolved (refs are ascending, so one cursor walks them).
    const value = (j: number): unknown => {
      if (this.fillRef < refs.length && refs[this.fillRef] === j) {
        this.fillRef++;
        return objects[values[j] as number];
      }
      return values[j];
    };
    if (kind === 4 || kind === 5) return;
    const target = objects[part.first + n];
    if (kind === 1) {
      const array = target as unknown[];
      for (let j = from; j < to; j++) array[j - from] = value(j);
    } else if (kind === 6) {
      const array = target as unknown[];
      for (let j = from; j < to; j += 2) array[values[j] as number] = value(j + 1);
    } else if (kind === 2) {
      const map = target as Map<unknown, unknown>;
      for (let j = from; j < to; j += 2) map.set(value(j), value(j + 1));
    } else if (kind === 3) {
      const set = target as Set<unknown>;
      for (let j = from; j < to; j++) set.add(value(j));
    } else {
      const keys = this.shapes[part.shapeOf[n]!]!;
      const object = target as Record<string, unknown>;
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k]!;
        const v = value(from + k);
        // An own key named __proto__ stays a key (assignment would set the prototype).
        if (key === '__proto__') Object.defineProperty(object, key, { value: v, enumerable: true, writable: true, configurable: true });
        else object[key] = v;
      }
    }
  }
}

/** A step budget: yield once `ms` have passed since the step began. */
export function deadlineIn(ms: number, now: () => number = () => performance.now()): () => boolean {
  const end = now() + ms;
  return () => now() >= end;
}

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

import { editScript, flatItems, noteFlatItems } from './graph-edit.ts';

/**
 * 0 object with a shape, 1 array, 2 Map (values are key, value, key, value…), 3 Set, 4 carried as it is, 5 a string,
 * 6 an array with holes (values are index, item, index, item…; its length is in `shapeOf`, as for an array), 7 an
 * object with many keys (values are key, value, key, value…, in the order `Object.keys` gives; no shape), 8 an edit of
 * an array, Map or object with many keys that the receiver holds (`shapeOf` is that kind: 1, 2 or 7; the first value
 * is the held node, then segments `copy, skip, count` each followed by `count` items: see `graph-edit.ts`).
 */
type NodeKind = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
const EDIT = 8;

/**
 * One message of the table. Node `n` of the part (node `first + n` of the graph) has kind `kinds[n]`, for an object the
 * key list `shapes[shapeOf[n]]`, and its values at positions `starts[n]` up to `starts[n + 1]`. The value at position
 * `j` is told by `tags[j]` (a `Tag`) and `slots[j]`: a node number, a number, or the index in `extras` of what a typed
 * array cannot hold (a string node's string, a value carried whole, a bigint). Numbers, node numbers and tags travel
 * in typed arrays, moved without a copy, so receiving a part makes no heap object but its extras.
 *
 * A node with more values than a part holds goes on in the next part: that part's first node is the same node again
 * (same `first`, kind and shape), and `resumesAt` says how many of its values came in the parts before.
 */
export interface GraphPart {
  /**
   * How many nodes are eager (the same in every part): nodes from this number on were asked to be sent lazily. They come
   * after the eager ones, in parts of their own, and the receiver rebuilds one (with what it reaches) only when a
   * property holding it is first read.
   */
  readonly eager: number;
  readonly first: number;
  /** 0, or how many values of node `first` the earlier parts held (this part carries on from there). */
  readonly resumesAt: number;
  /** The shapes (key lists) first used in this part, numbered on from the earlier parts' shapes. */
  readonly shapes: readonly (readonly string[])[];
  readonly kinds: Uint8Array;
  readonly shapeOf: Uint32Array;
  readonly starts: Uint32Array;
  readonly tags: Uint8Array;
  readonly slots: Float64Array;
  readonly extras: unknown[];
}

/**
 * What the value at a position is (`tags`): a node, a number, `true`, `false`, `null`, `undefined`, one of the extras, or
 * a node the receiver already holds from an earlier answer (its number in the receiver's table: see `KnownNodes`).
 */
type Tag = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
const NODE = 0;
const NUMBER = 1;
const TRUE = 2;
const FALSE = 3;
const NULL = 4;
const UNDEFINED = 5;
const EXTRA = 6;
const KNOWN = 7;

/**
 * What the receiver holds from earlier answers, by table number: the object or string itself, or a `LazyNode` (a node an
 * earlier answer sent lazily, rebuilt on first read).
 */
export interface HeldNodes {
  get(id: number): unknown;
}

/** A lazily sent node of an earlier answer, as the receiver's table holds it until it is read. */
class LazyNode {
  constructor(
    private readonly reviver: GraphReviver,
    private readonly id: number,
  ) {}
  /** The node, rebuilt on the first call. */
  read(): unknown {
    return this.reviver.nodeAt(this.id);
  }
}

/** The buffers of a part, to transfer with it (postMessage's transfer list). */
export function transferablesOf(part: GraphPart): ArrayBuffer[] {
  return [part.kinds.buffer, part.shapeOf.buffer, part.starts.buffer, part.tags.buffer, part.slots.buffer] as ArrayBuffer[];
}

const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';

/**
 * Every string is sent once and referred to by its node number. File paths, layer ids and messages repeat many times, and
 * so do short ones ('allow', 'bash', 'config'): each string in a part's values is a new heap object when the part is
 * deserialized, and a node number is not (a small integer). At 100,000 rules, sending only strings of 16 characters or
 * more once left 1.2 M strings in the values (a third of the page's heap growth per answer, all surviving); now the
 * values hold 16,000 distinct short strings more, and no copies.
 */
const isShared = (v: unknown): boolean => isObject(v) || typeof v === 'string';

/**
 * Objects with more own keys than this are sent as key, value pairs (kind 7): never carried whole, never a shape.
 * Carried whole, an object is rebuilt by structured clone inside its part's deserialization, in one task: at 64 keys that
 * is a few microseconds, and the part counts each such object as its number of keys, so a part stays about `maxValues`
 * values however the data is made. A map such as `permission.bash` of a 100,000-rule paste (60,000 keys) was one
 * carried object of 100-400 ms in one task. A shape is a key list sent once and shared by every object with those keys:
 * worth it for records (the Analysis's have at most a few dozen keys), not for a big map that is the only one with its
 * keys (its shape would be one array of 60,000 strings, deserialized in one task, plus a 60,000-key lookup string).
 */
const SMALL_OBJECT_KEYS = 64;

/** Values structured clone carries whole and the table does not take apart. */
function isCarried(v: object): boolean {
  return v instanceof Date || v instanceof RegExp || v instanceof ArrayBuffer || ArrayBuffer.isView(v) || v instanceof Error || v instanceof Boolean || v instanceof Number || v instanceof String;
}

/** Whether all of the object's values under `keys` are primitives other than strings (carried whole: structured clone rebuilds it). */
function isLeaf(v: Record<string, unknown>, keys: readonly string[]): boolean {
  for (const k of keys) {
    const x = v[k];
    if (isShared(x)) return false;
  }
  return true;
}

/** A part as built: its tags and slots become typed arrays once every node has its number (lazy ones get theirs last). */
type RawPart = Omit<GraphPart, 'eager' | 'tags' | 'slots'> & { readonly tags: number[]; readonly slots: number[] };

/** Builds one part at a time. */
class PartWriter {
  kinds: number[] = [];
  shapeOf: number[] = [];
  starts: number[] = [];
  tags: number[] = [];
  slots: number[] = [];
  extras: unknown[] = [];
  shapes: (readonly string[])[] = [];
  /** What the objects carried whole weigh beyond their one value (their keys). */
  extraWeight = 0;
  constructor(
    readonly first: number,
    readonly resumesAt: number,
  ) {}
  get nodeCount(): number {
    return this.kinds.length;
  }
  get weight(): number {
    return this.slots.length + this.extraWeight;
  }
  finish(): RawPart {
    const starts = new Uint32Array(this.starts);
    const withEnd = new Uint32Array(starts.length + 1);
    withEnd.set(starts);
    withEnd[starts.length] = this.slots.length;
    return { first: this.first, resumesAt: this.resumesAt, shapes: this.shapes, kinds: new Uint8Array(this.kinds), shapeOf: new Uint32Array(this.shapeOf), starts: withEnd, tags: this.tags, slots: this.slots, extras: this.extras };
  }
  /** A value of the part: a number (or a node number) in the slots, or anything else as an extra. */
  push(tag: Tag, slot: number): void {
    this.tags.push(tag);
    this.slots.push(slot);
  }
  pushExtra(v: unknown): void {
    this.tags.push(EXTRA);
    this.slots.push(this.extras.length);
    this.extras.push(v);
  }
}

/**
 * The graph under `root` as parts of about `maxValues` values each (a node with more goes on in the next parts, split
 * between items, never inside a key, value pair). The root is node 0. Iterative (a deep graph cannot overflow the
 * stack); linear in the number of objects and values.
 *
 * The objects in `lazy` (and what is reachable only through them) are numbered after every other node and sent in parts
 * of their own: the receiver rebuilds them when first read (see `GraphReviver`), so a big answer whose views need a small
 * part of it costs the page that part. Laziness never changes what is read, only when it is rebuilt.
 */
export function toGraphParts(root: object, maxValues = 12_000, lazy: ReadonlySet<object> = new Set()): GraphPart[] {
  return toGraphPartsAfter(root, maxValues, lazy).parts;
}

/**
 * `toGraphParts` for a receiver that already holds some nodes: a value `known` has a number for is written as that
 * number (tag KNOWN), and not walked into. Gives the parts and the nodes they carry, in node order (for the sender to
 * number them in its table once the receiver has them). Known nodes must not have changed since they were sent.
 */
export function toGraphPartsAfter(root: object, maxValues = 12_000, lazy: ReadonlySet<object> = new Set(), known: ReadonlyMap<unknown, number> = new Map(), previous?: object): { readonly parts: GraphPart[]; readonly nodes: readonly unknown[] } {
  const ids = new Map<unknown, number>();
  // Each new container's counterpart in the previous answer (the value at the same key or place), when it has one: a
  // list the receiver holds goes as an edit of it (kind EDIT). Found while walking: the root's is the previous root.
  const predOf = new Map<unknown, unknown>();
  if (previous !== undefined && previous !== root && known.size > 0) predOf.set(root, previous);
  const notePred = (x: unknown, y: unknown): void => {
    if (isObject(y) && y !== x && !predOf.has(x)) predOf.set(x, y);
  };
  const order: unknown[] = [];
  const shapeIds = new Map<string, number>();
  const parts: RawPart[] = [];
  let part = new PartWriter(0, 0);
  // While the eager nodes are numbered, a lazy object met gets a stand-in number (-1 - its place in `deferred`), and
  // where it was written is noted, to be given its number once the eager nodes are counted.
  let isEagerPhase = lazy.size > 0;
  const deferred: object[] = [];
  const standIns: { readonly slots: number[]; readonly at: number }[] = [];
  const idOf = (v: unknown): number => {
    let id = ids.get(v);
    if (id === undefined) {
      if (isEagerPhase && v !== root && lazy.has(v as object)) {
        id = -1 - deferred.length;
        deferred.push(v as object);
      } else {
        id = order.length;
        order.push(v);
      }
      ids.set(v, id);
    }
    return id;
  };
  /** Writes a value; true when it is an object the receiver does not hold (a node of this answer). */
  const put = (v: unknown): boolean => {
    if (isShared(v)) {
      const held = known.size > 0 ? known.get(v) : undefined;
      if (held !== undefined && v !== root) {
        part.push(KNOWN, held);
        return false;
      }
      const id = idOf(v);
      if (id < 0) standIns.push({ slots: part.slots, at: part.slots.length });
      part.push(NODE, id);
      return typeof v !== 'string';
    } else if (typeof v === 'number') {
      part.push(NUMBER, v);
    } else if (v === true || v === false || v === null || v === undefined) {
      part.push(v === true ? TRUE : v === false ? FALSE : v === null ? NULL : UNDEFINED, 0);
    } else {
      part.pushExtra(v);
    }
    return false;
  };
  const begin = (kind: NodeKind, shape = 0): void => {
    part.kinds.push(kind);
    part.shapeOf.push(shape);
    part.starts.push(part.slots.length);
  };
  /** Before the next item of node `node` (`done` of its values written): a full part is closed and the node goes on in a new one. */
  const room = (node: number, kind: NodeKind, shape: number, done: number): void => {
    if (done === 0 || part.weight < maxValues) return;
    parts.push(part.finish());
    part = new PartWriter(node, done);
    begin(kind, shape);
  };
  /**
   * Writes node `v` (an array, a Map or an object with many keys: `kind` 1, 2 or 7) as an edit of its counterpart in the
   * previous answer, when the receiver holds that and most items are the same; false when it is to be written whole.
   * A lazy node is always written whole: as an edit, rebuilding it would first rebuild the copy it edits, itself a lazy
   * node of an earlier answer that may be an edit too (a list no view reads, edited on every keystroke, was a chain
   * through every answer since it was last read: 20,000 keystrokes overflowed the stack).
   */
  const putEdit = (v: object, kind: 1 | 2 | 7): boolean => {
    if (eager >= 0 && ids.get(v)! >= eager) return false;
    const held = predOf.get(v);
    const heldId = held === undefined ? undefined : known.get(held);
    if (heldId === undefined || (kind === 1) !== Array.isArray(held) || (kind === 2) !== held instanceof Map) return false;
    const width = kind === 1 ? 1 : 2;
    const items = flatItems(v, width);
    const heldItems = items && flatItems(held as object, width);
    const script = heldItems && editScript(items!, heldItems, width);
    if (!script || script.sent > maxValues) return false;
    begin(EDIT, kind);
    part.push(KNOWN, heldId);
    let at = 0;
    for (const { copy, skip, from, count } of script.segments) {
      part.push(NUMBER, copy);
      part.push(NUMBER, skip);
      part.push(NUMBER, count);
      at += copy * width;
      for (let q = 0; q < count * width; q += width) {
        // A new item's counterpart: the held item it replaces (for a Map or an object, under the same key).
        const y = q < skip * width ? heldItems![at + q + width - 1] : undefined;
        if (width === 1) {
          if (put(items![from + q])) notePred(items![from + q], y);
        } else {
          put(items![from + q]);
          if (put(items![from + q + 1]) && items![from + q] === heldItems![at + q]) notePred(items![from + q + 1], y);
        }
      }
      at += skip * width;
    }
    return true;
  };
  idOf(root);
  let eager = -1;
  for (let next = 0; ; next++) {
    if (next === order.length) {
      if (!isEagerPhase) break;
      // The eager nodes are all numbered: the lazy ones follow, from a part of their own.
      isEagerPhase = false;
      eager = order.length;
      if (deferred.length === 0) break;
      if (part.nodeCount > 0) {
        parts.push(part.finish());
        part = new PartWriter(eager, 0);
      }
      for (const d of deferred) {
        ids.set(d, order.length);
        order.push(d);
      }
      for (const { slots, at } of standIns) slots[at] = eager - 1 - slots[at]!;
    }
    const v = order[next];
    if (typeof v === 'string') {
      begin(5);
      part.pushExtra(v);
    } else if (Array.isArray(v)) {
      // Holes stay holes (as structured clone keeps them): the length is kept, and only present items are listed with their index.
      let isDense = true;
      for (let i = 0; i < v.length; i++) {
        if (!(i in v)) {
          isDense = false;
          break;
        }
      }
      if (isDense) {
        if (!putEdit(v, 1)) {
          const held = predOf.get(v);
          const heldArray = Array.isArray(held) ? held : null;
          begin(1, v.length);
          for (let i = 0; i < v.length; i++) {
            room(next, 1, v.length, i);
            if (put(v[i]) && heldArray) notePred(v[i], heldArray[i]);
          }
        }
      } else {
        begin(6, v.length);
        let done = 0;
        for (let i = 0; i < v.length; i++) if (i in v) (room(next, 6, v.length, done), part.push(NUMBER, i), put(v[i]), (done += 2));
      }
    } else if (v instanceof Map) {
      if (!putEdit(v, 2)) {
        const held = predOf.get(v);
        const heldMap = held instanceof Map ? held : null;
        begin(2);
        let done = 0;
        for (const [k, x] of v) {
          room(next, 2, 0, done);
          put(k);
          if (put(x) && heldMap) notePred(x, heldMap.get(k));
          done += 2;
        }
      }
    } else if (v instanceof Set) {
      begin(3);
      let done = 0;
      for (const x of v) (room(next, 3, 0, done++), put(x));
    } else if (isCarried(v as object)) {
      begin(4);
      part.pushExtra(v);
    } else {
      const object = v as Record<string, unknown>;
      const keys = Object.keys(object);
      const held = predOf.get(v);
      const heldObject = isObject(held) && !Array.isArray(held) && !(held instanceof Map) && !(held instanceof Set) ? (held as Record<string, unknown>) : null;
      if (keys.length > SMALL_OBJECT_KEYS) {
        if (!putEdit(object, 7)) {
          begin(7);
          for (let i = 0; i < keys.length; i++) {
            room(next, 7, 0, 2 * i);
            put(keys[i]);
            if (put(object[keys[i]!]) && heldObject && Object.hasOwn(heldObject, keys[i]!)) notePred(object[keys[i]!], heldObject[keys[i]!]);
          }
        }
      } else if (isLeaf(object, keys)) {
        begin(4);
        part.pushExtra(v);
        part.extraWeight += keys.length;
      } else {
        // JSON of the list: unambiguous whatever the keys hold (a join could not tell ["a\0b"] from ["a", "b"]).
        const shapeKey = JSON.stringify(keys);
        let shape = shapeIds.get(shapeKey);
        if (shape === undefined) {
          shape = shapeIds.size;
          shapeIds.set(shapeKey, shape);
          part.shapes.push(keys);
        }
        begin(0, shape);
        for (const k of keys) if (put(object[k]) && heldObject && Object.hasOwn(heldObject, k)) notePred(object[k], heldObject[k]);
      }
    }
    if (part.weight >= maxValues) {
      parts.push(part.finish());
      part = new PartWriter(next + 1, 0);
    }
  }
  if (part.nodeCount > 0 || parts.length === 0) parts.push(part.finish());
  if (eager < 0) eager = order.length;
  // `new Float64Array(list)` copies an array directly (`from` goes through its iterator: 13 ms per answer at 10,000 rules).
  return { parts: parts.map((p) => ({ ...p, eager, tags: new Uint8Array(p.tags), slots: new Float64Array(p.slots) })), nodes: order };
}

/** Nodes made in the first pass between looks at the clock. */
const CREATE_NODES = 1024;
/** Values filled in the second pass between looks at the clock (a node with more is filled over several steps). */
const FILL_VALUES = 2048;

/**
 * Rebuilds a graph from its parts, a bounded amount of work per step. The eager nodes are rebuilt by `step`; a property of
 * an eager object that holds a lazy node is a getter that rebuilds that node (and every lazy node it reaches) on first
 * read and then becomes a plain value. A lazy node held by an array, Map or Set is rebuilt with its holder.
 */
export class GraphReviver {
  private readonly shapes: (readonly string[])[] = [];
  private readonly parts: GraphPart[] = [];
  private readonly objects: unknown[] = [];
  private nodeCount = 0;
  private eager = 0;
  /**
   * The lazy nodes made so far, by node number. A Map, not more items of `objects`: writing item 800,000 of an array of
   * 470,000 turns it into a dictionary (170 ms at 20,000 agents, and slow lookups after).
   */
  private readonly lazyObjects = new Map<number, unknown>();
  /**
   * The known nodes the lazy parts refer to, looked up when the answer was whole (`holdKnown`): a lazy node rebuilt later
   * finds them even after the table let them go.
   */
  private readonly heldKnown = new Map<number, unknown>();

  /** `table`: what the receiver holds from earlier answers (a KNOWN value is looked up there). */
  constructor(private readonly table: HeldNodes = new Map()) {}

  /** Where the two passes are: nodes created (first pass, in part `createPart`), then the part, node and value being filled (second pass). */
  private created = 0;
  private createPart = 0;
  private fillPart = 0;
  private fillNode = 0;
  private fillAt = 0;

  /** How many parts were taken in (the sender says how many it made: a lost part is told from a whole answer). */
  get partCount(): number {
    return this.parts.length;
  }

  /** How many lazy nodes have been rebuilt so far (for tests and measurements). */
  get lazyNodesMade(): number {
    return this.lazyObjects.size;
  }

  /** Takes in one part, in the order they were made. */
  add(part: GraphPart): void {
    const resumes = part.resumesAt > 0;
    const expected = resumes ? this.nodeCount - 1 : this.nodeCount;
    if (part.first !== expected || (resumes && part.kinds.length === 0)) throw new Error(`graph part out of order: starts at node ${part.first}${resumes ? ' (carrying on)' : ''}, expected ${expected}`);
    if (this.parts.length > 0 && part.eager !== this.eager) throw new Error(`graph part disagrees on the eager nodes: ${part.eager}, expected ${this.eager}`);
    for (const s of part.shapes) this.shapes.push(s);
    this.parts.push(part);
    this.eager = part.eager;
    this.nodeCount = part.first + part.kinds.length;
  }

  /** Works until done or until `shouldYield()` says so (checked after about a thousand nodes or two thousand values). True when the graph is whole. */
  step(shouldYield: () => boolean): boolean {
    const objects = this.objects;
    const eager = Math.min(this.eager, this.nodeCount);
    // First pass: an empty container for every eager node (strings and carried values are themselves). A node carried
    // on into later parts is made from the part it begins in (the first that holds it).
    while (this.created < eager) {
      let part = this.parts[this.createPart]!;
      while (this.created >= part.first + part.kinds.length) part = this.parts[++this.createPart]!;
      const end = Math.min(part.first + part.kinds.length, this.created + CREATE_NODES, eager);
      for (let i = this.created; i < end; i++) objects[i] = this.emptyOf(part, i - part.first);
      this.created = end;
      if (shouldYield()) return false;
    }
    // Second pass: values in, node numbers turned into the objects made above; a big node is filled over several steps
    // (no one sees the objects before the root is whole). Parts of lazy nodes only are left for their first read.
    while (this.fillPart < this.parts.length && this.parts[this.fillPart]!.first < eager) {
      const part = this.parts[this.fillPart]!;
      const { kinds, starts } = part;
      const count = Math.min(kinds.length, eager - part.first);
      let budget = FILL_VALUES;
      let n = this.fillNode;
      let at = this.fillAt;
      while (n < count && budget > 0) {
        const kind = kinds[n]!;
        const end = starts[n + 1]!;
        if (kind === 4 || kind === 5 || at >= end) {
          at = end;
          n++;
          budget--;
          continue;
        }
        // Pairs (a Map's key and value, a sparse item's index and item, a key and its value) are never split; an edit is filled whole.
        const take = kind === EDIT ? end - at : kind === 2 || kind === 6 || kind === 7 ? (budget + 1) & ~1 : budget;
        const to = Math.min(end, at + take);
        this.fillValues(part, n, at, to);
        budget -= to - at + 1;
        at = to;
        if (at === end) n++;
      }
      this.fillNode = n;
      this.fillAt = at;
      if (n === count) {
        // A part of eager nodes only is done with: its values go; its node count stays, to find the lazy nodes' parts.
        if (part.first + kinds.length <= eager) this.parts[this.fillPart] = { ...part, shapeOf: EMPTY_U32, starts: EMPTY_U32, tags: EMPTY_U8, slots: EMPTY_F64, extras: [] };
        this.fillPart++;
        this.fillNode = 0;
        this.fillAt = 0;
      }
      if (this.fillPart < this.parts.length && this.parts[this.fillPart]!.first < eager && shouldYield()) return false;
    }
    return true;
  }

  /** The root (node 0), once `step` has returned true. */
  root(): unknown {
    const eager = Math.min(this.eager, this.nodeCount);
    if (this.nodeCount === 0 || this.created < eager || (this.fillPart < this.parts.length && this.parts[this.fillPart]!.first < eager)) throw new Error('the graph is not whole yet');
    return this.objects[0];
  }

  /** Node `n` of `part` as made in the first pass: an empty container, or the string or carried value itself. */
  private emptyOf(part: GraphPart, n: number): unknown {
    const kind = part.kinds[n]!;
    if (kind === EDIT) {
      const base = part.shapeOf[n];
      return base === 1 ? [] : base === 2 ? new Map() : {};
    }
    return kind === 0 || kind === 7 ? {} : kind === 1 || kind === 6 ? new Array(part.shapeOf[n]!) : kind === 2 ? new Map() : kind === 3 ? new Set() : part.extras[part.slots[part.starts[n]!]!];
  }

  /** The index of the part node `id` begins in (the first whose nodes reach past it). */
  private partOf(id: number): number {
    let lo = 0;
    let hi = this.parts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const p = this.parts[mid]!;
      if (p.first + p.kinds.length > id) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * Lazy node `id`, rebuilt on first call with every lazy node it reaches that is not yet made (without recursion: a
   * work list). Its eager neighbours are the objects `step` made.
   */
  private materialize(id: number): unknown {
    const made = this.lazyObjects;
    if (made.has(id)) return made.get(id);
    const todo: number[] = [];
    const make = (k: number): void => {
      const p = this.parts[this.partOf(k)]!;
      made.set(k, this.emptyOf(p, k - p.first));
      todo.push(k);
    };
    make(id);
    while (todo.length > 0) {
      const k = todo.pop()!;
      const p = this.partOf(k);
      const part = this.parts[p]!;
      const n = k - part.first;
      const kind = part.kinds[n]!;
      if (kind === 4 || kind === 5) continue;
      const reach = (ref: number): void => {
        if (!made.has(ref)) make(ref);
      };
      this.fillValues(part, n, part.starts[n]!, part.starts[n + 1]!, reach);
      // A node carried on into later parts: each of those parts begins with it again.
      for (let q = p + 1; q < this.parts.length && this.parts[q]!.first === k && this.parts[q]!.resumesAt > 0; q++) {
        const more = this.parts[q]!;
        this.fillValues(more, 0, more.starts[0]!, more.starts[1]!, reach);
      }
    }
    return made.get(id);
  }

  /**
   * Fills node `n` of `part` with the part's values `from` up to `to` (a stretch of that node's values). A lazy node is
   * filled whole, with `reach`, which is told of each lazy node it refers to before that node is read (so it is made
   * by the work list, not by a nested call).
   */
  private fillValues(part: GraphPart, n: number, from: number, to: number, reach?: (ref: number) => void): void {
    const kind = part.kinds[n]!;
    const { tags, slots, extras } = part;
    const objects = this.objects;
    const eager = this.eager;
    // The value at `j`, and whether it is a lazy node that is not made (only in the eager pass: a lazy node reaches its own).
    let pending = -1;
    let pendingNode: LazyNode | null = null;
    const value = (j: number): unknown => {
      pending = -1;
      pendingNode = null;
      const tag = tags[j]!;
      if (tag === KNOWN) {
        const held = this.knownAt(slots[j]!);
        if (!(held instanceof LazyNode)) return held;
        pendingNode = held;
        return undefined;
      }
      if (tag === NODE) {
        const id = slots[j]! | 0;
        if (id < eager) return objects[id];
        reach?.(id);
        const made = this.lazyObjects.get(id);
        if (made !== undefined) return made;
        pending = id;
        return undefined;
      }
      return tag === NUMBER ? slots[j] : tag === EXTRA ? extras[slots[j]!] : tag === TRUE ? true : tag === FALSE ? false : tag === NULL ? null : undefined;
    };
    /** The value at `j` when it goes where no getter can stand in for it (an item, a Map's key or value, a Set's member). */
    const now = (j: number): unknown => {
      const v = value(j);
      return pendingNode ? pendingNode.read() : pending < 0 ? v : this.materialize(pending);
    };
    const lazyOf = (at: number): (() => unknown) | null => {
      const held = pendingNode;
      if (held) return () => held.read();
      return pending < 0 ? null : () => this.materialize(at);
    };
    const node = part.first + n;
    const target = node < eager ? objects[node] : this.lazyObjects.get(node);
    // Where value `j` is in the whole node: its place in this part, plus what earlier parts held of a node carried on.
    const shift = (n === 0 ? part.resumesAt : 0) - part.starts[n]!;
    if (kind === EDIT) {
      this.fillEdit(part, n, from, to, target as object, now);
    } else if (kind === 1) {
      const array = target as unknown[];
      for (let j = from; j < to; j++) array[j + shift] = now(j);
    } else if (kind === 6) {
      const array = target as unknown[];
      for (let j = from; j < to; j += 2) array[slots[j]!] = now(j + 1);
    } else if (kind === 2) {
      const map = target as Map<unknown, unknown>;
      for (let j = from; j < to; j += 2) map.set(now(j), now(j + 1));
    } else if (kind === 3) {
      const set = target as Set<unknown>;
      for (let j = from; j < to; j++) set.add(now(j));
    } else if (kind === 7) {
      const object = target as Record<string, unknown>;
      for (let j = from; j < to; j += 2) {
        const key = now(j) as string;
        const v = value(j + 1);
        const later = lazyOf(pending);
        if (later) setLazy(object, key, later);
        else setOwn(object, key, v);
      }
    } else {
      const keys = this.shapes[part.shapeOf[n]!]!;
      const object = target as Record<string, unknown>;
      for (let j = from; j < to; j++) {
        const v = value(j);
        const later = lazyOf(pending);
        if (later) setLazy(object, keys[j + shift]!, later);
        else setOwn(object, keys[j + shift]!, v);
      }
    }
  }

  /**
   * Fills an edit (node `n` of `part`, its values `from` up to `to`, all of them): the held node's items, copied and
   * skipped as the segments say, with the items sent between them (see `graph-edit.ts`).
   */
  private fillEdit(part: GraphPart, n: number, from: number, to: number, target: object, now: (j: number) => unknown): void {
    const { tags, slots } = part;
    const base = part.shapeOf[n];
    const width = base === 1 ? 1 : 2;
    if (tags[from] !== KNOWN) throw new Error(`graph part edits node ${part.first + n} without naming the node it edits`);
    const known = this.knownAt(slots[from]!);
    const held = known instanceof LazyNode ? known.read() : known;
    const heldItems = isObject(held) && (base === 1) === Array.isArray(held) && (base === 2) === held instanceof Map ? flatItems(held, width) : null;
    if (!heldItems) throw new Error(`graph part edits node ${part.first + n} as a node of another kind`);
    // The new Map's or object's items, noted for the next edit of it (an object's keys are its own: no key repeats).
    const made: unknown[] = [];
    const add = (item: number, value: (k: number) => unknown): void => {
      if (base === 1) (target as unknown[]).push(value(item));
      else {
        const key = value(item);
        const v = value(item + 1);
        if (base === 2) (target as Map<unknown, unknown>).set(key, v);
        else setOwn(target as Record<string, unknown>, key as string, v);
        made.push(key, v);
      }
    };
    const fromHeld = (k: number): unknown => heldItems[k];
    let h = 0;
    let j = from + 1;
    while (j < to) {
      const copy = slots[j]! * width;
      const skip = slots[j + 1]! * width;
      const count = slots[j + 2]! * width;
      j += 3;
      if (h + copy + skip > heldItems.length || j + count > to) throw new Error(`graph part edits node ${part.first + n} past the end of the node it edits`);
      for (let k = h; k < h + copy; k += width) add(k, fromHeld);
      h += copy + skip;
      for (let k = j; k < j + count; k += width) add(k, now);
      j += count;
    }
    if (base !== 1) noteFlatItems(target, made);
  }

  /** A known node: what the table holds under `id` (the lazy parts' own look-up first). */
  private knownAt(id: number): unknown {
    const held = this.heldKnown.get(id);
    if (held !== undefined) return held;
    const v = this.table.get(id);
    if (v === undefined) throw new Error(`graph part refers to node ${id}, which the receiver does not hold`);
    return v;
  }

  /**
   * Once the answer is whole: looks up now every known node its lazy parts refer to, so rebuilding a lazy node later
   * never depends on what the table still holds.
   */
  holdKnown(): void {
    for (const part of this.parts) {
      if (part.first + part.kinds.length <= this.eager) continue;
      const { tags, slots } = part;
      for (let j = 0; j < tags.length; j++) if (tags[j] === KNOWN && !this.heldKnown.has(slots[j]!)) this.heldKnown.set(slots[j]!, this.knownAt(slots[j]!));
    }
  }

  /** Node `id` of this answer: an eager node as `step` made it, a lazy one rebuilt on first call. */
  nodeAt(id: number): unknown {
    return id < this.eager ? this.objects[id] : this.materialize(id);
  }

  /** How many nodes this answer carries. */
  get size(): number {
    return this.nodeCount;
  }

  /** Node `id` as a table gives it once the answer is whole: the node, or a LazyNode for a lazy one not yet rebuilt. */
  tableEntry(id: number): unknown {
    if (id < this.eager) return this.objects[id];
    return this.lazyObjects.get(id) ?? new LazyNode(this, id);
  }
}

/** Makes `object[key]` a getter that gives `read()` on first read, then holds it as a plain value. */
function setLazy(object: Record<string, unknown>, key: string, read: () => unknown): void {
  const settle = (v: unknown): void => {
    // A frozen or sealed object keeps its getter (which gives the same node every time: made nodes are kept).
    try {
      Object.defineProperty(object, key, { value: v, enumerable: true, writable: true, configurable: true });
    } catch {
      // kept as a getter
    }
  };
  Object.defineProperty(object, key, {
    get: () => {
      const v = read();
      settle(v);
      return v;
    },
    set: (v: unknown) => settle(v),
    enumerable: true,
    configurable: true,
  });
}

const EMPTY_U32 = new Uint32Array(0);
const EMPTY_U8 = new Uint8Array(0);
const EMPTY_F64 = new Float64Array(0);

/** Sets an own key; one named __proto__ stays a key (assignment would set the prototype). */
function setOwn(object: Record<string, unknown>, key: string, v: unknown): void {
  if (key === '__proto__') Object.defineProperty(object, key, { value: v, enumerable: true, writable: true, configurable: true });
  else object[key] = v;
}

/** A step budget: yield once `ms` have passed since the step began. */
export function deadlineIn(ms: number, now: () => number = () => performance.now()): () => boolean {
  const end = now() + ms;
  return () => now() >= end;
}

/**
 * Takes a whole answer into the receiver's table: its nodes under the table numbers `base` on, its lazy parts' known
 * nodes looked up first (see `holdKnown`), then the numbers the sender released with it let go.
 */
export function takeIn(table: HeldNodes & { add(base: number, answer: GraphReviver): void; release(ids: readonly number[]): void }, reviver: GraphReviver, base: number, release: readonly number[]): void {
  reviver.holdKnown();
  table.add(base, reviver);
  table.release(release);
}

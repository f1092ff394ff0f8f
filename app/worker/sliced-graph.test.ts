import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Scenario } from '../../engine/index.ts';
import { deadlineIn, GraphReviver, toGraphParts } from './sliced-graph.ts';

/** Sends `root` through the parts (each structured-cloned, as postMessage does) and rebuilds it, yielding as often as asked. */
function roundTrip(root: object, maxValues: number, yieldEvery: number, lazy?: ReadonlySet<object>): { value: unknown; steps: number; reviver: GraphReviver } {
  const reviver = new GraphReviver();
  for (const part of toGraphParts(root, maxValues, lazy)) reviver.add(structuredClone(part));
  let steps = 0;
  let calls = 0;
  while (!reviver.step(() => ++calls % yieldEvery === 0)) steps++;
  return { value: reviver.root(), steps: steps + 1, reviver };
}

/** Every object in the graph under `root` but the root itself (Map keys and values, Set members, items, property values). */
function everyObjectBelow(root: object): Set<object> {
  const seen = new Set<object>([root]);
  const queue: unknown[] = [root];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    if (v === null || typeof v !== 'object') continue;
    const next = v instanceof Map ? [...v].flat() : v instanceof Set ? [...v] : ArrayBuffer.isView(v) || v instanceof Date || v instanceof RegExp ? [] : Object.values(v);
    for (const x of next) if (x !== null && typeof x === 'object' && !seen.has(x)) (seen.add(x), queue.push(x));
  }
  seen.delete(root);
  return seen;
}

/**
 * The own keys of every object and array in the graph, in the order `Object.keys` gives, walked breadth first (without
 * recursion; each object once): two graphs of the same form give the same list only if their key orders agree.
 */
function keyOrder(root: unknown): string[] {
  const seen = new Set<unknown>();
  const queue: unknown[] = [root];
  const out: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (v instanceof Map) for (const [k, x] of v) queue.push(k, x);
    else if (v instanceof Set) for (const x of v) queue.push(x);
    else if (!(v instanceof Date || v instanceof RegExp || ArrayBuffer.isView(v))) {
      const keys = Object.keys(v);
      out.push(JSON.stringify(keys));
      for (const k of keys) queue.push((v as Record<string, unknown>)[k]);
    }
  }
  return out;
}

/**
 * The graph written out node by node, each object numbered in the order a breadth-first walk meets it (linear, unlike
 * toEqual, which walks a graph with much sharing as the tree it unfolds to): two graphs give the same text exactly
 * when they have the same form, sharing, cycles, key order and values.
 */
function canonical(root: unknown): string[] {
  const ids = new Map<unknown, number>();
  const queue: unknown[] = [];
  const ref = (v: unknown): string => {
    if (v === null || typeof v !== 'object') return Object.is(v, -0) ? '-0' : `${typeof v}:${String(v)}`;
    let id = ids.get(v);
    if (id === undefined) ids.set(v, (id = queue.push(v) - 1));
    return `#${id}`;
  };
  ref(root);
  const out: string[] = [];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    if (v instanceof Map) out.push(`Map ${[...v].map(([k, x]) => `${ref(k)}=${ref(x)}`).join(' ')}`);
    else if (v instanceof Set) out.push(`Set ${[...v].map(ref).join(' ')}`);
    else out.push(`${Array.isArray(v) ? `Array(${v.length})` : `Object(${Object.getPrototypeOf(v) === Object.prototype})`} ${Object.keys(v).map((k) => `${JSON.stringify(k)}=${ref((v as Record<string, unknown>)[k])}`).join(' ')}`);
  }
  return out;
}

/** An object with the given own keys and values, in that order (`__proto__` as an own key, as JSON.parse makes it). */
function objectOf(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Keys that are easy to get wrong: a prototype's name, array-index-like ones (kept first, ascending), near misses, long ones (sent as shared strings), a NUL. */
const AWKWARD_KEYS = ['zeta', '__proto__', '1', '01', '10', '0', '-1', '1.5', '4294967295', '4294967294', 'constructor', 'a key longer than sixteen characters', '\u0000', 'a\u0000b', ''];
const manyKeys = (count: number, value: (i: number) => unknown): Record<string, unknown> => objectOf([...AWKWARD_KEYS, ...Array.from({ length: count }, (_, i) => `k${(i * 7919) % count}`)].map((k, i) => [k, value(i)] as const));

const shared = { rule: 'bash', pattern: 'git *' };
const cyclic: Record<string, unknown> = { name: 'loop' };
cyclic.self = cyclic;
const deep: Record<string, unknown> = {};
let cursor = deep;
for (let i = 0; i < 300; i++) {
  const next: Record<string, unknown> = {};
  cursor.child = next;
  cursor = next;
}
const sparse: unknown[] = [1];
sparse[5] = { x: 1 };
const protoKey = JSON.parse('{"__proto__": {"polluted": true}, "constructor": "deny", "toString": 1}') as object;

const CASES: readonly { name: string; value: object }[] = [
  { name: 'an empty object', value: {} },
  { name: 'an empty array', value: [] },
  { name: 'primitives of every kind', value: { s: 'x', n: 1.5, z: -0, nan: Number.NaN, inf: -Infinity, t: true, nul: null, und: undefined, big: 10n } },
  { name: 'shared references', value: { a: shared, b: [shared, shared], c: new Map([['k', shared]]) } },
  { name: 'a cycle', value: cyclic },
  { name: 'a 300-deep chain', value: deep },
  { name: 'a sparse array', value: sparse },
  { name: 'Maps with object keys and Sets of objects', value: { m: new Map<unknown, unknown>([[shared, 1], ['s', shared]]), s: new Set([shared, 'x', 2]) } },
  { name: 'own keys __proto__ and constructor', value: protoKey },
  { name: 'a leaf object (carried whole) with an own __proto__ key', value: [JSON.parse('{"__proto__": 1, "a": "x"}') as object] },
  { name: 'values carried whole: Date, RegExp, typed array', value: { d: new Date(0), r: /a+b/giu, t: new Uint8Array([1, 2, 3]) } },
  { name: 'mixed arrays', value: [1, { a: 1 }, 'x', [2, { b: [] }], null] },
  { name: 'a leaf object of 64 keys (carried whole)', value: [objectOf(Array.from({ length: 64 }, (_, i) => [`${63 - i}x`, i] as const))] },
  { name: 'a leaf object of 65 keys (taken apart)', value: [objectOf(Array.from({ length: 65 }, (_, i) => [`${64 - i}x`, i] as const))] },
  { name: 'a leaf object of 3,000 awkward keys (short primitives)', value: { bash: manyKeys(3_000, (i) => (i % 3 === 0 ? 'allow' : i % 3 === 1 ? i : null)) } },
  { name: 'an object of 3,000 awkward keys holding objects, shared ones and long strings', value: { m: manyKeys(3_000, (i) => (i % 4 === 0 ? { i } : i % 4 === 1 ? shared : i % 4 === 2 ? `a string longer than sixteen ${i % 10}` : i)) } },
  { name: 'an object of many keys in a cycle with itself', value: (() => { const o = manyKeys(200, (i) => i); o.self = o; o['02'] = o; return o; })() },
  { name: 'shapes whose keys would join alike ("a\\0b" and "a", "b")', value: [objectOf([['a\u0000b', { x: 1 }]]), objectOf([['a', { y: 1 }], ['b', { z: 2 }]]), objectOf([['a\u0000', { p: 1 }], ['b', 1]]), objectOf([['a', { q: 1 }], ['\u0000b', 1]])] },
  // (Few object keys in Maps and Sets: toEqual matches those pairwise, in quadratic time.)
  { name: 'a Map of 3,000 entries, some with object keys', value: new Map(Array.from({ length: 3_000 }, (_, i) => [i % 500 === 1 ? { i } : `key ${i}`, i % 3 ? shared : [i]] as const)) },
  { name: 'a Set of 5,000 values', value: new Set(Array.from({ length: 5_000 }, (_, i) => (i % 500 === 1 ? { i } : i))) },
  { name: 'an array of 5,000 items', value: Array.from({ length: 5_000 }, (_, i) => (i % 5 === 0 ? { i } : i % 5 === 1 ? shared : i)) },
  { name: 'a sparse array of length 100,000 with 3,000 items', value: (() => { const a: unknown[] = []; a.length = 100_000; for (let i = 0; i < 3_000; i++) a[i * 31 + 1] = i % 2 ? { i } : i; return a; })() },
];

describe('a graph sent in parts and rebuilt in steps is what structured clone gives', () => {
  it.each(CASES)('$name', ({ value }) => {
    const expected = structuredClone(value);
    for (const [maxValues, yieldEvery] of [[1_000_000, 1_000_000], [3, 1], [7, 2], [1_000, 1]] as const) {
      const { value: got } = roundTrip(value, maxValues, yieldEvery);
      expect(got).toEqual(expected);
      expect(keyOrder(got)).toEqual(keyOrder(expected));
    }
  });

  it('keeps identity: a shared object is one object, a cycle points at itself', () => {
    const got = roundTrip({ a: shared, b: [shared], c: cyclic }, 2, 1).value as { a: object; b: object[]; c: Record<string, unknown> };
    expect(got.b[0]).toBe(got.a);
    expect(got.c.self).toBe(got.c);
    expect(got.a).not.toBe(shared);
  });

  it('rebuilds a 200,000-deep chain (structured clone itself overflows there; the table has no recursion)', () => {
    const root: Record<string, unknown> = {};
    let at = root;
    for (let i = 0; i < 200_000; i++) at = (at.child = { i }) as Record<string, unknown>;
    let got = roundTrip(root, 50_000, 1_000).value as Record<string, unknown>;
    let depth = 0;
    while (got.child) {
      got = got.child as Record<string, unknown>;
      depth++;
    }
    expect(depth).toBe(200_000);
    expect(got.i).toBe(199_999);
  });

  it('keeps __proto__ as an own key and never touches a prototype', () => {
    const got = roundTrip(protoKey, 1, 1).value as Record<string, unknown>;
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    expect(Object.keys(got)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a leaf object carried whole keeps __proto__ as an own key', () => {
    const got = roundTrip([JSON.parse('{"__proto__": 1}') as object], 1, 1).value as Record<string, unknown>[];
    expect(Object.getPrototypeOf(got[0])).toBe(Object.prototype);
    expect(Object.keys(got[0]!)).toEqual(['__proto__']);
  });

  it('keeps holes in sparse arrays', () => {
    const got = roundTrip(sparse, 1, 1).value as unknown[];
    expect(got.length).toBe(6);
    expect(1 in got).toBe(false);
    expect(got[5]).toEqual({ x: 1 });
  });

  it('splits into several parts and yields between steps on a big graph', () => {
    const big = { rules: Array.from({ length: 20_000 }, (_, i) => ({ permission: 'bash', pattern: `p${i}`, action: 'allow', origin: { layer: i % 3 } })) };
    const parts = toGraphParts(big, 10_000);
    expect(parts.length).toBeGreaterThan(5);
    const counted = new GraphReviver();
    for (const part of parts) counted.add(part);
    expect(counted.partCount).toBe(parts.length);
    const { value, steps } = roundTrip(big, 10_000, 3);
    expect(steps).toBeGreaterThan(10);
    expect(value).toEqual(big);
  });

  it('keeps the key order structured clone gives, index-like keys first', () => {
    const value = manyKeys(100, (i) => i);
    const got = roundTrip(value, 50, 1).value as object;
    expect(Object.keys(got)).toEqual(Object.keys(structuredClone(value)));
    // Array indices (up to 2 ** 32 - 2) first, ascending; then the other keys ("01", "-1", "4294967295"…) as inserted.
    expect(Object.keys(got).slice(0, 6)).toEqual(['0', '1', '10', '4294967294', 'zeta', '__proto__']);
    expect(Object.getPrototypeOf(got)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(got, '__proto__')).toBe(true);
  });

  it('fills a Map of 100,000 entries over many steps when every look at the clock says yield', () => {
    const map = new Map(Array.from({ length: 100_000 }, (_, i) => [i % 10_000 === 1 ? { i } : `k${i}`, i % 3 ? i : { v: i }] as const));
    const parts = toGraphParts({ map }, 12_000);
    // The Map's 200,000 values are spread over parts of about 12,000 (a pair never split), not one part of 200,000.
    expect(parts.length).toBeGreaterThan(16);
    for (const part of parts) expect(part.slots.length).toBeLessThanOrEqual(12_000 + 2 * 64 + 2);
    expect(parts.filter((p) => p.resumesAt > 0).length).toBeGreaterThan(15);
    expect(parts.every((p) => p.resumesAt % 2 === 0)).toBe(true);
    const { value, steps } = roundTrip({ map }, 12_000, 1);
    // About 2,000 values a step: the one node takes at least 200,000 / 2,049 steps.
    expect(steps).toBeGreaterThan(97);
    expect(value).toEqual(structuredClone({ map }));
    expect([...(value as { map: Map<unknown, unknown> }).map.keys()].slice(0, 3)).toEqual(['k0', { i: 1 }, 'k2']);
  });

  it('a big leaf object is not carried whole, and carried objects weigh their keys in a part', () => {
    const bash = manyKeys(60_000, (i) => (i % 2 ? 'allow' : 'deny'));
    const parts = toGraphParts({ permission: { bash } });
    expect(parts.flatMap((p) => p.extras).includes(bash)).toBe(false);
    expect(parts.length).toBeGreaterThan(9);
    expect(parts.every((p) => p.shapes.every((s) => s.length <= 64))).toBe(true);
    const records = Array.from({ length: 10_000 }, (_, i) => ({ a: i, b: 0.5, c: true, d: null, e: i, f: 1, g: 2, h: 3, i: 4, j: 5 }));
    const recordParts = toGraphParts(records, 12_000);
    expect(recordParts.length).toBeGreaterThan(8);
    // (The first part also holds the list itself: 10,000 references.) The records' parts are about 12,000 / 11 records each.
    for (const part of recordParts.slice(1)) expect(part.slots.length).toBeLessThanOrEqual(1_200);
  });

  it('matches structured clone on random graphs (sharing, cycles, awkward keys, big and small nodes), in any parts and steps', () => {
    const primitive = fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 4 }), fc.string({ minLength: 16, maxLength: 20 }), fc.constantFrom(null, undefined, true, false, -0, 10n));
    const key = fc.oneof(fc.constantFrom(...AWKWARD_KEYS), fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 99 }).map(String));
    // A node's items are primitives or links to any node by number (a later one, an earlier one, itself: sharing and cycles).
    const item = fc.oneof(primitive, fc.nat(19).map((n) => ({ link: n })));
    const node = fc.record({
      kind: fc.constantFrom('object', 'array', 'sparse', 'map', 'set'),
      entries: fc.oneof(fc.array(fc.tuple(key, item), { maxLength: 8 }), fc.array(fc.tuple(key, item), { minLength: 60, maxLength: 150 })),
    });
    const build = (nodes: readonly { kind: string; entries: readonly (readonly [string, unknown])[] }[]): object => {
      const made: object[] = nodes.map((n) => (n.kind === 'map' ? new Map() : n.kind === 'set' ? new Set() : n.kind === 'object' ? {} : []));
      const resolve = (v: unknown): unknown => (v !== null && typeof v === 'object' && 'link' in v ? made[(v as { link: number }).link % made.length] : v);
      nodes.forEach((n, i) => {
        const target = made[i]!;
        n.entries.forEach(([k, v], j) => {
          if (target instanceof Map) target.set(j % 3 === 0 ? resolve(v) : k, resolve(v));
          else if (target instanceof Set) target.add(resolve(v));
          else if (Array.isArray(target)) target[n.kind === 'sparse' ? j * 3 + (k.length % 3) : j] = resolve(v);
          else Object.defineProperty(target, k, { value: resolve(v), enumerable: true, writable: true, configurable: true });
        });
      });
      return made[0]!;
    };
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 5 }), (nodes, maxValues, yieldEvery) => {
        const root = build(nodes);
        const expected = structuredClone(root);
        const got = roundTrip(root, maxValues, yieldEvery).value;
        expect(canonical(got)).toEqual(canonical(expected));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a part carrying on a node it does not follow', () => {
    const parts = toGraphParts({ a: Array.from({ length: 50 }, (_, i) => i), b: Array.from({ length: 50 }, (_, i) => i) }, 10);
    // The last part carries on list b; the first ends inside list a.
    const carrying = parts.findLastIndex((p) => p.resumesAt > 0);
    expect(parts[carrying]!.first).toBeGreaterThan(parts[0]!.first + parts[0]!.kinds.length - 1);
    const reviver = new GraphReviver();
    reviver.add(parts[0]!);
    expect(() => reviver.add(parts[carrying]!)).toThrow(/out of order/);
  });

  it('refuses a part out of order', () => {
    const parts = toGraphParts({ a: [1, 2, { b: 3 }], c: { d: [4] } }, 1);
    expect(parts.length).toBeGreaterThan(2);
    const reviver = new GraphReviver();
    reviver.add(parts[0]!);
    expect(() => reviver.add(parts[2]!)).toThrow(/out of order/);
  });

  it.each(['/home/user/project/agentforge.json', 'allow', 'x', ''])('sends a repeated string once (%j), long or short', (repeated) => {
    const parts = toGraphParts({ list: Array.from({ length: 100 }, (_, i) => ({ file: repeated, i, pattern: `p${i}` })), leaf: [{ s: repeated }] });
    const copies = parts.flatMap((p) => p.extras).filter((v) => v === repeated).length;
    expect(copies).toBe(1);
    const reviver = new GraphReviver();
    for (const part of parts) reviver.add(structuredClone(part));
    while (!reviver.step(() => false));
    const got = reviver.root() as { list: { file: string }[]; leaf: { s: string }[] };
    expect(got.list.every((x) => x.file === repeated)).toBe(true);
    expect(got.leaf[0]!.s).toBe(repeated);
  });

  it('says the graph is not whole before the last step', () => {
    const reviver = new GraphReviver();
    expect(() => reviver.root()).toThrow(/not whole/);
    for (const part of toGraphParts({ a: [1, 2, { b: 3 }] }, 1)) reviver.add(part);
    expect(reviver.step(() => true)).toBe(false);
    expect(() => reviver.root()).toThrow(/not whole/);
  });

  it('a part is typed arrays but for its extras: strings and values carried whole, never a number or a node number', () => {
    const parts = toGraphParts({ n: [1, -0, Number.NaN, 2 ** 40, -1.5], t: [true, false, null, undefined], s: ['a', 'b'], big: 10n, d: new Date(0) }, 5);
    const extras = parts.flatMap((p) => p.extras);
    expect(extras.filter((v) => typeof v === 'number')).toEqual([]);
    expect(extras).toEqual(expect.arrayContaining(['a', 'b', 10n, new Date(0)]));
    // Keys of small objects are in the shapes, sent once.
    expect(extras).not.toContain('n');
    for (const p of parts) {
      expect(p.tags).toBeInstanceOf(Uint8Array);
      expect(p.slots).toBeInstanceOf(Float64Array);
      expect(p.tags.length).toBe(p.slots.length);
    }
  });

  it('a function in the graph fails the post, as structured clone does', () => {
    expect(() => structuredClone(toGraphParts({ f: () => 1 })[0])).toThrow();
  });
});

describe('lazy nodes: rebuilt on first read, the same data as structured clone', () => {
  it.each(CASES)('$name, every object below the root sent lazily', ({ value }) => {
    const expected = structuredClone(value);
    const lazy = everyObjectBelow(value);
    for (const [maxValues, yieldEvery] of [[1_000_000, 1_000_000], [3, 1], [7, 2], [1_000, 1]] as const) {
      const { value: got } = roundTrip(value, maxValues, yieldEvery, lazy);
      expect(canonical(got)).toEqual(canonical(expected));
      expect(keyOrder(got)).toEqual(keyOrder(expected));
    }
  });

  it('numbers the lazy nodes after the eager ones, in parts of their own, and rebuilds none until read', () => {
    const agents = Array.from({ length: 50 }, (_, i) => ({ name: `agent ${i}`, permission: Array.from({ length: 10 }, (_, j) => ({ permission: 'bash', pattern: `p${j}`, origin: { file: `/a/${i}.md` } })) }));
    const root = { agents, selected: agents[3] };
    const lazy = new Set<object>(agents.filter((_, i) => i !== 3).map((a) => a.permission));
    const parts = toGraphParts(root, 200, lazy);
    const eager = parts[0]!.eager;
    expect(parts.every((p) => p.eager === eager)).toBe(true);
    // A part holds eager nodes only or lazy nodes only.
    expect(parts.every((p) => p.first + p.kinds.length <= eager || p.first >= eager)).toBe(true);
    expect(parts.some((p) => p.first >= eager)).toBe(true);
    const { value, reviver } = roundTrip(root, 200, 1, lazy);
    const got = value as typeof root;
    expect(reviver.lazyNodesMade).toBe(0);
    // The selected agent's rules came eagerly; a listed agent's are a getter until read.
    expect(Object.getOwnPropertyDescriptor(got.agents[3], 'permission')?.value).toHaveLength(10);
    expect(Object.getOwnPropertyDescriptor(got.agents[7], 'permission')?.get).toBeTypeOf('function');
    expect(got.agents[7]!.name).toBe('agent 7');
    expect(reviver.lazyNodesMade).toBe(0);
    const rules = got.agents[7]!.permission;
    expect(rules).toEqual(agents[7]!.permission);
    // Read once, it is a plain value: the same array every time, and only that agent's nodes were made.
    expect(Object.getOwnPropertyDescriptor(got.agents[7], 'permission')?.value).toBe(rules);
    expect(got.agents[7]!.permission).toBe(rules);
    const made = reviver.lazyNodesMade;
    expect(made).toBeGreaterThan(10);
    expect(made).toBeLessThan(40);
    // Everything else reads back the same as structured clone.
    expect(canonical(got)).toEqual(canonical(structuredClone(root)));
  });

  it('a lazy node shared by two holders is one object, whichever is read first', () => {
    const common = { rules: [{ a: 1 }] };
    const root = { x: { p: common }, y: { p: common }, list: [{ q: common }] };
    const { value } = roundTrip(root, 5, 1, new Set([common]));
    const got = value as typeof root;
    // The array's item holds it too: rebuilt with the list, so every holder already gives that one object.
    expect(got.y.p).toBe(got.x.p);
    expect(got.list[0]!.q).toBe(got.x.p);
    const { value: again } = roundTrip({ x: { p: common }, y: { p: common } }, 5, 1, new Set([common]));
    const g = again as { x: { p: object }; y: { p: object } };
    expect(g.y.p).toBe(g.x.p);
  });

  it('a lazy property can be written before it is read, and keeps its getter on a frozen object', () => {
    const root = { a: { v: [1] }, b: { v: [2] } };
    const { value } = roundTrip(root, 100, 1, new Set([root.a.v, root.b.v]));
    const got = value as { a: { v: unknown }; b: { v: unknown } };
    got.a.v = 'replaced';
    expect(got.a.v).toBe('replaced');
    Object.freeze(got.b);
    expect(got.b.v).toEqual([2]);
    expect(got.b.v).toBe(got.b.v);
  });

  it('the root is never lazy, and an empty lazy set changes nothing', () => {
    const root = { a: [1, { b: 2 }] };
    const plain = toGraphParts(root, 4);
    expect(toGraphParts(root, 4, new Set())).toEqual(plain);
    const rootLazy = toGraphParts(root, 4, new Set([root]));
    expect(rootLazy).toEqual(plain);
    expect(plain.every((p) => p.eager === 1 + 2)).toBe(true);
  });

  it('matches structured clone on random graphs with random lazy objects, read in any order', () => {
    const item = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.string({ minLength: 16, maxLength: 18 }), fc.nat(14).map((n) => ({ link: n })));
    const node = fc.record({ kind: fc.constantFrom('object', 'array', 'map', 'set', 'many'), entries: fc.array(item, { maxLength: 6 }), lazy: fc.boolean() });
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 15 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 4 }), fc.boolean(), (nodes, maxValues, yieldEvery, reverse) => {
        const made: object[] = nodes.map((n) => (n.kind === 'map' ? new Map() : n.kind === 'set' ? new Set() : n.kind === 'array' ? [] : {}));
        const resolve = (v: unknown): unknown => (v !== null && typeof v === 'object' ? made[(v as { link: number }).link % made.length] : v);
        nodes.forEach((n, i) => {
          const target = made[i]!;
          // 'many': more keys than a shape takes (sent as key, value pairs).
          const entries = n.kind === 'many' ? [...n.entries, ...Array.from({ length: 70 }, (_, j) => j)] : n.entries;
          entries.forEach((v, j) => {
            if (target instanceof Map) target.set(`k${j}`, resolve(v));
            else if (target instanceof Set) target.add(resolve(v));
            else if (Array.isArray(target)) target.push(resolve(v));
            else (target as Record<string, unknown>)[`k${j}`] = resolve(v);
          });
        });
        const root = made[0]!;
        const lazy = new Set(made.filter((_, i) => nodes[i]!.lazy));
        const expected = structuredClone(root);
        const got = roundTrip(root, maxValues, yieldEvery, lazy).value as Record<string, unknown>;
        // Reading in reverse key order first makes a later holder's getter the first to rebuild a shared node.
        if (reverse && !(got instanceof Map) && !(got instanceof Set)) for (const k of Object.keys(got).reverse()) void got[k];
        expect(canonical(got)).toEqual(canonical(expected));
      }),
      { numRuns: 200 },
    );
  });
});

describe('an Analysis sent in parts', () => {
  const scenario: Scenario = { version: 1, files: [{ path: '/p/agentforge.json', text: '{"permission": {"bash": {"*": "ask", "git *": "allow"}}, "agent": {"__proto__": {"prompt": "x"}, "rev": {"mode": "subagent"}}}' }, { path: '/p/.agentforge/agent/doc.md', text: '---\npermission:\n  bash: deny\n---\nDocs.' }], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [{ permission: 'bash', input: 'git push' }] };
  it('equals the structured clone of it, shared agents included', () => {
    const analysis = analyze(scenario);
    const got = roundTrip(analysis, 500, 2).value as typeof analysis;
    expect(got).toEqual(structuredClone(analysis));
    if (got.agent) expect(got.agents?.byKey.get(got.agent.key)).toBe(got.agent);
  });
});

describe('deadlineIn', () => {
  it.each([[0, 0, true], [10, 5, false], [10, 10, true], [10, 11, true]] as const)('budget %d ms, %d ms later: yield %s', (budget, later, expected) => {
    let t = 100;
    const shouldYield = deadlineIn(budget, () => t);
    t += later;
    expect(shouldYield()).toBe(expected);
  });
});

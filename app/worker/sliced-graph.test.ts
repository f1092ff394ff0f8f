import { describe, expect, it } from 'vitest';
import { analyze, type Scenario } from '../../engine/index.ts';
import { deadlineIn, GraphReviver, toGraphParts } from './sliced-graph.ts';

/** Sends `root` through the parts (each structured-cloned, as postMessage does) and rebuilds it, yielding as often as asked. */
function roundTrip(root: object, maxValues: number, yieldEvery: number): { value: unknown; steps: number } {
  const reviver = new GraphReviver();
  for (const part of toGraphParts(root, maxValues)) reviver.add(structuredClone(part));
  let steps = 0;
  let calls = 0;
  while (!reviver.step(() => ++calls % yieldEvery === 0)) steps++;
  return { value: reviver.root(), steps: steps + 1 };
}

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
];

describe('a graph sent in parts and rebuilt in steps is what structured clone gives', () => {
  it.each(CASES)('$name', ({ value }) => {
    const expected = structuredClone(value);
    for (const [maxValues, yieldEvery] of [[1_000_000, 1_000_000], [3, 1], [7, 2]] as const) {
      const { value: got } = roundTrip(value, maxValues, yieldEvery);
      expect(got).toEqual(expected);
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

  it('refuses a part out of order', () => {
    const parts = toGraphParts({ a: [1, 2, { b: 3 }], c: { d: [4] } }, 1);
    expect(parts.length).toBeGreaterThan(2);
    const reviver = new GraphReviver();
    reviver.add(parts[0]!);
    expect(() => reviver.add(parts[2]!)).toThrow(/out of order/);
  });

  it('sends a repeated long string once', () => {
    const path = '/home/user/project/agentforge.json';
    const parts = toGraphParts({ list: Array.from({ length: 100 }, (_, i) => ({ file: path, i, pattern: `p${i}` })) });
    const copies = parts.flatMap((p) => p.values).filter((v) => v === path).length;
    expect(copies).toBe(1);
  });

  it('says the graph is not whole before the last step', () => {
    const reviver = new GraphReviver();
    expect(() => reviver.root()).toThrow(/not whole/);
    for (const part of toGraphParts({ a: [1, 2, { b: 3 }] }, 1)) reviver.add(part);
    expect(reviver.step(() => true)).toBe(false);
    expect(() => reviver.root()).toThrow(/not whole/);
  });

  it('a function in the graph fails the post, as structured clone does', () => {
    expect(() => structuredClone(toGraphParts({ f: () => 1 })[0])).toThrow();
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

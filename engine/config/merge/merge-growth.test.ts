import { describe, expect, it } from 'vitest';
import type { Layer } from '../discover/layer.ts';
import type { JsonObject } from '../own.ts';
import { mergeDeep, mergeLayer, type ContributionAt, type MergeTally } from './merge.ts';
import { ProvenanceRecorder } from './provenance.ts';
import { applyTransforms } from './transform.ts';

/**
 * Counts every operation on an object graph (reads, key listings, writes), through proxies handed out for
 * every object reached from the root. The merge's work on what is already merged is what these count.
 */
function countingView(root: JsonObject): { readonly view: JsonObject; readonly count: () => number } {
  let ops = 0;
  const proxies = new WeakMap<object, object>();
  const ours = new WeakSet<object>();
  const wrap = (value: unknown): unknown => {
    // A view stored back into the graph (the merge writes `agent` back) is handed out as it is, never wrapped again.
    if (typeof value !== 'object' || value === null || ours.has(value)) return value;
    let p = proxies.get(value);
    if (!p) {
      p = new Proxy(value, {
        get: (t, k, r) => (ops++, wrap(Reflect.get(t, k, r))),
        has: (t, k) => (ops++, Reflect.has(t, k)),
        ownKeys: (t) => (ops++, Reflect.ownKeys(t)),
        getOwnPropertyDescriptor: (t, k) => (ops++, Reflect.getOwnPropertyDescriptor(t, k)),
        set: (t, k, v) => (ops++, Reflect.set(t, k, v)),
        defineProperty: (t, k, d) => (ops++, Reflect.defineProperty(t, k, d)),
      });
      proxies.set(value, p);
      ours.add(p);
    }
    return p;
  };
  return { view: wrap(root) as JsonObject, count: () => ops };
}

const layerOf = (i: number): Layer => ({ id: `agent-md:/p/.agentforge/agent/a${i}.md`, source: 'agent-md', path: `/p/.agentforge/agent/a${i}.md`, label: `a${i}.md`, status: 'read', reason: '' });
const agentLayer = (i: number): JsonObject => ({ agent: { [`a${i}`]: { mode: 'subagent', prompt: `agent ${i}`, permission: { bash: { '*': 'ask', 'git *': 'allow' } } } } });

/** Merges `n` one-agent layers onto one config (what `n` agent markdown files do) and counts the work on the merged side. */
function workToMergeAgents(n: number): number {
  const result: JsonObject = { $schema: 'x', permission: { bash: 'ask' } };
  const { view, count } = countingView(result);
  const rec = new ProvenanceRecorder();
  for (let i = 0; i < n; i++) {
    const layer = layerOf(i);
    const at: ContributionAt = () => ({ layerId: layer.id, source: layer.source });
    const tally: MergeTally = { sets: [], overrides: [] };
    mergeLayer(view, agentLayer(i), at, rec, tally);
  }
  expect(Object.keys(result.agent as JsonObject)).toHaveLength(n);
  return count();
}

/** Folds `n` modes into agents (the mode-to-agent transform) and counts the work on the config. */
function workToFoldModes(n: number): number {
  const mode: JsonObject = {};
  for (let i = 0; i < n; i++) mode[`m${i}`] = { prompt: `mode ${i}` };
  const config: JsonObject = { agent: {}, mode, plugin: [], command: {} };
  const { view, count } = countingView(config);
  applyTransforms(view, {}, new ProvenanceRecorder(), []);
  expect(Object.keys(config.agent as JsonObject)).toHaveLength(n);
  return count();
}

describe('the deep merge grows linearly with the number of layers', () => {
  it.each([
    ['agent markdown layers merged one by one', workToMergeAgents],
    ['modes folded into agents', workToFoldModes],
  ] as const)('%s: doubling the count at most doubles the work (plus a constant)', (_name, work) => {
    const small = work(200);
    const big = work(400);
    const huge = work(1600);
    // Quadratic work (copying every agent merged so far, per layer) would give about 4× and 64×.
    expect(big / small).toBeLessThan(2.2);
    expect(huge / small).toBeLessThan(8.5);
    // And the work per layer is a small constant, not the size of the result.
    expect(huge / 1600).toBeLessThan(40);
  });
});

interface Case {
  readonly name: string;
  readonly layers: readonly JsonObject[];
}

const CASES: readonly Case[] = [
  { name: 'objects merge key-wise, scalars replace', layers: [{ permission: { bash: { '*': 'ask' }, edit: 'deny' } }, { permission: { bash: { 'git *': 'allow' }, edit: 'allow' } }] },
  { name: 'an object replaces a scalar and back', layers: [{ permission: { bash: 'ask' } }, { permission: { bash: { '*': 'deny' } } }, { permission: { bash: 'allow' } }] },
  { name: 'arrays replace, instructions concatenate', layers: [{ plugin: ['a'], instructions: ['x', 'y'] }, { plugin: ['b'], instructions: ['y', 'z'] }] },
  { name: 'hostile keys stay data', layers: [JSON.parse('{"agent": {"__proto__": {"prompt": "p"}, "constructor": {"mode": "all"}}}') as JsonObject, JSON.parse('{"agent": {"__proto__": {"mode": "subagent"}}}') as JsonObject] },
  { name: 'empty objects and nulls', layers: [{ agent: {}, permission: { bash: { '*': 'ask' } } }, { agent: { a: {} }, permission: null }, { permission: { edit: 'ask' } }] },
];

describe('merging in place gives what the copying merge gives', () => {
  it.each(CASES)('$name', ({ layers }) => {
    const inPlace = { result: {} as JsonObject, rec: new ProvenanceRecorder(), tallies: [] as MergeTally[] };
    const copying = { result: {} as unknown, rec: new ProvenanceRecorder(), tallies: [] as MergeTally[] };
    const sources = layers.map((l) => JSON.parse(JSON.stringify(l, (_k, v: unknown) => v)) as JsonObject);
    layers.forEach((source, i) => {
      const at: ContributionAt = (path) => ({ layerId: `l${i}`, source: 'project', location: { file: `/l${i}`, line: path.length, column: 1, offset: 0, length: 0 } });
      const t1: MergeTally = { sets: [], overrides: [] };
      inPlace.result = mergeLayer(inPlace.result, source, at, inPlace.rec, t1);
      inPlace.tallies.push(t1);
      const t2: MergeTally = { sets: [], overrides: [] };
      copying.result = mergeDeep(copying.result, source, [], at, copying.rec, t2);
      copying.tallies.push(t2);
    });
    const withoutConcat = { ...inPlace.result } as JsonObject;
    if (Array.isArray(withoutConcat.instructions)) withoutConcat.instructions = layers.at(-1)?.instructions;
    expect(withoutConcat).toEqual(copying.result);
    expect(inPlace.tallies).toEqual(copying.tallies);
    const a = inPlace.rec.finish();
    const b = copying.rec.finish();
    const records = (p: typeof a) => [...p.records.values()];
    expect(records(a).filter((r) => r?.keyPath[0] !== 'instructions')).toEqual(records(b).filter((r) => r?.keyPath[0] !== 'instructions'));
    // The layers' own data is never changed by the merge.
    expect(layers).toEqual(sources);
  });
});

import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../scenario/load-scenario.ts';
import type { Scenario } from '../../scenario/scenario.ts';
import { keyPathId } from './key-path.ts';
import { isPackedProvenance, packProvenance, unpackProvenance } from './packed-provenance.ts';
import { lookupProvenance, originAt, provenanceFromRecords, provenancePaths, type Contribution, type PathProvenance, type Provenance } from './provenance.ts';

const base: Scenario = { version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] };
const agents = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/p/.agentforge/agent/a${i}.md`, text: `---\ndescription: agent ${i}\npermission:\n  edit: ${i % 2 ? 'deny' : 'ask'}\n  bash:\n    "*": ask\n    "git ${i} *": allow\n---\nbody ${i}\n` }));

const SCENARIOS: readonly { readonly name: string; readonly scenario: Scenario }[] = [
  { name: 'defaults only', scenario: base },
  {
    name: 'layers overriding each other, legacy tools, env permission, modes',
    scenario: {
      ...base,
      env: { AGENTFORGE_PERMISSION: '{"webfetch": "deny"}', M: 'model/x' },
      files: [
        { path: '/h/.config/agentforge/agentforge.json', text: '{\n  "permission": {"bash": {"*": "ask", "rm *": "allow"}},\n  "tools": {"webfetch": false}\n}' },
        { path: '/p/agentforge.json', text: '{"model": "{env:M}", "permission": {"bash": {"rm *": "deny"}}, "tools": {"write": false}, "mode": {"build": {"tools": {"edit": false}}}, "agent": {"rev": {"mode": "subagent", "permission": {"edit": "deny"}}}}' },
        { path: '/p/.agentforge/agent/doc.md', text: '---\ntools:\n  write: false\npermission:\n  bash: deny\n---\nWrite docs.' },
      ],
    },
  },
  { name: 'twenty markdown agents', scenario: { ...base, files: agents(20) } },
  {
    name: 'hostile keys: __proto__, constructor, empty, NUL, surrogates, brackets',
    scenario: { ...base, files: [{ path: '/p/agentforge.json', text: `{"agent": {"__proto__": {"prompt": "x"}, "constructor": {"permission": {"bash": {"": "deny", "a\\u0000b": "allow", "[\\"x\\"]": "ask", "\\ud83d\\ude00 *": "deny", "\\udc00": "ask", "${'k'.repeat(5000)}": "deny"}}}}}` }] },
  },
  { name: 'a config that does not load', scenario: { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": ' }] } },
];

/** Every record of a provenance, in order, with its id. */
const entries = (p: Provenance): [string, PathProvenance][] => [...p.records];

describe('packed provenance gives back exactly what was packed', () => {
  it.each(SCENARIOS)('$name', ({ scenario }) => {
    const original = loadScenario(scenario).provenance;
    const packed = packProvenance(original);
    expect(packed).not.toBeNull();
    // It crosses a thread boundary as plain data.
    const unpacked = unpackProvenance(structuredClone(packed!));
    expect(unpacked.records.size).toBe(original.records.size);
    // Same records, same order, same key order in each contribution (as structured clone would give them).
    expect(entries(unpacked)).toEqual(entries(original));
    for (const [[, a], [, b]] of entries(unpacked).map((e, i) => [e, entries(original)[i]!] as const)) {
      expect(Object.keys(a.winner)).toEqual(Object.keys(b.winner));
      if (b.winner.location) expect(Object.keys(a.winner.location!)).toEqual(Object.keys(b.winner.location));
    }
    for (const keyPath of provenancePaths(original)) {
      expect(lookupProvenance(unpacked, keyPath)).toEqual(lookupProvenance(original, keyPath));
      // A record is built once: the same object on every lookup.
      expect(lookupProvenance(unpacked, keyPath)).toBe(lookupProvenance(unpacked, keyPath));
      expect(originAt(unpacked, [...keyPath, 'x'])).toEqual(originAt(original, [...keyPath, 'x']));
      expect(unpacked.records.has(keyPathId(keyPath))).toBe(true);
    }
  });

  it.each(SCENARIOS)('$name: a contribution shared between records stays one object', ({ scenario }) => {
    const original = loadScenario(scenario).provenance;
    const unpacked = unpackProvenance(packProvenance(original)!);
    // Pair the contributions position by position; the pairing must be one-to-one both ways.
    const forward = new Map<Contribution, Contribution>();
    const backward = new Map<Contribution, Contribution>();
    const pair = (a: Contribution, b: Contribution) => {
      expect(forward.get(a) ?? b).toBe(b);
      expect(backward.get(b) ?? a).toBe(a);
      forward.set(a, b);
      backward.set(b, a);
    };
    const ours = entries(original);
    entries(unpacked).forEach(([, r], i) => {
      const o = ours[i]![1];
      pair(o.winner, r.winner);
      o.overridden.forEach((c, j) => pair(c, r.overridden[j]!));
      o.contributors.forEach((c, j) => pair(c, r.contributors[j]!));
    });
  });

  it.each([
    ['a missing path', ['nope']],
    ['the empty path', []],
    ['__proto__', ['__proto__']],
    ['constructor', ['constructor']],
    ['a key holding NUL that is not there', ['agent', 'x\u0000y']],
    ['a prefix of a real path', ['permiss']],
  ])('%s is not found', (_, keyPath) => {
    const original = loadScenario(SCENARIOS[1]!.scenario).provenance;
    const unpacked = unpackProvenance(packProvenance(original)!);
    expect(lookupProvenance(unpacked, keyPath)).toBe(lookupProvenance(original, keyPath));
    expect(unpacked.records.has(keyPathId(keyPath))).toBe(original.records.has(keyPathId(keyPath)));
  });

  it('answers ids that are not strings with nothing', () => {
    const unpacked = unpackProvenance(packProvenance(loadScenario(SCENARIOS[1]!.scenario).provenance)!);
    for (const id of [undefined, null, 1, {}, ['permission']]) {
      expect(unpacked.records.get(id as unknown as string)).toBeUndefined();
      expect(unpacked.records.has(id as unknown as string)).toBe(false);
    }
  });

  it('iterates as the Map does: keys, values, entries, forEach', () => {
    const original = loadScenario(SCENARIOS[2]!.scenario).provenance;
    const unpacked = unpackProvenance(packProvenance(original)!);
    expect([...unpacked.records.keys()]).toEqual([...original.records.keys()]);
    expect([...unpacked.records.values()]).toEqual([...original.records.values()]);
    const seen: string[] = [];
    unpacked.records.forEach((v, k, m) => {
      expect(m.get(k)).toBe(v);
      seen.push(k);
    });
    expect(seen).toEqual([...original.records.keys()]);
  });

  it('is what a worker sends: recognised by shape, anything else is not', () => {
    const packed = packProvenance(loadScenario(base).provenance)!;
    expect(isPackedProvenance(structuredClone(packed))).toBe(true);
    for (const v of [null, undefined, 'packed-provenance', { records: new Map() }, { kind: 'other' }]) expect(isPackedProvenance(v)).toBe(false);
  });
});

describe('packing refuses what it could not give back exactly', () => {
  const c: Contribution = { layerId: 'project:/p/agentforge.json', source: 'project', location: { file: '/p/agentforge.json', line: 1, column: 2, length: 3 } };
  const record = (keyPath: readonly string[], winner: Contribution, extra: object = {}): PathProvenance => ({ keyPath, winner, overridden: [], contributors: [winner], ...extra });
  it.each([
    ['a contribution with an unknown key', record(['a'], { ...c, extra: 1 } as Contribution)],
    ['a contribution with a key set to undefined', record(['a'], { ...c, transform: undefined })],
    ['a location with a key missing', record(['a'], { ...c, location: { file: 'f', line: 1, column: 1 } as Contribution['location'] })],
    ['a location with a key more', record(['a'], { ...c, location: { ...c.location!, end: 4 } as Contribution['location'] })],
    ['a line that is not a number', record(['a'], { ...c, location: { ...c.location!, line: '1' as unknown as number } })],
    ['a layer id that is not a string', record(['a'], { ...c, layerId: 7 as unknown as string })],
    ['a record with a key more', record(['a'], c, { note: 'x' })],
  ])('%s', (_, r) => {
    expect(packProvenance(provenanceFromRecords([r]))).toBeNull();
  });
  it('a record whose key path is not its id', () => {
    const records = new Map([[keyPathId(['a']), record(['b'], c)]]);
    expect(packProvenance({ records })).toBeNull();
  });
  it('keeps odd but exact values: a location at fractional or huge numbers, a transform and a legacy tool in any key order', () => {
    const odd: Contribution = { legacyTool: 'write', source: 'project', layerId: 'l', location: { file: '', line: 2 ** 40, column: 0.5, length: Number.MAX_SAFE_INTEGER }, transform: 'legacy-tools' };
    const p = provenanceFromRecords([record(['x'], odd), record(['x', 'y'], c, { overridden: [odd, c], contributors: [odd, c] })]);
    const unpacked = unpackProvenance(packProvenance(p)!);
    expect(entries(unpacked)).toEqual(entries(p));
    expect(Object.keys(lookupProvenance(unpacked, ['x'])!.winner)).toEqual(Object.keys(odd));
  });
});

describe('packed provenance at scale', () => {
  it('2,000 agents: every record found by its id, the index never confuses two ids', () => {
    const original = loadScenario({ ...base, files: agents(2000) }).provenance;
    const unpacked = unpackProvenance(packProvenance(original)!);
    expect(unpacked.records.size).toBe(original.records.size);
    for (const [id, r] of original.records) expect(unpacked.records.get(id)?.keyPath).toEqual(r.keyPath);
    // Ids one character off are not found.
    for (const id of [...original.records.keys()].slice(0, 500)) {
      expect(unpacked.records.has(`${id}x`)).toBe(original.records.has(`${id}x`));
      expect(unpacked.records.has(id.slice(0, -1))).toBe(original.records.has(id.slice(0, -1)));
    }
  });
});

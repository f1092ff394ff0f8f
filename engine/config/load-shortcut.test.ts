import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseScenarioText } from '../scenario/read-scenario.ts';
import { scenarioToLoaderInput } from '../scenario/to-loader-input.ts';
import type { LoaderInput } from './discover/loader-input.ts';
import { findLeafEdit } from './load-shortcut.ts';
import { loadConfig, loadShortcutsTaken, type LoadResult } from './load.ts';
import { originAt, originsUnder } from './merge/provenance.ts';
import type { JsonObject } from './own.ts';
import { typedFiles } from './keystrokes.test-helper.ts';

describe('findLeafEdit', () => {
  const shared = { a: 1 };
  it.each<[string, JsonObject, JsonObject, unknown]>([
    ['a value', { p: { b: { x: 'ask', y: 'deny' } } }, { p: { b: { x: 'allow', y: 'deny' } } }, { kind: 'value', container: ['p', 'b'], key: 'x' }],
    ['a key, in place', { p: { b: { x: 'ask', y: 'deny' } } }, { p: { b: { xz: 'ask', y: 'deny' } } }, { kind: 'key', container: ['p', 'b'], from: 'x', to: 'xz' }],
    ['a top-level value', { model: 'a' }, { model: 'b' }, { kind: 'value', container: [], key: 'model' }],
    ['nothing', { p: shared }, { p: shared }, null],
    ['two values', { a: 'x', b: 'y' }, { a: 'x1', b: 'y1' }, null],
    ['a value and a key', { p: { x: 'a', y: 'b' } }, { p: { x: 'c', z: 'b' } }, null],
    ['a key and its value', { p: { x: 'a' } }, { p: { z: 'b' } }, null],
    ['a key renamed to a sibling', { p: { x: 'a', y: 'a' } }, { p: { y: 'a', x: 'a' } }, null],
    ['keys reordered', { p: { x: 'a', y: 'b' } }, { p: { y: 'b', x: 'a' } }, null],
    ['a key added', { p: { x: 'a' } }, { p: { x: 'a', y: 'b' } }, null],
    ['a leaf became an object', { p: { x: 'a' } }, { p: { x: { y: 'a' } } }, null],
    ['an object key renamed', { p: { x: { y: 'a' } } }, { p: { z: { y: 'a' } } }, null],
    ['a small object made afresh beside the edit', { agent: { a: { options: {}, permission: { bash: 'ask' } } } }, { agent: { a: { options: {}, permission: { bash: 'deny' } } } }, { kind: 'value', container: ['agent', 'a', 'permission'], key: 'bash' }],
    ['an unshared object that differs', { a: { x: 1 }, b: 'x' }, { a: { x: 2 }, b: 'y' }, null],
    ['a small object made afresh beside the edited map', { plugin: {}, p: { b: { x: 'ask' } } }, { plugin: {}, p: { b: { xy: 'ask' } } }, { kind: 'key', container: ['p', 'b'], from: 'x', to: 'xy' }],
    ['a small list made afresh beside the edited map', { plugin: [], p: { b: { x: 'ask' } } }, { plugin: [], p: { b: { x: 'deny' } } }, { kind: 'value', container: ['p', 'b'], key: 'x' }],
    ['a small list that differs beside the edit', { plugin: ['a'], p: { b: { x: 'ask' } } }, { plugin: ['b'], p: { b: { x: 'deny' } } }, null],
    ['two edited maps', { p: { x: 'a' }, q: { y: 'b' } }, { p: { x: 'c' }, q: { y: 'd' } }, null],
    ['only a small object made afresh', { p: { o: {} } }, { p: { o: {} } }, null],
    ['a list became an object', { p: { x: [] } }, { p: { x: {} } }, null],
  ])('%s', (_name, before, after, want) => {
    expect(findLeafEdit(before, after)).toEqual(want);
  });
});

/** A load as data, order included (JSON text of the config keeps key order; Maps become entry lists). */
function shape(load: LoadResult): unknown {
  return { ...load, config: JSON.stringify(load.config), provenance: [...load.provenance.records] };
}

/** Every permission entry's origin through the merge's tree, as fromConfig asks for it. */
function origins(load: LoadResult): unknown[] {
  const out: unknown[] = [];
  const config = load.config as Record<string, Record<string, unknown>> | null;
  const under = (prefix: string[], permission: unknown) => {
    if (typeof permission !== 'object' || permission === null) return;
    const of = originsUnder(load.provenance, prefix);
    for (const [key, value] of Object.entries(permission)) {
      out.push(of([key]) ?? null, originAt(load.provenance, [...prefix, key]) ?? null);
      if (typeof value === 'object' && value !== null) for (const pattern of Object.keys(value)) out.push(of([key, pattern]) ?? null, originAt(load.provenance, [...prefix, key, pattern]) ?? null);
    }
  };
  under(['permission'], config?.permission);
  for (const [name, entry] of Object.entries(config?.agent ?? {})) under(['agent', name, 'permission'], (entry as Record<string, unknown> | null)?.permission);
  return out;
}

const H = '/home/u';
const P = `${H}/p`;
const G = `${H}/.config/agentforge`;
const pretty = (value: unknown): string => JSON.stringify(value, null, 2);
const SHARED_KEYS = [
  { path: `${G}/agentforge.json`, text: pretty({ permission: { bash: { '*': 'ask', 'git *': 'allow', 'rm *': 'deny' }, edit: 'ask' } }) },
  { path: `${P}/agentforge.json`, text: pretty({ permission: { bash: { 'git push *': 'ask', 'rm *': 'ask', ls: 'allow' }, read: { '*.env': 'deny' } }, agent: { plan: { permission: { edit: 'deny', bash: { 'git *': 'ask' } } } } }) },
  { path: `${P}/.agentforge/agentforge.json`, text: pretty({ permission: { bash: { 'npm *': 'allow' }, webfetch: 'deny' } }) },
  { path: `${P}/.agentforge/plugin/x.ts`, text: 'export default {}' },
  { path: '/etc/agentforge/agentforge.json', text: pretty({ permission: { bash: { 'sudo *': 'deny' } } }) },
];
const MADE: Record<string, LoaderInput> = {
  'layers that share keys, an agent entry, a plugin and a managed file': { files: SHARED_KEYS, env: {}, cwd: P, worktree: P, home: H, platform: 'linux' },
  'the same with every map on one line (an edit moves the keys after it)': { files: SHARED_KEYS.map((f) => ({ ...f, text: f.text.replace(/\n\s*/g, ' ') })), env: {}, cwd: P, worktree: P, home: H, platform: 'linux' },
  'legacy tools and a mode (the shortcut stands aside)': {
    files: [{ path: `${P}/agentforge.json`, text: pretty({ tools: { write: false }, mode: { review: { permission: { edit: 'deny' } } }, permission: { bash: { 'git *': 'allow', 'rm *': 'deny' } } }) }],
    env: {},
    cwd: P,
    worktree: P,
    home: H,
    platform: 'linux',
  },
  'a layer with a warning (an unknown permission), kept while the edit leaves it as it was': {
    files: [
      SHARED_KEYS[0]!,
      { path: `${P}/agentforge.json`, text: pretty({ permission: { bash: { 'git push *': 'ask', 'rm *': 'ask', ls: 'allow', 'npm *': 'allow' }, webfetchx: 'deny', read: { '*.env': 'deny' } } }) },
    ],
    env: {},
    cwd: P,
    worktree: P,
    home: H,
    platform: 'linux',
  },
  'AGENTFORGE_PERMISSION (the shortcut stands aside)': { files: SHARED_KEYS, env: { AGENTFORGE_PERMISSION: '{"bash":{"git *":"deny"}}' }, cwd: P, worktree: P, home: H, platform: 'linux' },
};

/** Loads that took the shortcut, by scenario. */
const taken = new Map<string, number>();

describe('a one-leaf edit loads as the merge would (config/load-shortcut.ts)', () => {
  const dir = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  const real = existsSync(dir) ? readdirSync(dir).filter((n) => /^r\d.*\.json$/.test(n)) : [];
  it('finds the real configs beside the repo', () => expect(real.length).toBeGreaterThan(40));

  const inputOf = (name: string): LoaderInput => {
    if (name in MADE) return MADE[name]!;
    const scenario = parseScenarioText(readFileSync(join(dir, name), 'utf8')).scenario;
    expect(scenario, name).not.toBeNull();
    return scenarioToLoaderInput(scenario!);
  };

  it.each([...Object.keys(MADE), ...real])('%s: a run of keystrokes in its rules, each load equal to a fresh loader\'s', async (name) => {
    const first = inputOf(name);
    const typed = typedFiles(first.files, name.length * 7919 + name.charCodeAt(0), 24);
    if (typed.length === 0) return;
    const inputs: LoaderInput[] = [first, ...typed.map((files) => ({ ...first, files }))];
    const before = loadShortcutsTaken();
    const loads = inputs.map((input) => {
      const load = loadConfig(input);
      return { shape: shape(load), origins: origins(load) };
    });
    taken.set(name, loadShortcutsTaken() - before);
    for (const [i, input] of inputs.entries()) {
      // A loader that never ran before merges every layer.
      vi.resetModules();
      const { loadConfig: freshLoad } = await import('./load.ts');
      const again = freshLoad(input);
      expect(loads[i]!.shape, `${name}, load ${i}`).toEqual(shape(again));
    }
    // The origins through the merge's tree (kept or renamed by the shortcut) are the origins the records give.
    for (const [i, load] of loads.entries()) {
      const pairs = load.origins;
      for (let k = 0; k < pairs.length; k += 2) expect(pairs[k], `${name}, load ${i}, origin ${k / 2}`).toEqual(pairs[k + 1]);
    }
  });

  it('the shortcut is taken where it applies, and only there', () => {
    expect(taken.get('layers that share keys, an agent entry, a plugin and a managed file')).toBeGreaterThan(8);
    expect(taken.get('the same with every map on one line (an edit moves the keys after it)')).toBeLessThan(taken.get('layers that share keys, an agent entry, a plugin and a managed file')!);
    expect(taken.get('a layer with a warning (an unknown permission), kept while the edit leaves it as it was')).toBeGreaterThan(4);
    expect(taken.get('legacy tools and a mode (the shortcut stands aside)')).toBe(0);
    expect(taken.get('AGENTFORGE_PERMISSION (the shortcut stands aside)')).toBe(0);
    const real = [...taken].filter(([name]) => name.endsWith('.json'));
    expect(real.filter(([, n]) => n > 0).length, 'real configs where keystrokes took the shortcut').toBeGreaterThan(real.length / 2);
  });
});

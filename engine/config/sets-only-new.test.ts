import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../scenario/load-scenario.ts';
import { parseScenarioText } from '../scenario/read-scenario.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { setsOnlyNewPaths, type LoadResult } from './load.ts';
import { keyPathId } from './merge/key-path.ts';

// `setsOnlyNewPaths` lets the graph count a folded run's keys instead of looking each up. It must never say "new" of a
// path an earlier layer set: checked here on every layer of the real configs and of scenarios built to break it.
function earlierSetPaths(load: LoadResult): { layer: string; path: string }[] {
  const seen = new Set<string>();
  const wrong: { layer: string; path: string }[] = [];
  for (const layer of load.layers) {
    if (layer.outcome !== 'merged') continue;
    // A layer lists each path it set, and each it overrode, once (the loader does not de-duplicate them).
    for (const list of [layer.sets, layer.overrides]) {
      const ids = list.map((p) => keyPathId(p));
      for (const [i, id] of ids.entries()) if (ids.indexOf(id) !== i) wrong.push({ layer: layer.id, path: `twice: ${list[i]!.join('.')}` });
    }
    const isNew = setsOnlyNewPaths(layer);
    for (const p of layer.sets) {
      const id = keyPathId(p);
      if (isNew && seen.has(id)) wrong.push({ layer: layer.id, path: p.join('.') });
    }
    for (const p of layer.sets) seen.add(keyPathId(p));
  }
  return wrong;
}

const P = '/home/u/p';
const H = '/home/u';
const base = (files: Scenario['files'], env: Record<string, string> = {}): Scenario => ({ version: 1, files, env, cwd: P, worktree: P, home: H, platform: 'linux', probes: [] });
const agent = (body: string) => `---\n${body}\n---\nx\n`;

describe('setsOnlyNewPaths never calls a path new that an earlier layer set, and no layer lists a path twice', () => {
  // The flags per read layer that set something. A project file overrides the `$schema` the loader put in an earlier
  // one, so a second config file is never "only new"; markdown files carry no `$schema`.
  it.each<[string, Scenario, boolean[]]>([
    ['one agent file in the global dir and one of the same name in the project', base([{ path: `${H}/.config/agentforge/agent/rev.md`, text: agent('description: g\nmode: subagent') }, { path: `${P}/.agentforge/agent/rev.md`, text: agent('description: p') }]), [true, false]],
    ['the config sets an agent, then its markdown file sets it again', base([{ path: `${P}/agentforge.json`, text: '{"agent": {"rev": {"description": "json"}}}' }, { path: `${P}/.agentforge/agent/rev.md`, text: agent('description: md\nmode: primary') }]), [false, false]],
    ['plugin files, each adding to the plugin list', base([{ path: `${P}/.agentforge/plugin/a.ts`, text: 'export default {}' }, { path: `${P}/.agentforge/plugin/b.ts`, text: 'export default {}' }]), [false, false]],
    ['instructions in two files (concatenated)', base([{ path: `${H}/.config/agentforge/agentforge.json`, text: '{"instructions": ["a.md"]}' }, { path: `${P}/agentforge.json`, text: '{"instructions": ["b.md"]}' }]), [true, false]],
    ['an empty object, then keys under it', base([{ path: `${H}/.config/agentforge/agentforge.json`, text: '{"agent": {"x": {}}}' }, { path: `${P}/agentforge.json`, text: '{"agent": {"x": {"mode": "primary"}}}' }]), [true, false]],
    ['a value, then an object in its place', base([{ path: `${H}/.config/agentforge/agentforge.json`, text: '{"permission": "ask"}' }, { path: `${P}/agentforge.json`, text: '{"permission": {"bash": "deny"}}' }]), [true, false]],
  ])('%s', (_name, scenario, expected) => {
    const load = loadScenario(scenario);
    expect(earlierSetPaths(load)).toEqual([]);
    const merged = load.layers.filter((l) => l.outcome === 'merged' && l.status === 'read' && l.sets.length > 0);
    expect(merged.map((l) => setsOnlyNewPaths(l))).toEqual(expected);
  });

  const DIR = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  const names = existsSync(DIR) ? readdirSync(DIR).filter((n) => /^r\d.*\.json$/.test(n)) : [];
  it('holds on every layer of the real configs', () => {
    expect(names.length).toBeGreaterThan(50);
    let checked = 0;
    for (const name of names) {
      const scenario = parseScenarioText(readFileSync(join(DIR, name), 'utf8')).scenario;
      if (!scenario) continue;
      const load = loadScenario(scenario);
      expect(earlierSetPaths(load), name).toEqual([]);
      checked += load.layers.length;
    }
    expect(checked).toBeGreaterThan(names.length);
  });
});

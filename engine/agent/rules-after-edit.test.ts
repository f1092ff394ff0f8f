import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, type Analysis } from '../analyze.ts';
import { typedFiles } from '../config/keystrokes.test-helper.ts';
import { parseScenarioText } from '../scenario/read-scenario.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { loadShortcutsTaken } from '../config/load.ts';
import { ruleListsAfterEdit } from './build-agents.ts';

const H = '/home/u';
const P = `${H}/p`;
const pretty = (value: unknown): string => JSON.stringify(value, null, 2);
const scenario = (title: string, files: Scenario['files']): Scenario => ({ version: 1, title, files, env: {}, cwd: P, worktree: P, home: H, platform: 'linux', probes: [] });

const MADE: Record<string, Scenario> = {
  'top-level rules and agent entries in two layers': scenario('a', [
    { path: `${H}/.config/agentforge/agentforge.json`, text: pretty({ permission: { bash: { '*': 'ask', 'git *': 'allow' }, edit: 'ask' }, agent: { build: { permission: { bash: { 'rm *': 'deny' } } } } }) },
    { path: `${P}/agentforge.json`, text: pretty({ permission: { bash: { 'git push *': 'ask', ls: 'allow' }, read: { '*.env': 'deny', '~/secrets/*': 'deny' }, webfetch: 'deny' }, agent: { plan: { permission: { edit: 'deny', bash: { 'git *': 'ask', 'npm *': 'allow' } } }, review: { mode: 'subagent', permission: { read: 'allow' } } } }) },
  ]),
  'patterns home-expanded, one written both ways': scenario('b', [{ path: `${P}/agentforge.json`, text: pretty({ permission: { read: { '~/a/*': 'deny', '/home/u/a/*': 'allow', '$HOME/b': 'ask', '~': 'deny' }, external_directory: { '~/x/**': 'allow' } } }) }]),
  'array-index keys (they enumerate first: a rename can move one)': scenario('c', [{ path: `${P}/agentforge.json`, text: pretty({ permission: { bash: { '1': 'allow', a: 'deny', '20': 'ask', '2x': 'allow' }, '7': 'deny' } }) }]),
  'a layer with a warning (an unknown permission)': scenario('d', [{ path: `${P}/agentforge.json`, text: pretty({ permission: { bash: { 'git *': 'allow', 'rm *': 'deny' }, webfetchx: 'deny' } }) }]),
};

/** Every agent's rules as data (origins included). */
function agentsOf(a: Analysis): unknown {
  return a.agents?.agents.map((agent) => ({ key: agent.key, rules: agent.permission.segments.flat() })) ?? null;
}

const BLANK = scenario('blank', [{ path: `${P}/agentforge.json`, text: '{}' }]);
const fastPaths = new Map<string, number>();

describe('after a keystroke in one rule, the agents are what a build from scratch gives (agent/build-agents.ts, `since`)', () => {
  const dir = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  const real = existsSync(dir) ? readdirSync(dir).filter((n) => /^r\d.*\.json$/.test(n)) : [];
  it('finds the real configs beside the repo', () => expect(real.length).toBeGreaterThan(40));

  const scenarioOf = (name: string): Scenario => MADE[name] ?? parseScenarioText(readFileSync(join(dir, name), 'utf8')).scenario!;

  it.each([...Object.keys(MADE), ...real])('%s', (name) => {
    const first = scenarioOf(name);
    expect(first, name).toBeTruthy();
    const before = ruleListsAfterEdit();
    let kept = 0;
    analyze(first);
    for (const [n, files] of typedFiles(first.files, name.length * 31 + 7, 16).entries()) {
      const typed = { ...first, files };
      const now = ruleListsAfterEdit();
      const shortcuts = loadShortcutsTaken();
      const after = agentsOf(analyze(typed));
      kept += ruleListsAfterEdit() - now;
      // A load the shortcut made (one leaf edited) builds the agents from the last build's lists.
      if (loadShortcutsTaken() > shortcuts) expect(ruleListsAfterEdit(), `${name}, keystroke ${n}: a shortcut load read every entry`).toBeGreaterThan(now);
      // Another scenario between: the next analysis merges every layer and reads every entry again.
      analyze(BLANK);
      expect(after, `${name}, keystroke ${n}`).toEqual(agentsOf(analyze(typed)));
    }
    fastPaths.set(name, kept);
    expect(ruleListsAfterEdit() - before).toBe(kept);
  });

  it('the lists are taken from the last build where a keystroke allows it', () => {
    expect(fastPaths.get('top-level rules and agent entries in two layers')).toBeGreaterThan(8);
    expect(fastPaths.get('patterns home-expanded, one written both ways')).toBeGreaterThan(4);
    expect(fastPaths.get('a layer with a warning (an unknown permission)')).toBeGreaterThan(4);
    const real = [...fastPaths].filter(([name]) => name.endsWith('.json'));
    expect(real.filter(([, n]) => n > 0).length, 'real configs where keystrokes took lists from the last build').toBeGreaterThan(real.length / 3);
  });
});

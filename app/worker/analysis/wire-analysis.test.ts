import { describe, expect, it } from 'vitest';
import { analyze, type Scenario } from '../../../engine/index.ts';
import { scenarioTextChars, shouldOffload } from './to-offload.ts';
import { fromWireAnalysis, toWireAnalysis } from './wire-analysis.ts';

const base: Scenario = { version: 1, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [{ permission: 'bash', input: 'git push' }, { permission: 'edit', input: 'a.ts', agent: 'plan' }] };
const SCENARIOS: readonly { name: string; scenario: Scenario }[] = [
  { name: 'defaults only', scenario: base },
  { name: 'config, agents, legacy tools, env permission', scenario: { ...base, env: { AGENTFORGE_PERMISSION: '{"webfetch": "deny"}' }, files: [{ path: '/p/agentforge.json', text: '{"permission": {"bash": {"*": "ask", "git *": "allow"}}, "tools": {"write": false}, "agent": {"rev": {"mode": "subagent", "permission": {"edit": "deny"}}}}' }, { path: '/p/.agentforge/agent/doc.md', text: '---\npermission:\n  bash: deny\n---\nWrite docs.' }], request: { tools: { bash: false } } } },
  { name: 'a failed load', scenario: { ...base, files: [{ path: '/p/agentforge.json', text: '{"permission": ' }] } },
  { name: 'hostile names', scenario: { ...base, files: [{ path: '/p/agentforge.json', text: '{"agent": {"__proto__": {"prompt": "<script>x</script>"}}, "permission": {"constructor": "deny"}}' }] } },
];

describe('an Analysis crosses the worker boundary intact', () => {
  it.each(SCENARIOS)('$name: structured clone of the wire form, revived, equals the original', ({ scenario }) => {
    const analysis = analyze(scenario);
    // structuredClone throws DataCloneError on a function: this fails when a new function field appears.
    const revived = fromWireAnalysis(structuredClone(toWireAnalysis(analysis)), scenario);
    expect(revived.scenario).toBe(scenario);
    const { load, agents, ...rest } = revived;
    const { load: load0, agents: agents0, ...rest0 } = analysis;
    expect(rest).toEqual(rest0);
    expect({ ...load, provenance: null }).toEqual({ ...load0, provenance: null });
    for (const path of load0.provenance.paths()) {
      expect(load.provenance.lookup(path)).toEqual(load0.provenance.lookup(path));
      expect(load.provenance.originOf([...path, 'x'])).toEqual(load0.provenance.originOf([...path, 'x']));
    }
    expect([...load.provenance.paths()]).toEqual([...load0.provenance.paths()]);
    expect(agents === null).toBe(agents0 === null);
    if (agents && agents0) {
      expect({ ...agents, get: null }).toEqual({ ...agents0, get: null });
      for (const key of [...agents0.agents.map((a) => a.key), 'missing', '__proto__', 'constructor']) expect(agents.get(key)).toEqual(agents0.get(key));
      // Shared references survive: the selected agent is one of the list.
      if (revived.agent) expect(agents.agents).toContain(revived.agent);
    }
  });
});

describe('when analysis goes to the worker', () => {
  it.each([
    ['a small scenario, fast runs', base, 2, false],
    ['a small scenario after a slow run', base, 45, true],
    ['200 kB of files', { ...base, files: [{ path: '/p/agentforge.json', text: 'x'.repeat(200_001) }] }, 1, true],
    ['a big env value', { ...base, env: { AGENTFORGE_CONFIG_CONTENT: 'y'.repeat(250_000) } }, 1, true],
  ] as const)('%s', (_, scenario, lastRunMs, expected) => {
    expect(shouldOffload(scenario, lastRunMs)).toBe(expected);
  });
  it('counts file texts, paths, env values and probe inputs', () => {
    expect(scenarioTextChars({ ...base, files: [{ path: '/a', text: 'abc' }], env: { K: 'vv' } })).toBe(2 + 3 + 2 + 'git push'.length + 'a.ts'.length);
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareDeep } from '../conformance/kinds/compare.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import { summarizeAgentSet, type AgentQueries } from './agent-summary.ts';
import { buildAgents, parseModel } from './build-agents.ts';
import { BUILTIN_AGENTS } from './builtin-agents.ts';
import { joinRules, ruleAt } from '../permission/rule-segments.ts';
import { measureAgentSet } from './playground-size.ts';

const vectors = readVectorFiles([fileURLToPath(new URL('../../../shared/vectors/agent.jsonl', import.meta.url))]);

/** The merged config the loader produces for each public agent vector (see merge.jsonl for the decoded shape). */
const CONFIG_BY_VECTOR: Readonly<Record<string, Record<string, unknown>>> = {
  'agent-001': {},
  'agent-006': { default_agent: 'plan' },
  'agent-008': { default_agent: 'title' },
  'agent-009': { default_agent: 'nope' },
  'agent-010': { default_agent: 'mine', agent: { mine: { description: 'mine', options: {}, permission: {} } } },
  'agent-012': { agent: { build: { tools: { bash: false, write: false }, permission: { bash: 'deny', edit: 'deny' }, options: {} } } },
  'agent-014': { permission: { external_directory: 'deny' } },
  'agent-016': { permission: { task: { general: 'allow' } } },
  'agent-018': {
    agent: { review: { name: 'review', description: 'Code review without edits', mode: 'subagent', permission: { edit: 'deny', bash: 'ask', webfetch: 'deny' }, prompt: 'Only analyze code and suggest changes.', options: {} } },
  },
  'agent-019': {},
  'agent-021': { permission: { '*': 'deny', bash: 'allow', read: { '*': 'allow' } } },
  'agent-024': { agent: { explore: { permission: { '*': 'deny' }, options: {} } } },
  'agent-025': {},
};

interface Input {
  home: string;
  worktree: string;
  cwd: string;
  skillDirs?: string[];
  queries: AgentQueries;
}

describe('agent vectors (hand-decoded configs, no loader)', () => {
  it.each(vectors.map((v) => [v.id, v] as const))('%s', (id, vector) => {
    const config = CONFIG_BY_VECTOR[id];
    if (!config) return; // a new vector: covered by loader-vectors.test.ts
    const input = vector.input as Input;
    const set = buildAgents(config, { home: input.home, worktree: input.worktree, cwd: input.cwd, skillDirs: input.skillDirs ?? [] });
    const result = compareDeep(vector.expected, summarizeAgentSet(set, input.queries));
    expect(result.problems).toEqual([]);
    expect(result.orderNotes).toEqual([]);
  });
});

const ctx = { home: '/home/user', worktree: '/home/user/project', cwd: '/home/user/project' };

describe('buildAgents', () => {
  it('lists the built-ins in the reference order', () => {
    expect(BUILTIN_AGENTS.map((a) => a.name)).toEqual(['build', 'plan', 'general', 'explore', 'compaction', 'title', 'summary']);
    expect(buildAgents({}, ctx).agents.map((a) => a.key)).toEqual(BUILTIN_AGENTS.map((a) => a.name));
  });

  it('gives every rule an origin and asks originOf with full key paths', () => {
    const paths: string[] = [];
    const set = buildAgents(
      { permission: { bash: { 'rm *': 'deny' } }, agent: { plan: { permission: { edit: 'allow' } } } },
      { ...ctx, originOf: (kp) => (paths.push(kp.join('.')), { kind: 'config', keyPath: kp }) },
    );
    for (const agent of set.agents) for (const rule of joinRules(agent.permission)) expect(rule.origin).toBeDefined();
    expect(paths).toEqual(['permission.bash.rm *', 'agent.plan.permission.edit']);
    const plan = set.byKey.get('plan')!;
    expect(joinRules(plan.permission).at(-1)?.origin).toEqual({ kind: 'truncation' });
    expect(joinRules(plan.permission).at(-2)?.origin).toEqual({ kind: 'config', keyPath: ['agent', 'plan', 'permission', 'edit'] });
    expect(joinRules(plan.permission)[0]?.origin).toEqual({ kind: 'builtin-default' });
    expect(joinRules(plan.permission).find((r) => r.permission === 'task')?.origin).toEqual({ kind: 'builtin-agent', agent: 'plan' });
  });

  it('removes disabled agents and reports when no primary visible agent is left', () => {
    const set = buildAgents({ agent: { build: { disable: true }, plan: { disable: true } } }, ctx);
    expect(set.byKey.get('build')).toBeUndefined();
    expect(set.defaultAgent).toBeNull();
    expect(set.defaultAgentError).toBe('no primary visible agent found');
  });

  it('rejects a subagent as default and still sorts it first', () => {
    const set = buildAgents({ default_agent: 'general' }, ctx);
    expect(set.defaultAgentError).toBe('default agent "general" is a subagent');
    expect(set.list[0]).toBe('general');
  });

  it('renames by `name` but looks up by key, and applies overrides', () => {
    const set = buildAgents({ agent: { build: { name: 'Builder', model: 'openai/gpt-5/mini', temperature: 0.1, top_p: 0.9, options: { a: { b: 1 } } } } }, ctx);
    const build = set.byKey.get('build')!;
    expect(build).toMatchObject({ name: 'Builder', model: { providerID: 'openai', modelID: 'gpt-5/mini' }, temperature: 0.1, topP: 0.9, options: { a: { b: 1 } } });
    expect(set.defaultAgent).toBe('Builder');
    expect(set.list).toEqual(['Builder', 'compaction', 'explore', 'general', 'plan', 'summary', 'title']);
  });

  it('respects an explicit truncation deny', () => {
    const set = buildAgents({ permission: { external_directory: { '~/.local/share/agentforge/tool-output/*': 'deny' } } }, ctx);
    const last = joinRules(set.byKey.get('build')!.permission).at(-1);
    expect(last).toMatchObject({ permission: 'external_directory', pattern: set.truncateGlob, action: 'deny' });
  });

  it('orders integer-like agent keys first, like a JS object, and is safe for __proto__', () => {
    const config = JSON.parse('{"agent": {"x": {}, "7": {}, "__proto__": {"mode": "primary"}}}') as Record<string, unknown>;
    const set = buildAgents(config, ctx);
    expect(set.agents.map((a) => a.key)).toEqual(['7', 'build', 'plan', 'general', 'explore', 'compaction', 'title', 'summary', 'x', '__proto__']);
    expect(({} as Record<string, unknown>).mode).toBeUndefined();
  });

  it('parseModel splits at the first slash', () => {
    expect(parseModel('a')).toEqual({ providerID: 'a', modelID: '' });
    expect(parseModel('a/b/c')).toEqual({ providerID: 'a', modelID: 'b/c' });
  });
});

// 100,000 rules and 5,000 agents made each agent's ruleset a copy of the global rules: 4 GB and a crash.
describe('buildAgents: agents share the rules they have in common', () => {
  const bash = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`tool${i} *`, 'allow']));
  const agent = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`a${i}`, { permission: { edit: 'deny' } }]));
  const set = buildAgents({ permission: { bash }, agent }, ctx);
  const user = set.byKey.get('build')!.permission.segments.find((s) => s.length === 2000)!;
  it('holds the user\'s rules once: every agent\'s ruleset has that very list as a segment', () => {
    expect(user).toBeDefined();
    for (const a of set.agents) expect(a.permission.segments.filter((s) => s === user)).toHaveLength(1);
    expect(measureAgentSet(set)).toEqual({ rules: expect.any(Number), agents: 5007 });
    expect(measureAgentSet(set).rules).toBeLessThan(2000 + 5000 * 2 + 200);
  });
  it('gives every agent the rules, in the order, the reference concatenates', () => {
    const a = set.byKey.get('a4999')!;
    const rules = joinRules(a.permission);
    expect(rules.length).toBe(a.permission.length);
    expect(rules.slice(-3).map((r) => `${r.permission} ${r.pattern} ${r.action}`)).toEqual([`bash tool1999 * allow`, 'edit * deny', `external_directory ${set.truncateGlob} allow`]);
    rules.forEach((r, i) => expect(ruleAt(a.permission, i)).toBe(r));
    expect(ruleAt(a.permission, rules.length)).toBeUndefined();
  });
});

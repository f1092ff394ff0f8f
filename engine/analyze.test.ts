import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';
import { MAX_PLAYGROUND_AGENTS, TOO_BIG_CODE } from './agent/playground-size.ts';
import { checkCall } from './ask/check-call.ts';
import { EXAMPLES } from './examples/examples.ts';
import { evaluate } from './permission/evaluate.ts';
import type { RuleAction } from './permission/rule.ts';
import { stageOf } from './permission/stage.ts';
import { explainVisibility } from './permission/visibility.ts';
import { compilePattern } from './permission/wildcard.ts';
import type { Scenario } from './scenario/scenario.ts';

const base = (text: string, platform: Scenario['platform'], tools: string[]): Scenario => ({
  version: 1, files: [{ path: '/home/user/project/agentforge.json', text }], env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform, probes: [], tools,
});

// The tool table is computed from an index over permission globs; it must say exactly what a plain
// pass over the whole ruleset says.
describe('analyze: the tool table equals a plain pass over the ruleset', () => {
  const key = fc.stringMatching(/^[ab*?\\/E]{1,4}$/);
  const action = fc.constantFrom<RuleAction>('allow', 'ask', 'deny');
  const value = fc.oneof(action, fc.dictionary(fc.constantFrom('*', 'x', 'x *'), action, { maxKeys: 3 }));
  it.each(['linux', 'win32'] as const)('on %s', (platform) => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 12 }), fc.array(key, { maxLength: 6 }), (permission, tools) => {
        const a = analyze(base(JSON.stringify({ permission }), platform, ['bash', 'edit', 'write', ...tools]));
        if (!a.agent) return;
        for (const t of a.tools) {
          const plain = explainVisibility(t.tool, a.ruleset, platform);
          expect([t.tool, t.visible || t.hiddenBy === 'request', t.lastRule?.index ?? -1]).toEqual([t.tool, !plain.hidden, plain.lastRule?.index ?? -1]);
          expect(t.bare).toEqual(evaluate(t.permission, '*', [a.ruleset], platform));
          expect(t.stage).toBe(stageOf(t.bare.action, !t.visible, t.bare.isDefault));
          let covered = false;
          const actions = new Set<RuleAction>();
          for (let i = a.ruleset.length - 1; i >= 0 && !covered; i--) {
            const r = a.ruleset[i]!;
            if (!compilePattern(r.permission, platform).match(t.permission)) continue;
            actions.add(r.action);
            if (r.pattern === '*') covered = true;
          }
          if (!covered) actions.add('ask');
          // Unreachable rules are left out of `reachable`, so it can only be a subset of the plain set.
          for (const x of t.reachable) expect(actions.has(x)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('stays fast with thousands of distinct permission keys', () => {
    const permission = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`mcp_tool_${i}`, i % 3 === 0 ? 'deny' : 'allow']));
    const a = analyze({ ...base(JSON.stringify({ permission }), 'linux', []), tools: undefined } as Scenario);
    expect(a.tools.length).toBeGreaterThan(4000);
    expect(a.tools.find((t) => t.tool === 'mcp_tool_3')?.visible).toBe(false);
    expect(a.tools.find((t) => t.tool === 'mcp_tool_4')?.visible).toBe(true);
  });
});

describe('analyze: the lookups built once', () => {
  const scenario: Scenario = {
    version: 1,
    files: [
      { path: '/home/user/.config/agentforge/agentforge.json', text: '{"permission": {"bash": "ask", "read": {"*.env": "deny"}}}' },
      { path: '/home/user/project/agentforge.json', text: '{"tools": {"webfetch": false}, "permission": {"bash": {"git push *": "deny"}}}' },
    ],
    env: { AGENTFORGE_PERMISSION: '{"edit": "deny"}' }, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [], tools: ['bash', 'read', 'webfetch', 'edit'],
  };
  const a = analyze(scenario);

  it('finds every layer and tool by id', () => {
    for (const layer of a.load.layers) expect(a.index.layerById.get(layer.id)).toBe(layer);
    for (const tool of a.tools) expect(a.index.toolById.get(tool.tool)).toBe(tool);
    expect(a.index.toolById.get('__proto__')).toBeUndefined();
  });

  it.each([
    // The project's bash object replaces the global "ask" string, so only read stays the global file's.
    ['/home/user/.config/agentforge/agentforge.json', [['read', '*.env']]],
    ['/home/user/project/agentforge.json', [['webfetch', '*'], ['bash', 'git push *']]],
  ])('lists the rules %s wrote, and only those', (path, rules) => {
    const layer = a.load.layers.find((l) => l.path === path)!;
    const listed = (a.index.rulesByLayer.get(layer.id) ?? []).map((i) => [a.ruleset[i]!.permission, a.ruleset[i]!.pattern]);
    expect(listed).toEqual(rules);
  });

  it('gives env-permission and built-in rules no layer', () => {
    const owned = new Set([...a.index.rulesByLayer.values()].flat());
    for (const [i, rule] of a.ruleset.entries()) if (rule.origin?.kind !== 'config' && rule.origin?.kind !== 'legacy-tools') expect(owned.has(i)).toBe(false);
  });
});

// analyze keeps its last stages for inputs that did not change; whatever ran before, the answer is the same.
describe('analyze: the stages kept from the last run never change an answer', () => {
  const text = JSON.stringify({ permission: { bash: { '*': 'ask', 'git *': 'allow', 'git push *': 'deny', 'ls': 'allow' }, edit: { '*': 'allow', '/abs/*': 'deny' }, read: { 'src/**/*.ts': 'deny' } }, agent: { docs: { permission: { edit: 'deny' } } } });
  const a = base(text, 'linux', ['bash', 'edit', 'read']);
  const variants: [string, Scenario][] = [
    ['a probe', { ...a, probes: [{ permission: 'read', input: 'src/a/b.ts', expect: 'deny' }] }],
    ['the agent', { ...a, agent: 'docs' }],
    ['the request', { ...a, request: { tools: { bash: false } } }],
    ['the platform', { ...a, platform: 'win32' }],
    ['the worktree', { ...a, worktree: '/home' }],
    ['a file', { ...a, files: [{ path: a.files[0]!.path, text: text.replace('"ls"', '"ls *"') }] }],
  ];
  const facts = (s: Scenario) => {
    const r = analyze(s);
    return { ruleset: r.ruleset, tools: r.tools, probes: r.probes, lints: r.lints, ruleLints: r.ruleLints, diagnostics: r.diagnostics, agents: r.agents?.list, stories: r.toolStories };
  };
  it.each(variants)('after a change of %s, and back', (_, changed) => {
    const before = facts(a);
    const after = facts(changed);
    expect(after).toEqual(facts({ ...changed, title: 'fresh' }));
    analyze({ ...a, files: [{ path: a.files[0]!.path, text: '{}' }] });
    expect(facts(changed)).toEqual(after);
    expect(facts(a)).toEqual(before);
  });
});

// `check` and `test` print no lint: the fields only other callers show are computed when first read, and reading them
// late (after other analyses ran) gives what reading them at once gives.
describe('analyze: what only some callers show is computed on first read', () => {
  const LAZY = ['lints', 'ruleLints', 'diagnostics', 'toolStories', 'lostLegacy'] as const;
  const isPending = (o: object, key: string) => typeof Object.getOwnPropertyDescriptor(o, key)?.get === 'function';
  const shown = (r: ReturnType<typeof analyze>) => ({ lints: r.lints, ruleLints: r.ruleLints, diagnostics: r.diagnostics, stories: r.toolStories, lost: r.lostLegacy, reachable: r.tools.map((t) => t.reachable) });
  it.each(EXAMPLES.map((e) => [e.id, e.scenario] as const))('%s: a decision reads no lint; read late, every field is what it is read at once', (_, scenario) => {
    const late = analyze({ ...scenario, title: 'late' });
    expect(late.probes.length).toBe(scenario.probes.length);
    if (late.agent) checkCall(late, 'bash', 'git status');
    for (const key of LAZY) expect(isPending(late, key), key).toBe(true);
    for (const t of late.tools) expect(isPending(t, 'reachable'), t.tool).toBe(true);
    analyze(EXAMPLES[0]!.scenario === scenario ? EXAMPLES[1]!.scenario : EXAMPLES[0]!.scenario);
    const lateFacts = shown(late);
    expect(lateFacts).toEqual(shown(analyze({ ...scenario, title: 'at once' })));
    expect(Object.keys(late)).toEqual(['scenario', 'load', 'agents', 'agent', 'sessionRules', 'ruleset', 'tools', 'probes', 'lints', 'ruleLints', 'diagnostics', 'toolStories', 'lostLegacy', 'index']);
  });
});

describe('analyze: a config past the playground limits', () => {
  it('decides nothing and says so with the counts, where a smaller one is analysed', () => {
    const agent = (n: number) => JSON.stringify({ agent: Object.fromEntries(Array.from({ length: n }, (_, i) => [`a${i}`, {}])) });
    const small = analyze({ ...base(agent(MAX_PLAYGROUND_AGENTS - 7), 'linux', ['bash']), probes: [{ permission: 'bash', input: 'ls' }] });
    expect(small.agents?.agents).toHaveLength(MAX_PLAYGROUND_AGENTS);
    expect(small.diagnostics.map((d) => d.code)).not.toContain(TOO_BIG_CODE);
    const big = analyze({ ...base(agent(MAX_PLAYGROUND_AGENTS - 6), 'linux', ['bash']), probes: [{ permission: 'bash', input: 'ls' }] });
    expect([big.agents, big.agent, big.tools, big.probes[0]?.decision]).toEqual([null, null, [], null]);
    expect(big.diagnostics.find((d) => d.code === TOO_BIG_CODE)?.message).toMatch(/^too big for the playground: \d+ rules and 25,001 agents/);
  }, 120_000);
});

describe('analyze: a keystroke keeps the lists it does not change (the same arrays)', () => {
  const scenarioWith = (pattern: string): Scenario => ({
    ...base('', 'linux', []),
    files: [
      { path: '/home/user/.config/agentforge/agentforge.json', text: JSON.stringify({ permission: { bash: { '*': 'ask', 'git status': 'allow', 'git *': 'allow' } } }) },
      { path: '/home/user/project/agentforge.json', text: JSON.stringify({ permission: { bash: { 'rm -rf *': 'deny' }, edit: { [pattern]: 'deny' }, read: { '*.env': 'deny' } } }, null, 2) },
    ],
  });
  it.each([
    ['a path typed into that no lint is about', 'src/a.ts', 'src/ab.ts', { rulesByLayer: true, lints: true, ruleLints: true, diagnostics: true }],
    ['a path that a lint comes to be about (a glob)', 'src/a.ts', 'src/*', { rulesByLayer: true, lints: true, ruleLints: false, diagnostics: false }],
  ] as const)('%s', (_, before, after, kept) => {
    const first = analyze(scenarioWith(before));
    const lists = (a: ReturnType<typeof analyze>) => ({ rulesByLayer: [...a.index.rulesByLayer.values()], lints: a.lints, ruleLints: a.ruleLints, diagnostics: a.diagnostics });
    const one = lists(first);
    const two = lists(analyze(scenarioWith(after)));
    expect({
      rulesByLayer: two.rulesByLayer.every((l, i) => l === one.rulesByLayer[i]),
      lints: two.lints === one.lints,
      ruleLints: two.ruleLints === one.ruleLints,
      diagnostics: two.diagnostics === one.diagnostics,
    }).toEqual(kept);
    // What a first analysis of the same scenario gives.
    analyze(scenarioWith('other'));
    const fresh = lists(analyze(scenarioWith(after)));
    expect(two).toEqual(fresh);
  });
});

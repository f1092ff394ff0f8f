import { describe, expect, it } from 'vitest';
import { analyze } from '../analyze.ts';
import { findExample } from '../examples/examples.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { applyFix } from './apply-fix.ts';
import type { FixProposal, FixResult, FixTarget } from './fix-types.ts';
import { proposeLintFix } from './lint-fix.ts';
import { proposeFixes } from './propose-fixes.ts';

const PROJECT = '/home/user/project/agentforge.json';
const example = (id: string): Scenario => findExample(id)!.scenario;
const withFiles = (files: Scenario['files'], rest: Partial<Scenario> = {}): Scenario => ({ ...example('env-files-ask'), files, probes: [], ...rest });
const textAfter = (p: FixProposal, path = PROJECT) => p.files.find((f) => f.path === path)?.after ?? '';

function proposals(r: FixResult): readonly FixProposal[] {
  if (r.kind !== 'proposals') throw new Error(`expected proposals, got ${JSON.stringify(r)}`);
  return r.proposals;
}

describe('proposeFixes on the design examples and the pitfalls gallery', () => {
  it('reports/** should be allowed: proposes the move and says which key moves and that key order decides', () => {
    const list = proposals(proposeFixes(example('pattern-level-rules'), { permission: 'edit', input: 'reports/a.md', want: 'allow' }));
    const move = list.find((p) => p.kind === 'move-rule');
    expect(move?.title).toMatch(/^Move edit\["reports\/\*\*"\]: "allow" after|^Move edit\["\*"\]: "deny" before/);
    expect(move?.why).toMatch(/Key order decides/);
    expect(textAfter(move!)).toContain('"edit": { "*": "deny", "reports/**": "allow" }');
    expect(textAfter(move!)).toContain('// writes denied by default');
    expect(move?.lands).toBe('allowed');
    expect(list.every((p) => p.lands === 'allowed')).toBe(true);
  });

  it.each<[string, Scenario, FixTarget, string, RegExp]>([
    ['git push should ask (a string action becomes a map, the old action kept as "*")', example('project-denies-global-allow'), { permission: 'bash', input: 'git push', want: 'ask' }, 'asks', /"bash": \{ "\*": "deny", "git push \*": "ask" \}/],
    ['git push should ask after a catch-all deny', example('last-match-wins'), { permission: 'bash', input: 'git push origin main', want: 'ask' }, 'asks', /"git push \*": "ask"/],
    ['never read .env (a map with the old "*" first)', example('pattern-level-rules'), { permission: 'read', input: '.env', want: 'deny' }, 'denied-at-execute', /"read": \{ "\*": "allow", "\.env": "deny" \}/],
    ['the plan agent must not see edit', example('tools-true-permission-ask'), { agent: 'plan', permission: 'edit', input: 'src/a.ts', want: 'hidden' }, 'hidden', /"edit": "deny"/],
    ['rm* also matches rmdir: narrowed to "rm *"', example('trailing-space-star'), { permission: 'bash', input: 'rmdir build', want: 'ask' }, 'asks', /"rm \*": "deny"/],
    ['git diff without " *" misses git diff HEAD', withFiles([{ path: PROJECT, text: '{ "permission": { "bash": { "*": "ask", "git diff": "allow" } } }' }]), { permission: 'bash', input: 'git diff HEAD', want: 'allow' }, 'allowed', /"git diff \*": "allow"/],
  ])('%s', (_name, scenario, target, stage, text) => {
    const list = proposals(proposeFixes(scenario, target));
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]!.lands).toBe(stage);
    expect(list.some((p) => text.test(textAfter(p)))).toBe(true);
  });

  it('deny wanted: proposals landing at execute come before the ones that hide the tool', () => {
    const list = proposals(proposeFixes(example('pattern-level-rules'), { permission: 'read', input: '.env', want: 'deny' }));
    const stages = list.map((p) => p.lands);
    expect(stages[0]).toBe('denied-at-execute');
    expect(stages.lastIndexOf('denied-at-execute')).toBeLessThan(stages.indexOf('hidden') < 0 ? Infinity : stages.indexOf('hidden'));
  });

  it('integer-like keys: no proposal adds "2024" to the same map (it would be enumerated first); every one is verified', () => {
    const scenario = example('integer-like-keys');
    const list = proposals(proposeFixes(scenario, { permission: 'read', input: '2024', want: 'allow' }));
    expect(list.some((p) => p.title.includes('last rule of permission.read in'))).toBe(false);
    for (const p of list) expect(analyze({ ...applyFix(scenario, p), probes: [{ permission: 'read', input: '2024' }] }).probes[0]!.decision?.action).toBe('allow');
  });

  it.each<[string, Scenario, FixTarget, string, string | undefined]>([
    ['managed policy at the agent level', withFiles([{ path: '/etc/agentforge/agentforge.json', text: '{ "agent": { "build": { "permission": { "webfetch": "deny" } } } }' }, { path: PROJECT, text: '{}' }]), { permission: 'webfetch', input: 'https://x.dev', want: 'allow' }, 'managed policy', '/etc/agentforge/agentforge.json'],
    ['AGENTFORGE_CONFIG_CONTENT', withFiles([{ path: PROJECT, text: '{}' }], { env: { AGENTFORGE_CONFIG_CONTENT: '{ "agent": { "build": { "permission": { "grep": "deny" } } } }' } }), { permission: 'grep', input: 'x', want: 'ask' }, 'AGENTFORGE_CONFIG_CONTENT', undefined],
    ['a request with tools {bash: true}', example('request-overrides-agent-deny'), { permission: 'bash', input: 'rm -rf build', want: 'deny' }, "this request's tools.bash", undefined],
  ])('blocked by %s', (_name, scenario, target, layer, path) => {
    const r = proposeFixes(scenario, target);
    expect(r).toMatchObject({ kind: 'blocked', layer });
    if (r.kind === 'blocked') {
      expect(r.path).toBe(path);
      expect(r.reason).toMatch(/wins|after every/);
    }
  });

  it('a managed top-level permission is beaten by the agent\'s own rules, so that is proposed, never an edit of the managed file', () => {
    const scenario = withFiles([{ path: '/etc/agentforge/agentforge.json', text: '{ "permission": { "webfetch": "deny" } }' }, { path: PROJECT, text: '{}' }]);
    const list = proposals(proposeFixes(scenario, { permission: 'webfetch', input: 'https://x.dev', want: 'allow' }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.edits.every((e) => e.path === PROJECT))).toBe(true);
  });

  it.each<[string, Scenario, FixTarget, FixResult['kind']]>([
    ['holds', example('pattern-level-rules'), { permission: 'bash', input: 'git push', want: 'ask' }, 'holds'],
    ['deny holds when hidden', example('last-match-wins'), { permission: 'bash', input: 'ls', want: 'deny' }, 'holds'],
    ['a config that does not load', example('env-value-breaks-json'), { permission: 'bash', input: 'ls', want: 'deny' }, 'blocked'],
    ['an unknown agent', example('pattern-level-rules'), { agent: 'ghost', permission: 'bash', input: 'ls', want: 'deny' }, 'blocked'],
  ])('%s', (_name, scenario, target, kind) => {
    expect(proposeFixes(scenario, target).kind).toBe(kind);
  });

  it('creates the project config when the user has none (never read .env)', () => {
    const list = proposals(proposeFixes(example('env-files-ask'), { permission: 'read', input: '.env', want: 'deny' }));
    expect(list[0]!.files[0]).toMatchObject({ path: PROJECT, before: '' });
    expect(list[0]!.lands).toBe('denied-at-execute');
  });

  it('edits a markdown agent\'s frontmatter and AGENTFORGE_PERMISSION where the rules live', () => {
    const md = '/home/user/project/.agentforge/agent/rev.md';
    const scenario = withFiles([{ path: md, text: '---\nmode: primary\npermission:\n  bash:\n    "*": allow\n---\nReview.\n' }], { agent: 'rev', env: { AGENTFORGE_PERMISSION: '{"read":{"*.pem":"allow"}}' } });
    const bash = proposals(proposeFixes(scenario, { permission: 'bash', input: 'git push', want: 'ask' }));
    expect(bash.some((p) => textAfter(p, md).includes('    "*": allow\n    "git push *": ask\n'))).toBe(true);
    const pem = proposals(proposeFixes(scenario, { permission: 'read', input: 'key.pem', want: 'deny' }));
    expect(pem.some((p) => p.edits.some((e) => e.env === 'AGENTFORGE_PERMISSION'))).toBe(true);
  });

  it('applyFix is byte-exact: every file becomes the proposal\'s "after", nothing else changes', () => {
    const scenario = example('pattern-level-rules');
    for (const p of proposals(proposeFixes(scenario, { permission: 'bash', input: 'git status', want: 'allow' }))) {
      const next = applyFix(scenario, p);
      for (const f of p.files) expect(next.files.find((x) => x.path === f.path)?.text).toBe(f.after);
      expect(next.files.length).toBe(scenario.files.length);
      expect(applyFix(scenario, { edits: [] })).toEqual(scenario);
    }
  });
});

describe('proposeLintFix', () => {
  it('a rule written before the catch-all: move it after "*", verified (lint gone, the rule wins)', () => {
    const scenario = example('last-match-wins');
    const lint = analyze(scenario).lints[0]!;
    const list = proposeLintFix(scenario, lint);
    expect(list[0]?.kind).toBe('move-rule');
    expect(list[0]?.why).toMatch(/Key order decides/);
    const after = analyze(applyFix(scenario, list[0]!));
    expect(after.lints).toEqual([]);
    expect(JSON.parse(after.scenario.files[0]!.text)).toEqual({ permission: { bash: { '*': 'deny', 'git *': 'allow' } } });
  });
});

import { describe, expect, it } from 'vitest';
import { collectGlobInputs, lintRules, findUnreachableRules, type Rule } from '../../../engine/index.ts';
import { toApprovalRuleRows, toLostLegacyRows, toRuleRows } from './to-rule-rows.ts';
import { analyze, approvalEffects } from '../../../engine/index.ts';

const r = (permission: string, pattern: string, action: Rule['action'], origin?: Rule['origin']): Rule => ({ permission, pattern, action, ...(origin ? { origin } : {}) });

describe('toRuleRows', () => {
  it.each([
    { name: 'a catch-all later covers an earlier literal', rules: [r('bash', 'git status', 'allow'), r('bash', '*', 'ask')], covered: [1, null] },
    { name: 'a later literal does not cover a catch-all', rules: [r('bash', '*', 'ask'), r('bash', 'git status', 'allow')], covered: [null, null] },
    { name: 'hostile keys', rules: [r('__proto__', '<script>', 'deny'), r('*', '*', 'allow')], covered: [1, null] },
  ])('$name', ({ rules, covered }) => {
    const rows = toRuleRows(rules, findUnreachableRules(rules), [], '/w', '/h');
    expect(rows.map((row) => row.coveredBy)).toEqual(covered);
    expect(rows.map((row) => row.index)).toEqual(rules.map((_, i) => i));
  });
  it('marks session rules', () => {
    const rows = toRuleRows([r('bash', '*', 'deny', { kind: 'request', tool: 'bash' })], [], [], '/w', '/h');
    expect(rows[0]!.source.isSession).toBe(true);
  });
  it('carries the glob-intuition lint with its witness, from the engine', () => {
    const origin = { kind: 'config', keyPath: ['permission', 'read', 'src/*'] } as const;
    const rules = [r('read', 'src/*', 'deny', origin), r('read', 'docs/a.md', 'allow', origin)];
    const inputs = collectGlobInputs({ probes: [{ permission: 'read', input: 'src/deep/x.ts' }], files: [], worktree: '/w' });
    const rows = toRuleRows(rules, [], [], '/w', '/h', lintRules(rules, [], inputs));
    expect(rows.map((row) => row.globIntuition?.witness ?? null)).toEqual(['src/deep/x.ts', null]);
    expect(rows[0]!.globIntuition?.detail).toContain('"src/deep/x.ts"');
  });
});

describe('the Rules story: lost legacy values, never-matching patterns, approvals', () => {
  const W = '/home/user/project';
  const run = (text: string) => analyze({ version: 1, files: [{ path: `${W}/agentforge.json`, text }], env: {}, cwd: W, worktree: W, home: '/home/user', platform: 'linux', probes: [] } as Parameters<typeof analyze>[0]);

  it.each([
    // [config, lost value, what it lost to, the rule it stands before (its pattern)]
    ['{"tools":{"bash":true},"permission":{"bash":"ask"}}', 'tools.bash = true (would allow)', 'lost to permission.bash = "ask": explicit permission wins over legacy tools', 'bash *'],
    ['{"tools":{"edit":true,"write":false}}', 'tools.edit = true (would allow)', 'lost to tools.write, which folds into the same key and comes later', 'edit *'],
  ])('%s', (text, value, lostTo, before) => {
    const a = run(text);
    const [row] = toLostLegacyRows(a.lostLegacy, a.ruleset, a.agent!.key, a.scenario);
    expect([row!.value, row!.lostTo]).toEqual([value, lostTo]);
    const rule = a.ruleset[row!.before]!;
    expect(`${rule.permission} ${rule.pattern}`).toBe(before);
    expect(row!.locationText).toMatch(/^agentforge\.json:1:\d+$/);
  });

  it('has no lost row when the legacy value won or says the same', () => {
    for (const text of ['{"tools":{"bash":false}}', '{"tools":{"bash":false},"permission":{"bash":"deny"}}']) expect(run(text).lostLegacy).toEqual([]);
  });

  it('shows the string an absolute edit pattern is compared with', () => {
    const a = run('{"permission":{"edit":{"/home/user/project/src/*":"deny"}}}');
    const rows = toRuleRows(a.ruleset, a.lints, a.load.layers, W, '/home/user', a.ruleLints);
    const row = rows.find((x) => x.pattern === '/home/user/project/src/*')!;
    expect(row.neverMatches?.compared).toBe('src/x');
  });

  it.each([
    // [ruleset, approval, beat words]
    [[r('edit', '*', 'deny')], r('edit', '*', 'allow', { kind: 'approval' }), 'beats the config: without it, denied at execute by #0'],
    [[r('bash', '*', 'ask')], r('bash', 'git status *', 'allow', { kind: 'approval' }), 'beats the config: without it, asks by #0'],
    [[], r('webfetch', '*', 'allow', { kind: 'approval' }), 'beats the config: without it, default ask (no rule matched)'],
    [[r('*', '*', 'allow')], r('read', '*', 'allow', { kind: 'approval' }), null],
  ] as const)('approval %j', (ruleset, approval, beat) => {
    const [row] = toApprovalRuleRows(approvalEffects([approval], ruleset));
    expect(row!.index).toBe(ruleset.length);
    expect(row!.label).toBe('session rule from an "always" approval');
    expect(row!.beat).toBe(beat);
  });
});

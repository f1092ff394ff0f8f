import { describe, expect, it } from 'vitest';
import { collectGlobInputs, lintRules, findUnreachableRules, type Rule } from '../../../engine/index.ts';
import { toRuleRows } from './to-rule-rows.ts';

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

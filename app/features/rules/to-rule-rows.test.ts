import { describe, expect, it } from 'vitest';
import { findUnreachableRules } from '../../../engine/permission/lint.ts';
import type { Rule } from '../../../engine/permission/rule.ts';
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
});

import { describe, expect, it } from 'vitest';
import type { Rule } from '../../permission/rule.ts';
import { approvalEffects, approvalForAnyInput } from './approval-effects.ts';

const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action });
const ok = (permission: string, pattern: string): Rule => ({ permission, pattern, action: 'allow', origin: { kind: 'approval', requestID: 'per_1' } });

describe('approvalEffects', () => {
  it.each([
    // [ruleset, approval, config action, config rule index]
    [[r('edit', '*', 'deny')], ok('edit', '*'), 'deny', 0],
    [[r('bash', '*', 'ask'), r('bash', 'git push*', 'deny')], ok('bash', 'git push *'), 'deny', 1],
    [[], ok('webfetch', '*'), 'ask', -1],
    [[r('*', '*', 'allow')], ok('read', '*'), 'allow', 0],
  ] as const)('%j then %j', (ruleset, approval, action, index) => {
    const [effect] = approvalEffects([approval], ruleset);
    expect([effect!.config.action, effect!.config.index, effect!.index]).toEqual([action, index, ruleset.length]);
  });
});

describe('approvalForAnyInput', () => {
  it.each([
    [[ok('edit', '*')], 'edit', true],
    [[ok('bash', 'git status *')], 'bash', false],
    [[ok('edit', '*')], 'read', false],
    [[ok('*', '*')], 'github_x', true],
    [[ok('__proto__', '<script>')], '__proto__', false],
  ] as const)('%j for %s', (approved, permission, found) => expect(approvalForAnyInput(permission, approved) !== null).toBe(found));
});

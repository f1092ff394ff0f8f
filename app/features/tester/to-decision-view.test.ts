import { describe, expect, it } from 'vitest';
import { evaluate, type Rule } from '../../../engine/index.ts';
import { toDecisionView } from './to-decision-view.ts';

const W = '/home/user/project';
const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action, origin: { kind: 'config', keyPath: ['permission', permission, pattern] } });
const rules = [r('edit', 'reports/**', 'allow'), r('edit', '*', 'deny'), r('bash', 'git status', 'allow'), r('bash', '*', 'ask'), r('read', '*', 'allow')];

describe('toDecisionView', () => {
  it.each([
    { perm: 'edit', input: 'reports/a.md', stage: 'denied-at-execute', winner: 'edit["*"]', lost: ['edit["reports/**"]'] },
    { perm: 'bash', input: 'git status', stage: 'asks', winner: 'bash["*"]', lost: ['bash["git status"]'] },
    { perm: 'read', input: 'src/a.ts', stage: 'allowed', winner: 'read["*"]', lost: [] },
    { perm: 'webfetch', input: 'https://x', stage: 'default-ask', winner: null, lost: [] },
    { perm: '__proto__', input: '<script>', stage: 'default-ask', winner: null, lost: [] },
  ])('$perm $input -> $stage', ({ perm, input, stage, winner, lost }) => {
    const v = toDecisionView(evaluate(perm, input, [rules]), false, [], W, '/home/user');
    expect(v.stage).toBe(stage);
    expect(v.winner?.source.label ?? null).toBe(winner);
    expect(v.overridden.map((l) => l.source.label)).toEqual(lost);
  });

  it('says default ask when nothing matched', () => {
    expect(toDecisionView(evaluate('x', 'y', [[]]), false, [], W, '/home/user').summary).toBe('No rule matched: default ask');
  });

  it('puts hidden above the action', () => {
    expect(toDecisionView(evaluate('edit', 'a', [rules]), true, [], W, '/home/user').stage).toBe('hidden');
  });
});

import { describe, expect, it } from 'vitest';
import type { WantedOutcome } from '../../../engine/index.ts';
import type { StageKind } from '../../../engine/index.ts';
import { isWantedOutcome, isWantMet, toFixLabel, toProbeFixRequest, toShadowFixRequest, toTesterFixRequest } from './to-fix-target.ts';

describe('isWantMet', () => {
  it.each<[StageKind, WantedOutcome, boolean]>([
    ['allowed', 'allow', true],
    ['asks', 'ask', true],
    ['default-ask', 'ask', true],
    ['denied-at-execute', 'deny', true],
    ['hidden', 'hidden', true],
    // Hidden and denied at execute are different wants.
    ['hidden', 'deny', false],
    ['denied-at-execute', 'hidden', false],
    ['allowed', 'ask', false],
    ['default-ask', 'allow', false],
  ])('%s meets %s: %s', (stage, want, expected) => expect(isWantMet(stage, want)).toBe(expected));
});

describe('toProbeFixRequest', () => {
  const row = { permission: 'edit', input: 'reports/a.md', agent: null, expect: 'allow', verdict: 'fail', action: 'deny' } as const;
  it.each([
    ['a failing probe', row, { target: { permission: 'edit', input: 'reports/a.md', want: 'allow' }, label: 'edit reports/a.md' }],
    ['an agent probe', { ...row, agent: 'plan' }, { target: { agent: 'plan', permission: 'edit', input: 'reports/a.md', want: 'allow' }, label: '@plan edit reports/a.md' }],
    ['a passing probe', { ...row, verdict: 'pass', action: 'allow' }, null],
    ['no expectation', { ...row, expect: null, verdict: 'none' }, null],
    ['nothing decided', { ...row, action: null }, null],
  ] as const)('%s', (_name, r, expected) => expect(toProbeFixRequest(r)).toEqual(expected));
});

describe('toTesterFixRequest', () => {
  it.each([
    ['no want chosen', 'bash', 'git push', 'build', 'asks', null, null],
    ['want already met', 'bash', 'git push', 'build', 'asks', 'ask', null],
    ['nothing decided', 'bash', 'git push', 'build', null, 'ask', null],
    ['empty permission', '  ', 'x', null, 'asks', 'deny', null],
    ['hidden wanted for a denied call', 'edit', '.env', null, 'denied-at-execute', 'hidden', { target: { permission: 'edit', input: '.env', want: 'hidden' }, label: 'edit .env' }],
    ['with the agent', 'bash', 'git push', 'plan', 'allowed', 'ask', { target: { agent: 'plan', permission: 'bash', input: 'git push', want: 'ask' }, label: '@plan bash git push' }],
  ] as const)('%s', (_name, permission, input, agent, stage, want, expected) => expect(toTesterFixRequest(permission, input, agent, stage, want)).toEqual(expected));
});

describe('labels and choices', () => {
  it.each([
    [{ permission: 'read', input: '' }, 'read (empty)'],
    [{ permission: 'bash', input: 'rm -rf /', agent: 'x y' }, '@x y bash rm -rf /'],
  ])('toFixLabel %#', (target, expected) => expect(toFixLabel(target)).toBe(expected));

  it.each([['allow', true], ['hidden', true], ['', false], ['Allow', false], ['__proto__', false]])('isWantedOutcome(%j)', (v, expected) => expect(isWantedOutcome(v)).toBe(expected));

  it('the quick fix of a rule that can never win wants its own pattern to get its action', () => {
    expect(toShadowFixRequest({ permission: 'edit', pattern: 'reports/**', action: 'allow' }, 'build')).toEqual({
      target: { agent: 'build', permission: 'edit', input: 'reports/**', want: 'allow' },
      label: '@build edit reports/** (rule that can never win)',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Rule } from '../permission/rule.ts';
import { hidingOf, isRuleHidden, type HidingContext } from './permission-hiding.ts';

type Row = HidingContext['tools'][number];
const t = (tool: string, permission: string, visible: boolean): Row => ({ tool, permission, visible, hiddenBy: visible ? null : 'rule', lastRule: null });
const deny = (permission: string): Rule => ({ permission, pattern: '*', action: 'deny' });
const ctx = (tools: Row[], ruleset: Rule[], request?: Record<string, boolean>): HidingContext => ({ tools, ruleset, scenario: { platform: 'linux', request: request ? { tools: request } : undefined } });

describe('hidingOf', () => {
  const tools = [t('edit', 'edit', false), t('write', 'edit', false), t('bash', 'bash', true)];
  it.each([
    ['edit', true],
    ['write', true],
    ['bash', false],
    ['other', false],
  ])('%s -> %s', (perm, hidden) => expect(hidingOf(perm, ctx(tools, [])).hidden).toBe(hidden));
  it('trusts the analysed tool over the rules', () => expect(hidingOf('bash', ctx(tools, [deny('bash')])).hidden).toBe(false));
  it('falls back to the rules for permissions without a tool', () => {
    const h = hidingOf('x', ctx(tools, [deny('x')]));
    expect(h).toMatchObject({ hidden: true, hiddenBy: 'rule', tool: 'x', hidingRule: { index: 0 } });
  });
  // No tool asks with these: a `* deny` refuses the call that asks them at execute; it never hides a tool.
  it.each(['external_directory', 'doom_loop'])('never hides %s, whatever its rules or the request say', (perm) => {
    expect(hidingOf(perm, ctx(tools, [deny(perm)], { [perm]: false }))).toMatchObject({ hidden: false, hiddenBy: null });
  });
  it('falls back to the request switch', () => expect(hidingOf('x', ctx([], [], { x: false }))).toMatchObject({ hidden: true, hiddenBy: 'request' }));
  it.each(['__proto__', 'constructor', 'toString'])('reads no inherited request switch for %s', (perm) => expect(hidingOf(perm, ctx([], [])).hidden).toBe(false));
  it('a later non-* rule keeps the tool visible', () => expect(hidingOf('x', ctx([], [deny('x'), { permission: 'x', pattern: 'a', action: 'deny' }])).hidden).toBe(false));
});

describe('isRuleHidden', () => {
  const tools = [t('edit', 'edit', false), t('write', 'edit', false), t('bash', 'bash', true)];
  it.each([
    ['edit', true],
    ['bash', false],
    ['*', false],
    ['e*', true],
    ['nothing', false],
  ])('%s -> %s', (perm, hidden) => expect(isRuleHidden(deny(perm), ctx(tools, []))).toBe(hidden));
});

import { describe, expect, it } from 'vitest';
import type { Rule, RuleOrigin } from '../permission/rule.ts';
import { buildAgents } from './build-agents.ts';
import { StableRules } from './stable-rules.ts';

const origin: RuleOrigin = { kind: 'builtin-default' };
const other: RuleOrigin = { kind: 'builtin-default' };
/** A fresh rule object each call, as `fromConfig` makes them. */
const r = (pattern: string, action: Rule['action'] = 'allow', o: RuleOrigin | undefined = origin): Rule => (o ? { permission: 'bash', pattern, action, origin: o } : { permission: 'bash', pattern, action });

describe('StableRules: a list that says what it said before is the same list', () => {
  const cases: { name: string; first: () => Rule[]; second: () => Rule[]; sameList: boolean; sameItems: readonly boolean[] }[] = [
    { name: 'the same rules, new objects', first: () => [r('a'), r('b')], second: () => [r('a'), r('b')], sameList: true, sameItems: [true, true] },
    { name: 'one action changed', first: () => [r('a'), r('b')], second: () => [r('a'), r('b', 'deny')], sameList: false, sameItems: [true, false] },
    { name: 'one pattern changed', first: () => [r('a'), r('b'), r('c')], second: () => [r('a'), r('x'), r('c')], sameList: false, sameItems: [true, false, true] },
    { name: 'another origin object', first: () => [r('a')], second: () => [r('a', 'allow', other)], sameList: false, sameItems: [false] },
    { name: 'no origin on either', first: () => [r('a', 'allow', undefined)], second: () => [r('a', 'allow', undefined)], sameList: true, sameItems: [true] },
    { name: 'a rule added', first: () => [r('a')], second: () => [r('a'), r('b')], sameList: false, sameItems: [false, false] },
    { name: 'empty lists', first: () => [], second: () => [], sameList: true, sameItems: [] },
  ];
  it.each(cases)('$name', ({ first, second, sameList, sameItems }) => {
    const stable = new StableRules();
    const a = stable.keep('k', first());
    stable.end();
    const fresh = second();
    const b = stable.keep('k', fresh);
    expect(b === a).toBe(sameList);
    expect(b).toEqual(fresh);
    expect(b.map((rule, i) => rule === a[i])).toEqual(sameItems);
  });

  it('a list is compared with the one kept under its own key, and a key not kept in the last build is forgotten', () => {
    const stable = new StableRules();
    const a = stable.keep('a', [r('x')]);
    stable.keep('b', [r('y')]);
    stable.end();
    expect(stable.keep('b', [r('x')])).not.toBe(a);
    stable.end();
    // 'a' was not kept in the build before: a list under it is new.
    expect(stable.keep('a', [r('x')])).not.toBe(a);
  });
});

describe('buildAgents keeps what did not change', () => {
  const ctx = { home: '/h', worktree: '/w', cwd: '/w', skillDirs: [] };
  it('built twice from equal configs: every agent’s rule lists and rules are the same objects', () => {
    const config = () => ({ permission: { bash: { '*': 'ask', 'git *': 'allow' } }, agent: { docs: { permission: { edit: 'deny' } } } });
    const first = buildAgents(config(), ctx);
    const second = buildAgents(config(), ctx);
    for (const agent of second.agents) {
      const before = first.byKey.get(agent.key)!;
      agent.permission.segments.forEach((segment, i) => expect(segment).toBe(before.permission.segments[i]));
    }
  });

  it('one user rule changed: the defaults and built-in rules are the same objects, the user list is new', () => {
    const first = buildAgents({ permission: { bash: { 'git *': 'allow' } } }, ctx);
    const second = buildAgents({ permission: { bash: { 'git *': 'deny' } } }, ctx);
    const build1 = first.byKey.get('build')!.permission.segments;
    const build2 = second.byKey.get('build')!.permission.segments;
    expect(build2[0]).toBe(build1[0]);
    const user = build2.findIndex((s) => s.some((rule) => rule.pattern === 'git *'));
    expect(build2[user]).not.toBe(build1[user]);
    expect(build2[user]!.find((rule) => rule.pattern === 'git *')!.action).toBe('deny');
  });
});

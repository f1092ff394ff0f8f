import { describe, expect, it } from 'vitest';
import type { Rule } from '../permission/rule.ts';
import { deriveSubagentRules } from './subagent-rules.ts';
import { toRuleSegments } from '../permission/rule-segments.ts';

const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action });

describe('deriveSubagentRules', () => {
  const parent = [r('*', '*', 'allow'), r('external_directory', '/x/*', 'allow'), r('bash', 'rm *', 'deny'), r('edit', '*', 'ask')];

  it('keeps external_directory and deny rules, then adds todowrite/task denies', () => {
    const rules = deriveSubagentRules(parent, { permission: toRuleSegments([]) }, {}, 'build');
    expect(rules.map(({ permission, pattern, action }) => [permission, pattern, action])).toEqual([
      ['external_directory', '/x/*', 'allow'],
      ['bash', 'rm *', 'deny'],
      ['todowrite', '*', 'deny'],
      ['task', '*', 'deny'],
    ]);
    expect(rules[0]?.origin).toEqual({ kind: 'subagent-inherited', parent: 'build' });
    expect(rules[3]?.origin?.kind).toBe('subagent-default');
  });

  it('skips the todowrite/task denies when the subagent has its own rule, and denies primary_tools', () => {
    const rules = deriveSubagentRules([], { permission: toRuleSegments([[r('todowrite', 'x', 'allow'), r('task', '*', 'deny')]]) }, { experimental: { primary_tools: ['lsp', 3] } });
    expect(rules.map((x) => x.permission)).toEqual(['lsp']);
  });

  it('keeps the parent rule key order and remembers its origin', () => {
    const given: Rule = { permission: 'bash', action: 'deny', pattern: '*', origin: { kind: 'given' } };
    const [rule] = deriveSubagentRules([given], { permission: toRuleSegments([[r('todowrite', '*', 'allow'), r('task', '*', 'allow')]]) }, {});
    expect(Object.keys(rule!)).toEqual(['permission', 'action', 'pattern', 'origin']);
    expect(rule?.origin).toEqual({ kind: 'subagent-inherited', parent: 'parent', from: { kind: 'given' } });
  });
});

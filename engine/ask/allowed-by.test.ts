import { describe, expect, it } from 'vitest';
import type { Rule, RuleOrigin } from '../permission/rule.ts';
import { allowedByWords } from '../report/words.ts';
import { allowedBy } from './allowed-by.ts';

const rule = (permission: string, pattern: string, action: Rule['action'], origin: RuleOrigin = { kind: 'config', keyPath: ['permission', permission, pattern] }): Rule => ({ permission, pattern, action, origin });
const approval = (permission: string, pattern: string): Rule => rule(permission, pattern, 'allow', { kind: 'approval', requestID: 'per_1' });
const req = (permission: string, ...patterns: string[]) => ({ permission, patterns, always: ['*'] });

describe('allowedBy', () => {
  it.each([
    ['the rules allow it', req('edit', 'a.ts'), [rule('edit', '*', 'allow')], [], 'rules', null],
    ['an approval beats a config deny', req('edit', 'secret/k'), [rule('edit', '*', 'ask'), rule('edit', 'secret/*', 'deny')], [approval('edit', '*')], 'approval', 'deny'],
    ['an approval beats an ask', req('edit', 'b.ts'), [rule('edit', '*', 'ask')], [approval('edit', '*')], 'approval', 'ask'],
    ['an approval beats the default ask', req('webfetch', 'u'), [], [approval('webfetch', '*')], 'approval', 'ask'],
    ['the worst pattern is named (deny before ask)', req('bash', 'ls', 'rm x'), [rule('bash', '*', 'ask'), rule('bash', 'rm *', 'deny')], [approval('bash', '*')], 'approval', 'deny'],
    ['an empty pattern list is the rules', req('bash'), [], [], 'rules', null],
  ] as const)('%s', (_name, request, ruleset, approved, kind, overrides) => {
    const by = allowedBy(request, [...ruleset], [...approved]);
    expect(by.kind).toBe(kind);
    expect(by.kind === 'approval' ? by.overrides : null).toBe(overrides);
  });

  it.each([
    [{ kind: 'config', keyPath: [] } as RuleOrigin, "beats the config's deny"],
    [{ kind: 'builtin-agent', agent: 'plan' } as RuleOrigin, "beats the agent's deny"],
    [{ kind: 'given' } as RuleOrigin, "beats the rules' deny"],
  ])('words the deny it beat by its origin: %j', (origin, words) => {
    const by = allowedBy(req('edit', 'k'), [rule('edit', '*', 'deny', origin)], [approval('edit', '*')]);
    expect(allowedByWords(by)).toContain(words);
    expect(allowedByWords(by)).toContain('earlier \u201calways\u201d approval');
  });
});

import { describe, expect, it } from 'vitest';
import type { Rule } from '../permission/rule.ts';
import { lintDiagnostics, lintRules } from './rule-lints.ts';

const at = { file: '/p/agentforge.json', line: 3, column: 5, offset: 20, length: 8 };
function user(permission: string, pattern: string, action: Rule['action']): Rule {
  return { permission, pattern, action, origin: { kind: 'config', keyPath: ['permission', permission, pattern], location: at } };
}
const builtin: Rule = { permission: 'bash', pattern: 'rm -rf', action: 'deny', origin: { kind: 'builtin-default' } };

describe('lintRules (shell)', () => {
  it.each([
    // [rule, expected codes]
    [user('bash', 'rm -rf', 'deny'), ['shell/exact-only', 'shell/prefix-walkaround']],
    [user('bash', 'rm *', 'deny'), ['shell/prefix-walkaround']],
    [user('bash', 'git status', 'allow'), ['shell/exact-only']],
    [user('bash', 'git status *', 'allow'), []],
    [user('bash', '*', 'deny'), []],
    [user('bash', '*rm *', 'deny'), []],
    [user('bash', '/bin/rm *', 'deny'), []],
    [user('edit', 'rm -rf', 'deny'), []],
    [user('*', 'rm *', 'deny'), ['shell/prefix-walkaround']],
    [user('bash', '', 'deny'), ['shell/exact-only']],
    [builtin, []],
  ] as const)('%o -> %o', (rule, codes) => {
    expect(lintRules([rule], []).map((l) => l.code)).toEqual(codes);
  });

  it('names the walk-arounds in words', () => {
    const [lint] = lintRules([user('bash', 'rm *', 'deny')], []);
    expect(lint!.message).toContain('"sudo rm"');
    expect(lint!.message).toContain('"X=1 rm"');
    expect(lint!.message).toContain('"/bin/rm"');
  });

  it('places every lint where the rule was written', () => {
    const diagnostics = lintDiagnostics(lintRules([user('bash', 'rm -rf', 'deny')], []));
    expect(diagnostics.map((d) => [d.path, d.line, d.column, d.offset, d.length, d.severity])).toEqual([
      ['/p/agentforge.json', 3, 5, 20, 8, 'warning'],
      ['/p/agentforge.json', 3, 5, 20, 8, 'warning'],
    ]);
  });

  it('survives hostile patterns', () => {
    const long = `${'a'.repeat(100_000)} *`;
    expect(() => lintRules([user('bash', long, 'deny'), user('bash', '<script>alert(1)</script>', 'deny')], [])).not.toThrow();
  });
});

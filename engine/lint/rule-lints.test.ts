import { describe, expect, it, vi } from 'vitest';
import type { Rule } from '../permission/rule.ts';
import { lintDiagnostics, lintRules } from './rule-lints.ts';

const at = { file: '/p/agentforge.json', line: 3, column: 5, length: 8 };
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
      ['/p/agentforge.json', 3, 5, undefined, 8, 'warning'],
      ['/p/agentforge.json', 3, 5, undefined, 8, 'warning'],
    ]);
  });

  it('survives hostile patterns', () => {
    const long = `${'a'.repeat(100_000)} *`;
    expect(() => lintRules([user('bash', long, 'deny'), user('bash', '<script>alert(1)</script>', 'deny')], [])).not.toThrow();
  });
});

describe('lintRules keeps lints with their rules, invisibly', () => {
  const absolute = user('read', '/home/user/project/src/*.ts', 'deny');
  const exact = user('bash', 'rm -rf', 'deny');
  const glob = user('edit', 'src/*.ts', 'deny');
  const star = user('bash', '*', 'ask');
  const unreachable = (rules: readonly Rule[]) => rules.flatMap((r, index) => (r === exact && rules.indexOf(star) > index ? [{ index, rule: r, shadowedBy: { rule: star, index: rules.indexOf(star) } }] : []));
  // Each row runs after the ones before it with the same rule objects, so a lint kept from an earlier row must still be right.
  it.each([
    ['first sight', [absolute, exact, glob], '/home/user/project', { read: [], edit: ['src/a/b.ts'], external_directory: [] }, 'linux'],
    ['same rules, new indices', [glob, exact, absolute], '/home/user/project', { read: [], edit: ['src/a/b.ts'], external_directory: [] }, 'linux'],
    ['other worktree', [glob, exact, absolute], '/home/user/other', { read: [], edit: ['src/a/b.ts'], external_directory: [] }, 'linux'],
    ['other inputs at hand', [glob, exact, absolute], '/home/user/other', { read: [], edit: [], external_directory: [] }, 'linux'],
    ['no worktree, no inputs', [glob, exact, absolute], undefined, undefined, 'linux'],
    ['other platform', [glob, exact, absolute], '/home/user/project', { read: [], edit: ['src/a/b.ts'], external_directory: [] }, 'win32'],
    ['a later rule shadows one', [exact, glob, star], '/home/user/project', undefined, 'linux'],
    ['the shadow moves', [exact, star, glob], '/home/user/project', undefined, 'linux'],
  ] as const)('%s', async (_, rules, worktree, inputs, platform) => {
    const dead = unreachable(rules);
    const kept = lintRules(rules, dead, inputs, platform, worktree);
    vi.resetModules();
    const fresh = await import('./rule-lints.ts');
    expect(kept).toEqual(fresh.lintRules(rules, dead, inputs, platform, worktree));
  });
});

describe('a rule that only moved (same key path, text, line and column) keeps what its lints say', () => {
  // The loader interns key paths: a rule typed at the same path has the same keyPath array from one load to the next.
  const keyPath = ['permission', 'bash', 'rm -rf'];
  const at = (line: number, column: number) => ({ file: '/p/agentforge.json', line, column, length: 8 });
  const rule = (location: ReturnType<typeof at>, pattern = 'rm -rf', action: Rule['action'] = 'deny'): Rule => ({ permission: 'bash', pattern, action, origin: { kind: 'config', keyPath, location } });
  it.each([
    ['first sight', rule(at(3, 5))],
    ['parsed afresh (a new location object at the same line and column)', rule(at(3, 5))],
    ['moved to another line', rule(at(4, 5))],
    ['moved along its line', rule(at(4, 9))],
    ['its action changed', rule(at(4, 9), 'rm -rf', 'allow')],
    ['its pattern changed', rule(at(4, 9), 'rm -rf *', 'deny')],
  ] as const)('%s', async (_, r) => {
    const kept = lintRules([r], [], undefined, 'linux', '/p');
    vi.resetModules();
    const fresh = await import('./rule-lints.ts');
    expect(kept).toEqual(fresh.lintRules([r], [], undefined, 'linux', '/p'));
    expect(kept.every((l) => l.rule === r && l.location === (r.origin as { location: unknown }).location)).toBe(true);
  });
});

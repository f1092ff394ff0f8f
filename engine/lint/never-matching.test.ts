import { describe, expect, it } from 'vitest';
import type { Rule } from '../permission/rule.ts';
import { findNeverMatch } from './never-matching.ts';
import { lintRules } from './rule-lints.ts';

const W = '/home/user/project';
const rule = (permission: string, pattern: string, action: Rule['action'] = 'deny'): Rule => ({ permission, pattern, action, origin: { kind: 'config', keyPath: ['permission', permission, pattern] } });

describe('findNeverMatch', () => {
  it.each([
    // [permission, pattern, platform, reason | null, compared, suggestion]
    ['edit', `${W}/src/*`, 'linux', 'absolute-path', 'src/x', 'src/*'],
    ['read', `${W}/**`, 'linux', 'absolute-path', 'x', '**'],
    ['read', '/home/user/.ssh/*', 'linux', 'absolute-path', '../.ssh/x', '../.ssh/*'],
    ['read', '/**', 'linux', 'absolute-path', '../../../x', null],
    ['read', '/home/*', 'linux', 'absolute-path', '../../x', null],
    ['read', 'src/*', 'linux', null, '', ''],
    ['read', '*', 'linux', null, '', ''],
    ['read', '../secrets/*', 'linux', null, '', ''],
    ['read', '*/etc/*', 'linux', null, '', ''],
    // external_directory compares absolute `<dir>/*`, bash compares the command: absolute patterns are fine there.
    ['external_directory', '/tmp/*', 'linux', null, '', ''],
    ['bash', '/bin/rm *', 'linux', null, '', ''],
    ['*', '/etc/*', 'linux', null, '', ''],
    // win32: another drive or a share stays absolute, so only a lone leading slash is never compared.
    ['read', '//server/share/*', 'win32', null, '', ''],
    ['read', 'D:/x/*', 'win32', null, '', ''],
    ['read', '\\Users\\me\\*', 'win32', 'absolute-path', '../../../Users/me/x', '../../../Users/me/*'],
    // Tools that always ask with `*`.
    ['todowrite', 'x', 'linux', 'star-only', '*', '*'],
    ['github_*', 'repo/*', 'linux', 'star-only', '*', '*'],
    ['github_*', '*', 'linux', null, '', ''],
    ['mymcp_tool', 'a*', 'linux', 'star-only', '*', '*'],
    // No tool asks with write: it asks as edit.
    ['write', '**/*.md', 'linux', 'never-asked', '', null],
    ['write', '*', 'linux', 'never-asked', '', null],
    ['todo*', 'x', 'linux', 'star-only', '*', '*'],
    ['w*', 'x', 'linux', null, '', ''],
  ] as const)('%s %s (%s) -> %s', (permission, pattern, platform, reason, compared, suggestion) => {
    const found = findNeverMatch(rule(permission, pattern), W, platform);
    if (reason === null) expect(found).toBeNull();
    else expect(found).toEqual({ reason, compared, suggestion });
  });

  it('looks at no pattern too long to read', () => expect(findNeverMatch(rule('read', `/${'a'.repeat(10_000)}`), W)).toBeNull());
});

describe('lintRules: rule/never-matches', () => {
  it("shows the compared string for the docs' block-edits example", () => {
    const lints = lintRules([rule('edit', `${W}/src/*`)], [], undefined, 'linux', W).filter((l) => l.code === 'rule/never-matches');
    expect(lints).toHaveLength(1);
    expect(lints[0]!.compared).toBe('src/x');
    expect(lints[0]!.message).toContain('compares "src/x"');
    expect(lints[0]!.message).toContain('Write "src/*"');
  });

  it('says nothing without a worktree, and nothing about built-in rules', () => {
    expect(lintRules([rule('edit', `${W}/src/*`)], []).some((l) => l.code === 'rule/never-matches')).toBe(false);
    const builtin: Rule = { permission: 'read', pattern: '/abs/*', action: 'allow', origin: { kind: 'builtin-default' } };
    expect(lintRules([builtin], [], undefined, 'linux', W)).toEqual([]);
  });

  it('survives hostile input', () => {
    expect(() => lintRules([rule('__proto__', '/<script>'), rule('read', '/'.repeat(50_000)), rule('', '')], [], undefined, 'win32', W)).not.toThrow();
  });
});

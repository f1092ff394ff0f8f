import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../engine/permission/evaluate.ts';
import type { Rule } from '../../../engine/permission/rule.ts';
import type { ShellAnalysis } from '../../../engine/shell/shell-analysis.ts';
import { toDirectorySet, toShellOutcome } from './to-shell-decisions.ts';

const rules: Rule[] = [
  { permission: 'bash', pattern: '*', action: 'ask' },
  { permission: 'bash', pattern: 'git status', action: 'allow' },
  { permission: 'bash', pattern: 'rm *', action: 'deny' },
  { permission: 'external_directory', pattern: '*', action: 'ask' },
];
const decide = (p: string, s: string) => evaluate(p, s, [rules]);
const analysis = (requests: ShellAnalysis['requests'], error?: ShellAnalysis['error']): ShellAnalysis => ({ requests, cwd: '/w', segments: [], directories: [], ...(error ? { error } : {}) });
const bash = (...patterns: string[]) => ({ permission: 'bash' as const, patterns, always: [] });

describe('toShellOutcome', () => {
  it.each([
    { name: 'one allowed command', reqs: [bash('git status')], action: 'allow', decisive: 'git status' },
    { name: 'a deny anywhere wins', reqs: [bash('git status', 'rm -rf x', 'ls')], action: 'deny', decisive: 'rm -rf x' },
    { name: 'an ask beats allows', reqs: [bash('git status', 'npm test')], action: 'ask', decisive: 'npm test' },
    { name: 'external_directory is asked first', reqs: [{ permission: 'external_directory' as const, patterns: ['/tmp/*'], always: [] }, bash('git status')], action: 'ask', decisive: '/tmp/*' },
    { name: 'nothing asked runs unasked', reqs: [], action: 'allow', decisive: null },
    { name: 'hostile text stays text', reqs: [bash('<script>alert(1)</script>', '__proto__')], action: 'ask', decisive: '<script>alert(1)</script>' },
  ])('$name', ({ reqs, action, decisive }) => {
    const o = toShellOutcome(analysis(reqs), decide);
    expect(o.action).toBe(action);
    expect(o.decisive?.pattern ?? null).toBe(decisive);
  });
  it('a failed parse is an error, not a decision', () => {
    const o = toShellOutcome(analysis([], { name: 'Error', message: 'Failed to parse command' }), decide);
    expect(o.error).toContain('Failed to parse command');
  });
});

describe('toDirectorySet', () => {
  it('lists every ancestor directory of every file', () => {
    expect([...toDirectorySet(['/home/user/project/a/b.json', '/etc/x'])].sort()).toEqual(['/', '/etc', '/home', '/home/user', '/home/user/project', '/home/user/project/a']);
  });
  it('survives hostile paths', () => {
    expect(toDirectorySet(['__proto__/<script>/x', '', '///']).has('/__proto__/<script>')).toBe(true);
  });
});

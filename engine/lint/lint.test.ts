import { describe, expect, it } from 'vitest';
import { findUnreachableRules, globCovers } from './lint.ts';
import type { Rule } from '../permission/rule.ts';

const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action });

describe('globCovers', () => {
  it.each([
    ['*', 'anything*', 'linux', true],
    ['git *', 'git status', 'linux', true],
    ['git *', 'git', 'linux', true],
    ['git *', 'git status *', 'linux', false],
    ['a\\b', 'a/b', 'linux', true],
    ['bash', 'BASH', 'linux', false],
    ['bash', 'BASH', 'win32', true],
    ['b?sh', 'b?sh', 'linux', true],
    ['bash', 'b?sh', 'linux', false],
    ['', '', 'linux', true],
  ] as const)('%j covers %j on %s: %s', (later, earlier, platform, want) => expect(globCovers(later, earlier, platform)).toBe(want));
});

describe('findUnreachableRules', () => {
  it('reports a specific rule followed by a catch-all (the design note example)', () => {
    const rules = [r('bash', 'git status', 'allow'), r('bash', 'git diff *', 'allow'), r('bash', '*', 'ask')];
    expect(findUnreachableRules(rules).map((u) => [u.index, u.shadowedBy.index])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('reports rules shadowed by a later `* *` rule and identical rules', () => {
    const rules = [r('edit', '*', 'allow'), r('edit', 'src/*', 'deny'), r('edit', 'src/*', 'ask'), r('*', '*', 'deny')];
    expect(findUnreachableRules(rules).map((u) => [u.index, u.shadowedBy.index])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it('stays quiet when coverage is not provable', () => {
    const rules = [r('bash', 'git status *', 'allow'), r('bash', 'git *', 'deny'), r('mcp_*', '*', 'allow'), r('mcp_x', '*', 'deny'), r('b*', 'x', 'ask'), r('bash', '*', 'allow')];
    expect(findUnreachableRules(rules).map((u) => u.index)).toEqual([0, 1]);
    expect(findUnreachableRules([r('b*', 'x', 'ask'), r('bash', '*', 'allow')])).toEqual([]);
  });

  it('never reports the last rule', () => {
    expect(findUnreachableRules([r('*', '*', 'allow')])).toEqual([]);
    expect(findUnreachableRules([])).toEqual([]);
  });
});

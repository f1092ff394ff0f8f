import { describe, expect, it } from 'vitest';
import { relativeTo, toComparedString } from './to-compared-string.ts';

const W = '/home/user/project';

describe('toComparedString', () => {
  it.each([
    ['read', 'src/a.ts', 'src/a.ts', 'worktree-relative', false],
    ['read', `${W}/src/a.ts`, 'src/a.ts', 'worktree-relative', true],
    ['edit', `${W}/reports/x.md`, 'reports/x.md', 'worktree-relative', true],
    ['edit', '/etc/passwd', '../../../etc/passwd', 'worktree-relative', true],
    ['read', '/home/user/.env', '../.env', 'worktree-relative', true],
    ['read', W, '.', 'worktree-relative', true],
    ['external_directory', '/tmp/x/*', '/tmp/x/*', 'absolute', true],
    ['external_directory', '../other/*', '/home/user/other/*', 'absolute', true],
    ['bash', 'git status && rm -rf /', 'git status && rm -rf /', 'whole-command', true],
    ['webfetch', 'https://x.test', 'https://x.test', 'as-typed', false],
    ['<script>alert(1)</script>', '__proto__', '__proto__', 'as-typed', false],
  ] as const)('%s %s -> %s', (permission, input, value, kind, hasNote) => {
    const c = toComparedString(permission, input, W, 'linux');
    expect(c.value).toBe(value);
    expect(c.kind).toBe(kind);
    if (hasNote) expect(c.note).not.toBeNull();
  });

  it('says so when an absolute path inside the worktree is made relative', () => {
    expect(toComparedString('read', `${W}/src/a.ts`, W, 'linux').note).toContain('"src/a.ts"');
  });

  it('folds case and backslashes on win32', () => {
    expect(toComparedString('read', 'c:\\Users\\Me\\Proj\\src\\a.ts', 'C:\\Users\\me\\proj', 'win32').value).toBe('src/a.ts');
  });

  it('copes with very long input', () => {
    const long = `${W}/${'a/'.repeat(5000)}x`;
    expect(toComparedString('edit', long, W, 'linux').value).toBe(`${'a/'.repeat(5000)}x`);
  });
});

describe('relativeTo', () => {
  it.each([
    ['/a/b', '/a/b/c', 'c'],
    ['/a/b', '/a/c', '../c'],
    ['/a/b/', '/a/b/./c/../d', 'd'],
  ])('%s -> %s = %s', (from, to, want) => expect(relativeTo(from, to, 'linux')).toBe(want));
});

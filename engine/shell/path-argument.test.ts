import { describe, expect, it } from 'vitest';
import { checkPathArgument, checkPathArguments, cutGlob, expandHome, isDynamic, unquote, type PathContext } from './path-argument.ts';
import { containsPath, isInsideProject } from './project-contains.ts';

const DIRS = new Set(['/', '/etc', '/tmp', '/home/user', '/home/user/.ssh', '/opt']);
const context: PathContext = {
  cwd: '/home/user/project',
  directory: '/home/user/project',
  worktree: '/home/user/project',
  home: '/home/user',
  isDir: (p) => DIRS.has(p),
};

describe('argument text steps', () => {
  it.each([
    ['"a b"', 'a b'],
    ["'x'", 'x'],
    ['"', '"'],
    ['""', ''],
    ['"/etc/"*', '"/etc/"*'],
    ['"a\'', '"a\''],
  ])('unquote(%j) is %j', (arg, expected) => expect(unquote(arg)).toBe(expected));

  it.each([
    ['~', '/home/user'],
    ['~/.ssh/config', '/home/user/.ssh/config'],
    ['~\\x', '/home/user/x'],
    ['~root/x', '~root/x'],
    ['a~', 'a~'],
  ])('expandHome(%j) is %j', (arg, expected) => expect(expandHome(arg, '/home/user')).toBe(expected));

  it.each([
    ['/etc/*', '/etc/'],
    ['/etc/pass*', '/etc/pass'],
    ['*', undefined],
    ['[ab]', undefined],
    ['a?b[c', 'a'],
    ['plain', 'plain'],
  ])('cutGlob(%j) is %j', (arg, expected) => expect(cutGlob(arg)).toBe(expected));

  it.each([
    ['$HOME/x', true],
    ['a$', true],
    ['`pwd`', true],
    ['(x', true],
    ['@(x', true],
    ['x(', false],
    ['/etc', false],
  ])('isDynamic(%j) is %j', (arg, expected) => expect(isDynamic(arg)).toBe(expected));
});

describe('checkPathArgument', () => {
  it.each([
    ['/etc/passwd', { kind: 'outside', directory: '/etc', isDirectory: false }],
    ['/etc', { kind: 'outside', directory: '/etc', isDirectory: true }],
    ['/', { kind: 'outside', directory: '/', isDirectory: true }],
    ['/*', { kind: 'outside', directory: '/', isDirectory: true }],
    ['../../etc/passwd', { kind: 'outside', directory: '/home/etc', isDirectory: false }],
    ['"~/.ssh/config"', { kind: 'outside', directory: '/home/user/.ssh', isDirectory: false }],
    ['../project2/x', { kind: 'outside', directory: '/home/user/project2', isDirectory: false }],
    ['src/../x', { kind: 'inside' }],
    ['file:///etc/x', { kind: 'inside' }],
    ['"/etc/"*', { kind: 'inside' }],
    ['\\/etc/passwd', { kind: 'inside' }],
    ['*', { kind: 'skipped', reason: 'leading-glob' }],
    ['$HOME/.bashrc', { kind: 'skipped', reason: 'dynamic' }],
    ['/etc/*$x', { kind: 'outside', directory: '/etc', isDirectory: true }],
    ['""', { kind: 'skipped', reason: 'empty' }],
  ])('%j', (arg, expected) => {
    expect(checkPathArgument(arg, context)).toMatchObject(expected);
  });

  it('skips options and, for chmod only, modes', () => {
    expect(checkPathArguments(['rm', '-rf', '--', '--file=/etc/x', '+x'], context).map((c) => c.kind)).toEqual(['skipped', 'skipped', 'skipped', 'inside']);
    expect(checkPathArguments(['chmod', '+x', '/etc/x'], context).map((c) => (c.kind === 'skipped' ? c.reason : c.kind))).toEqual(['chmod-mode', 'outside']);
  });
});

describe('project containment', () => {
  it('is lexical and segment-wise', () => {
    expect(containsPath('/home/user/project', '/home/user/project')).toBe(true);
    expect(containsPath('/home/user/project', '/home/user/project/..x')).toBe(true);
    expect(containsPath('/home/user/project', '/home/user/project2')).toBe(false);
    expect(containsPath('/home/user/project', '/home/user')).toBe(false);
  });

  it('ignores a worktree of / and otherwise accepts either root', () => {
    expect(isInsideProject('/etc', { directory: '/home/user/project', worktree: '/' })).toBe(false);
    expect(isInsideProject('/home/user/project/x', { directory: '/home/user/project/packages/app', worktree: '/home/user/project' })).toBe(true);
  });
});

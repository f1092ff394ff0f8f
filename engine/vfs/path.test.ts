import { describe, expect, it } from 'vitest';
import { basename, dirname, isInside, join, normalize, relative, resolve } from './path.ts';
import { toPosixPath, toWin32Path } from './path-win32.ts';
import { walkUp } from './walk.ts';
import { createVfs } from './vfs.ts';

describe('posix path helpers', () => {
  it.each([
    ['/a/b/../c', '/a/c'],
    ['/a//b/./c/', '/a/b/c'],
    ['a/../../b', '../b'],
    ['/..', '/'],
    ['', '.'],
  ])('normalize(%s) = %s', (input, out) => expect(normalize(input)).toBe(out));
  it('join, resolve, dirname, basename, relative', () => {
    expect(join('/a', 'b', '../c')).toBe('/a/c');
    expect(resolve('/home/user/project', './prompts/x.txt')).toBe('/home/user/project/prompts/x.txt');
    expect(resolve('/home/user', '/abs/x')).toBe('/abs/x');
    expect(dirname('/a/b/c.json')).toBe('/a/b');
    expect(dirname('/a')).toBe('/');
    expect(basename('/a/b/c.json')).toBe('c.json');
    expect(relative('/a/agent', '/a/agent/team/lead.md')).toBe('team/lead.md');
    expect(relative('/a/b', '/a/c')).toBe('../c');
  });
  it('isInside does not confuse sibling prefixes', () => {
    expect(isInside('/home/user', '/home/user/x')).toBe(true);
    expect(isInside('/home/user', '/home/username')).toBe(false);
    expect(isInside('/', '/anything')).toBe(true);
  });
  it('win32 conversion round-trips', () => {
    expect(toPosixPath('C:\\Users\\me\\x.json')).toBe('/C:/Users/me/x.json');
    expect(toWin32Path('/C:/Users/me')).toBe('C:\\Users\\me');
  });
  it.each([
    ['c:\\Users', '/C:/Users'],
    ['/c:/Users', '/C:/Users'],
    ['c:', '/C:'],
    ['C:foo', '/C:foo'],
    ['/a:b', '/a:b'],
    ['/home/me', '/home/me'],
  ])('toPosixPath(%s) = %s (one form per drive)', (typed, posix) => expect(toPosixPath(typed)).toBe(posix));
  it('a drive root is its own parent, shown as C:\\', () => {
    expect(dirname('/C:')).toBe('/C:');
    expect(dirname('/C:/Users')).toBe('/C:');
    expect(toWin32Path('/C:')).toBe('C:\\');
  });
});

describe('walkUp', () => {
  it.each([
    ['/home/user/project/app', '/home/user/project', ['/home/user/project/app', '/home/user/project']],
    ['/home/user/project', '/home/user/project', ['/home/user/project']],
    ['/w/x', '/', ['/w/x', '/w', '/']],
    ['/elsewhere/x', '/home/user/project', ['/elsewhere/x', '/elsewhere', '/']],
    ['/C:/Users/me/project', '/', ['/C:/Users/me/project', '/C:/Users/me', '/C:/Users', '/C:']],
    ['/C:/Users/me/project', '/D:/x', ['/C:/Users/me/project', '/C:/Users/me', '/C:/Users', '/C:']],
  ])('%s → %s', (start, stop, dirs) => expect(walkUp(start, stop)).toEqual(dirs));
});

describe('vfs', () => {
  const vfs = createVfs([
    { path: '/p/.agentforge/agent/a.md', text: 'A' },
    { path: '/p/agentforge.json', text: '{}' },
  ]);
  it('derives directories from file paths', () => {
    expect(vfs.isDir('/p/.agentforge')).toBe(true);
    expect(vfs.isDir('/p/.agentforge/agent')).toBe(true);
    expect(vfs.isFile('/p/.agentforge')).toBe(false);
    expect(vfs.exists('/p/agentforge.json')).toBe(true);
    expect(vfs.read('/p/nope')).toBeUndefined();
    expect(vfs.listRecursive('/p/.agentforge')).toEqual(['/p/.agentforge/agent/a.md']);
  });
});

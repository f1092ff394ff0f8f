import * as nodePath from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dirnamePath, isAbsolutePath, joinPath, normalizePath, relativePath, resolvePath } from './posix-path.ts';

const posix = nodePath.posix;

describe('posix-path', () => {
  it.each([
    ['/home/user/project', 'src', '/home/user/project/src'],
    ['/home/user/project', '../../etc/passwd', '/home/etc/passwd'],
    ['/home/user/project', '/etc/', '/etc'],
    ['/home/user/project', '/../..', '/'],
    ['/home/user/project', './/a//b/./', '/home/user/project/a/b'],
    ['/home/user/project', '~', '/home/user/project/~'],
    ['/home/user/project', 'file:///etc/x', '/home/user/project/file:/etc/x'],
  ])('resolvePath(%j, %j) is %j', (base, arg, expected) => {
    expect(resolvePath(base, arg)).toBe(expected);
  });

  it.each([
    ['/', '*', '/*'],
    ['/etc', '*', '/etc/*'],
    ['/home/user', '.ssh/config', '/home/user/.ssh/config'],
    ['/home/user', '../x/', '/home/x/'],
    ['/home/user', '', '/home/user'],
  ])('joinPath(%j, %j) is %j', (a, b, expected) => {
    expect(joinPath(a, b)).toBe(expected);
  });

  it.each([
    ['/', '/'],
    ['/etc', '/'],
    ['/home/etc/passwd', '/home/etc'],
    ['//a', '//'],
    ['a//b', 'a/'],
    ['a/', '.'],
    ['', '.'],
  ])('dirnamePath(%j) is %j', (path, expected) => {
    expect(dirnamePath(path)).toBe(expected);
  });

  it.each([
    ['/home/user/project', '/home/user/project', ''],
    ['/home/user/project', '/home/user/project2', '../project2'],
    ['/home/user/project', '/home/user/project/..foo', '..foo'],
    ['/', '/etc', 'etc'],
    ['/a/b', '/', '../..'],
  ])('relativePath(%j, %j) is %j', (from, to, expected) => {
    expect(relativePath(from, to)).toBe(expected);
  });

  const segment = fc.constantFrom('', '.', '..', 'a', 'b', '..a', 'a.', '~', 'x y', '*');
  const path = fc.array(segment, { maxLength: 6 }).chain((parts) => fc.boolean().map((abs) => (abs ? '/' : '') + parts.join('/')));
  const absolute = path.map((p) => `/${p}`);

  it('matches node:path posix on generated paths', () => {
    fc.assert(
      fc.property(absolute, path, (base, arg) => {
        expect(resolvePath(base, arg)).toBe(posix.resolve(base, arg));
        expect(joinPath(base, arg)).toBe(posix.join(base, arg));
        expect(normalizePath(arg)).toBe(posix.normalize(arg));
        expect(dirnamePath(arg)).toBe(posix.dirname(arg));
        expect(relativePath(base, `/${arg}`)).toBe(posix.relative(base, `/${arg}`));
        expect(isAbsolutePath(arg)).toBe(posix.isAbsolute(arg));
      }),
      { numRuns: 2000 },
    );
  });
});

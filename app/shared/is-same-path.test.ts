import { describe, expect, it } from 'vitest';
import { toPosixPath } from '../../engine/index.ts';
import { isSamePath, posixKey } from './is-same-path.ts';

describe('posixKey: the loader form of a path, with a shortcut for paths already in it', () => {
  it.each([
    '/home/u/project/agentforge.json',
    'C:\\Users\\me\\agentforge.json',
    'c:/Users/me/agentforge.json',
    '/c:/Users/me',
    '/x:name/y',
    'env:AGENTFORGE_PERMISSION',
    'scenario',
    'a\\b',
    '',
    ':',
    '\\\\server\\share',
  ])('%j gives what toPosixPath gives', (path) => {
    expect(posixKey(path)).toBe(toPosixPath(path));
  });
});

describe('isSamePath', () => {
  it.each([
    { a: '/p/x.json', b: '/p/x.json', same: true },
    { a: 'C:\\p\\x.json', b: '/C:/p/x.json', same: true },
    { a: 'c:/p/x.json', b: 'C:\\p\\x.json', same: true },
    { a: '/p/x.json', b: '/p/X.json', same: false },
    { a: undefined, b: '/p/x.json', same: false },
    { a: 'env:A', b: 'env:B', same: false },
  ])('$a and $b: $same', ({ a, b, same }) => {
    expect(isSamePath(a, b)).toBe(same);
  });
});

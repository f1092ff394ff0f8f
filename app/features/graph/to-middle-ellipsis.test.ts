import { describe, expect, it } from 'vitest';
import { toMiddleEllipsis } from './to-middle-ellipsis.ts';

describe('toMiddleEllipsis', () => {
  it.each([
    ['fits', 'agentforge.json', 40, 'agentforge.json'],
    ['exactly fits', 'abcdef', 6, 'abcdef'],
    ['keeps the file name of a long path', '~/.config/agentforge/agentforge.jsonc', 30, '~/.config/ag…/agentforge.jsonc'],
    ['keeps a windows file name', 'C:\\Users\\me\\AppData\\agentforge\\agentforge.json', 28, 'C:\\Users\\me…\\agentforge.json'],
    ['cuts a long word in its middle', 'AGENTFORGE_PERMISSION_EXTRA', 11, 'AGENT…EXTRA'],
    ['cuts a file name longer than the room', '/a/averyveryverylongfilename.json', 12, '/a/ave….json'],
    ['a limit of one', 'abc', 1, '…'],
    ['a limit below one', 'abc', -5, '…'],
    ['a fractional limit', 'abcdefgh', 5.9, 'ab…gh'],
    ['no limit', 'abc', Number.NaN, 'abc'],
    ['empty', '', 3, ''],
    ['astral characters are never split', '😀😀😀😀😀😀', 3, '😀…😀'],
  ])('%s', (_, text, max, expected) => {
    const out = toMiddleEllipsis(text, max);
    expect(out).toBe(expected);
    if (Number.isFinite(max)) expect([...out].length).toBeLessThanOrEqual(Math.max(1, Math.floor(max)));
  });

  it('never exceeds the limit on any cut of a path', () => {
    const path = '/home/user/project/a/b/c/d/e/f/agentforge.jsonc';
    for (let max = 1; max <= path.length + 2; max++) {
      const out = toMiddleEllipsis(path, max);
      expect([...out].length).toBeLessThanOrEqual(max);
      if (max >= '/agentforge.jsonc'.length + 2) expect(out.endsWith('/agentforge.jsonc')).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { toDiffHunks, toLineDiff, type DiffLine } from './to-line-diff.ts';

const signs = (lines: readonly DiffLine[]) => lines.map((l) => `${l.sign}${l.text}`);

describe('toLineDiff', () => {
  it.each([
    ['identical texts', 'a\nb\n', 'a\nb\n', [' a', ' b', ' ']],
    ['both empty', '', '', []],
    ['a new file', '', 'x\ny', ['+x', '+y']],
    ['a file emptied', 'x\ny', '', ['-x', '-y']],
    ['one line changed', 'a\nb\nc', 'a\nB\nc', [' a', '-b', '+B', ' c']],
    ['a line moved down (key order)', '{\n"r": 1,\n"*": 2\n}', '{\n"*": 2,\n"r": 1\n}', [' {', '-"r": 1,', '-"*": 2', '+"*": 2,', '+"r": 1', ' }']],
    ['a line inserted', 'a\nc', 'a\nb\nc', [' a', '+b', ' c']],
    ['a line removed', 'a\nb\nc', 'a\nc', [' a', '-b', ' c']],
    ['CRLF kept as text', 'a\r\nb', 'a\r\nc', [' a\r', '-b', '+c']],
    ['no trailing newline added', 'a', 'a\n', [' a', '+']],
    ['hostile: a NUL and a bidi mark', 'x\u0000\n\u202e', 'x\u0000\ny', [' x\u0000', '-\u202e', '+y']],
  ])('%s', (_name, before, after, expected) => expect(signs(toLineDiff(before, after))).toEqual(expected));

  it('numbers lines on each side', () => {
    expect(toLineDiff('a\nb\nc', 'a\nx\nc').map((l) => [l.before, l.after])).toEqual([[1, 1], [2, null], [null, 2], [3, 3]]);
  });

  it('stays fast and complete on a big changed middle', () => {
    const before = Array.from({ length: 2000 }, (_, i) => `line ${i}`).join('\n');
    const after = Array.from({ length: 2000 }, (_, i) => `row ${i}`).join('\n');
    const lines = toLineDiff(before, after);
    expect(lines.filter((l) => l.kind === 'del')).toHaveLength(2000);
    expect(lines.filter((l) => l.kind === 'add')).toHaveLength(2000);
  });
});

describe('toDiffHunks', () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => `l${i + 1}`).join('\n');
  it.each([
    ['no change: one gap', text(5), text(5), ['gap 5']],
    ['a change in the middle keeps two lines around it', text(10), text(10).replace('l5', 'X'), ['gap 2', ' l3', ' l4', '-l5', '+X', ' l6', ' l7', 'gap 3']],
    ['a change on the first line', text(6), text(6).replace('l1', 'X'), ['-l1', '+X', ' l2', ' l3', 'gap 3']],
    ['two nearby changes share their context', text(8), text(8).replace('l3', 'X').replace('l6', 'Y'), [' l1', ' l2', '-l3', '+X', ' l4', ' l5', '-l6', '+Y', ' l7', ' l8']],
  ])('%s', (_name, before, after, expected) => {
    const hunks = toDiffHunks(toLineDiff(before, after));
    expect(hunks.map((h) => (h.kind === 'gap' ? `gap ${h.count}` : `${h.sign}${h.text}`))).toEqual(expected);
  });
});

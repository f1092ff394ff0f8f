import { describe, expect, it } from 'vitest';
import { EDITOR_OPEN_LIMIT, isTooBigForEditor, toPlainPreview } from './to-plain-preview.ts';

describe('isTooBigForEditor', () => {
  it.each([
    [0, false],
    [EDITOR_OPEN_LIMIT, false],
    [EDITOR_OPEN_LIMIT + 1, true],
    [Number.NaN, false],
  ])('%d characters → %s', (length, want) => {
    expect(isTooBigForEditor(length)).toBe(want);
  });
});

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n');

describe('toPlainPreview', () => {
  it.each([
    // [text, focus, count, first, last, total]
    ['', null, 3, 1, 1, 1],
    ['one', null, 3, 1, 1, 1],
    [numbered(10), null, 3, 1, 3, 10],
    [numbered(10), 1, 3, 1, 3, 10],
    [numbered(10), 10, 3, 8, 10, 10],
    [numbered(10), 99, 3, 8, 10, 10],
    [numbered(10), -4, 3, 1, 3, 10],
    [numbered(100), 50, 8, 48, 55, 100],
    [numbered(4), 2, 10, 1, 4, 4],
    [`${numbered(3)}\n`, null, 10, 1, 4, 4],
  ] as const)('%#: focus %s, %d lines → %d..%d of %d', (text, focus, count, first, last, total) => {
    const p = toPlainPreview(text, focus, count);
    expect({ first: p.first, last: p.last, total: p.totalLines }).toEqual({ first, last, total });
    expect(p.lines.map((l) => l.number)).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
  });

  it('shows each line exactly, without its line break (LF or CRLF)', () => {
    expect(toPlainPreview('a\r\nbb\n\nccc', null, 10).lines.map((l) => l.text)).toEqual(['a', 'bb', '', 'ccc']);
  });

  it('cuts a very long line and counts what it left out', () => {
    const p = toPlainPreview(`{}\n//${'a'.repeat(7_900_000)}\n}`, 2, 2, 100);
    expect(p.lines.map((l) => [l.number, l.text.length, l.cut])).toEqual([
      [2, 100, 7_900_002 - 100],
      [3, 1, 0],
    ]);
  });

  it('the focused line is among the shown ones, whatever the window', () => {
    const text = numbered(1000);
    for (const focus of [1, 2, 5, 6, 499, 995, 1000]) {
      const p = toPlainPreview(text, focus, 20);
      expect(p.lines.find((l) => l.number === focus)?.text).toBe(`line ${focus}`);
    }
  });
});

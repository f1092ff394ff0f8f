import { describe, expect, it } from 'vitest';
import { createLineIndex, toRange } from './to-range.ts';

describe('createLineIndex.positionAt', () => {
  it.each([
    ['empty text, offset 0', '', 0, 1, 1],
    ['empty text, past the end', '', 10, 1, 1],
    ['empty text, negative', '', -3, 1, 1],
    ['LF: first char', 'ab\ncd', 0, 1, 1],
    ['LF: on the break', 'ab\ncd', 2, 1, 3],
    ['LF: after the break', 'ab\ncd', 3, 2, 1],
    ['LF: the very end', 'ab\ncd', 5, 2, 3],
    ['LF: past the end', 'ab\ncd', 99, 2, 3],
    ['CRLF: on the CR', 'ab\r\ncd', 2, 1, 3],
    ['CRLF: between CR and LF is the end of the line', 'ab\r\ncd', 3, 1, 3],
    ['CRLF: after the break', 'ab\r\ncd', 4, 2, 1],
    ['lone CR breaks a line', 'ab\rcd', 3, 2, 1],
    ['LF CR is two breaks', 'a\n\rb', 3, 3, 1],
    ['trailing LF makes an empty last line', 'a\n', 2, 2, 1],
    ['NaN is 0', 'a\nb', Number.NaN, 1, 1],
    ['Infinity is the end', 'a\nb', Number.POSITIVE_INFINITY, 2, 2],
    ['a fraction rounds down', 'abc', 1.9, 1, 2],
  ])('%s', (_name, text, offset, lineNumber, column) => {
    expect(createLineIndex(text).positionAt(offset)).toEqual({ lineNumber, column });
  });
});

describe('createLineIndex.lineLength and lineCount', () => {
  it.each([
    ['', 1, [0]],
    ['a\r\nbc\rdef\n', 4, [1, 2, 3, 0]],
    ['\n\n', 3, [0, 0, 0]],
  ] as const)('%j', (text, count, lengths) => {
    const index = createLineIndex(text);
    expect(index.lineCount).toBe(count);
    expect(lengths.map((_, i) => index.lineLength(i + 1))).toEqual(lengths);
    expect([0, -1, count + 1, Number.NaN].map((n) => index.lineLength(n))).toEqual([0, 0, 0, 0]);
  });
});

describe('toRange through the index', () => {
  it.each([
    ['a span on a CRLF line', '{\r\n  "modle": 1\r\n}', { offset: 5, length: 7 }, { startLineNumber: 2, startColumn: 3, endLineNumber: 2, endColumn: 10 }],
    ['a span past the end is clamped', 'ab', { offset: 5, length: 3 }, { startLineNumber: 1, startColumn: 3, endLineNumber: 1, endColumn: 4 }],
    ['a negative length is one character', 'abc', { offset: 1, length: -4 }, { startLineNumber: 1, startColumn: 2, endLineNumber: 1, endColumn: 3 }],
    ['a NaN offset falls back to line and column', 'abc\ndef', { offset: Number.NaN, line: 2, column: 2 }, { startLineNumber: 2, startColumn: 2, endLineNumber: 2, endColumn: 3 }],
    ['a line past a lone CR text', 'a\rb\rc', { line: 3 }, { startLineNumber: 3, startColumn: 1, endLineNumber: 3, endColumn: 2 }],
    ['empty text', '', { offset: 0, length: 0 }, { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2 }],
    // A source location holds a line, a column and a length (no offset): the span covers the length.
    ['a location covers its key', '{\n  "bash": "deny"\n}', { line: 2, column: 3, length: 6 }, { startLineNumber: 2, startColumn: 3, endLineNumber: 2, endColumn: 9 }],
    ['a location on a CRLF line', '{\r\n  "modle": 1\r\n}', { line: 2, column: 3, length: 7 }, { startLineNumber: 2, startColumn: 3, endLineNumber: 2, endColumn: 10 }],
    // The engine's lines end at \n only: its line 2 of "a\rb\nc\rd" starts at c, which the editor calls line 3.
    ['a location after a lone CR counts lines as the engine does', 'a\rb\nc\rd', { line: 2, column: 3, length: 1 }, { startLineNumber: 4, startColumn: 1, endLineNumber: 4, endColumn: 2 }],
    ['a location past its line starts at the line end', 'ab\ncd', { line: 1, column: 40, length: 2 }, { startLineNumber: 1, startColumn: 3, endLineNumber: 2, endColumn: 2 }],
    ['a location past the text is clamped to its end', 'ab', { line: 9, column: 1, length: 2 }, { startLineNumber: 1, startColumn: 3, endLineNumber: 1, endColumn: 4 }],
    ['a location with hostile numbers marks its whole (clamped) line', 'ab', { line: -3, column: Number.NaN, length: 1 }, { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 3 }],
  ])('%s', (_name, text, span, want) => {
    expect(toRange(text, span)).toEqual(want);
  });
});

describe('the index is linear', () => {
  it('places 100,000 offsets in a 100,000-line text quickly', () => {
    const text = '  "bash x": "allow",\n'.repeat(100_000);
    const index = createLineIndex(text);
    let last = 0;
    for (let i = 0; i < 100_000; i += 1) last = index.positionAt(i * 21 + 3).lineNumber;
    expect(last).toBe(100_000);
  });
});

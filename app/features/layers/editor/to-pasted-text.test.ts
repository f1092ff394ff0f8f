import { describe, expect, it } from 'vitest';
import { JSON_ASSIST_LIMIT } from './to-editor-hint.ts';
import { EDITOR_OPEN_LIMIT } from './to-plain-preview.ts';
import { maxPastedLength, toClipboardPaste, toModelEol, toPasteMetadata, toPastedText, toPasteRoute, type PasteInput } from './to-pasted-text.ts';

const at = (start: number, end = start) => ({ start, end });
const LF = '\n' as const;
const CRLF = '\r\n' as const;

describe('toPastedText', () => {
  it.each<[string, PasteInput, string]>([
    ['selection replaced', { text: 'abcdef', eol: LF, selections: [at(1, 3)], pasted: 'XY' }, 'aXYdef'],
    ['reversed selection (cursor at its start)', { text: 'abcdef', eol: LF, selections: [at(3, 1)], pasted: 'XY' }, 'aXYdef'],
    ['empty selection inserts', { text: 'abc', eol: LF, selections: [at(3)], pasted: 'Z' }, 'abcZ'],
    ['at the start', { text: 'abc', eol: LF, selections: [at(0)], pasted: 'Z' }, 'Zabc'],
    ['select all replaced', { text: '{\n  "a": 1\n}', eol: LF, selections: [at(0, 12)], pasted: '{}' }, '{}'],
    ['into an empty text', { text: '', eol: LF, selections: [at(0)], pasted: 'x\ny' }, 'x\ny'],
    ['empty clipboard deletes the selection (as Monaco would)', { text: 'abc', eol: LF, selections: [at(0, 2)], pasted: '' }, 'c'],
    ['no selections: unchanged', { text: 'abc', eol: LF, selections: [], pasted: 'x' }, 'abc'],
    // Several cursors: N lines over N cursors give one line each, in document order (Monaco's 'spread').
    ['spread over cursors in document order', { text: 'a\nb\nc', eol: LF, selections: [at(5), at(1), at(3)], pasted: '1\n2\n3\n' }, 'a1\nb2\nc3'],
    ['spread off: whole text at each', { text: 'a\nb', eol: LF, selections: [at(1), at(3)], pasted: '1\n2', spread: false }, 'a1\n2\nb1\n2'],
    ['line count differs: whole text at each', { text: 'ab', eol: LF, selections: [at(0), at(2)], pasted: 'x\ny\nz' }, 'x\ny\nzabx\ny\nz'],
    ['several selections replaced', { text: 'one two three', eol: LF, selections: [at(8, 13), at(0, 3)], pasted: 'N' }, 'N two N'],
    ['copied per-cursor texts win', { text: 'ab', eol: LF, selections: [at(1), at(2)], pasted: 'p\nq\nr', metadata: { isFromEmptySelection: false, multicursorText: ['P', 'Q'] } }, 'aPbQ'],
    // A whole line copied from an empty selection goes in above the cursor's line.
    ['whole line pasted above the line', { text: 'one\ntwo', eol: LF, selections: [at(6)], pasted: 'L\n', metadata: { isFromEmptySelection: true, multicursorText: null } }, 'one\nL\ntwo'],
    ['whole line with a selection: replaces it', { text: 'one\ntwo', eol: LF, selections: [at(4, 6)], pasted: 'L\n', metadata: { isFromEmptySelection: true, multicursorText: null } }, 'one\nL\no'],
    ['whole line with two line breaks: inserted at the cursor', { text: 'one\ntwo', eol: LF, selections: [at(5)], pasted: 'L\nM\n', metadata: { isFromEmptySelection: true, multicursorText: null } }, 'one\ntL\nM\nwo'],
    ['whole line on a CRLF first line', { text: 'one\r\ntwo', eol: CRLF, selections: [at(2)], pasted: 'L\r\n', metadata: { isFromEmptySelection: true, multicursorText: null } }, 'L\r\none\r\ntwo'],
    // Inserted line breaks become the editor's.
    ['LF pasted into CRLF', { text: 'a\r\nb', eol: CRLF, selections: [at(1)], pasted: 'x\ny\rz\r\n' }, 'ax\r\ny\r\nz\r\n\r\nb'],
    ['CRLF pasted into LF', { text: 'a\nb', eol: LF, selections: [at(0, 4)], pasted: 'x\r\ny' }, 'x\ny'],
    ['CRLF spread over cursors', { text: 'a\r\nb', eol: CRLF, selections: [at(1), at(4)], pasted: '1\r\n2\r\n' }, 'a1\r\nb2'],
    // Astral characters are two UTF-16 units; offsets count units, as Monaco's do.
    ['astral selection replaced', { text: 'a😀b', eol: LF, selections: [at(1, 3)], pasted: '🎉' }, 'a🎉b'],
    ['astral pasted after astral', { text: '𝄞', eol: LF, selections: [at(2)], pasted: '😀\n😀' }, '𝄞😀\n😀'],
    // Hostile offsets: clamped, ordered, overlaps cut.
    ['offsets past the end are clamped', { text: 'abc', eol: LF, selections: [at(2, 99)], pasted: 'Z' }, 'abZ'],
    ['negative and NaN offsets are clamped to 0', { text: 'abc', eol: LF, selections: [at(-5, Number.NaN)], pasted: 'Z' }, 'Zabc'],
    ['overlapping selections do not duplicate text', { text: 'abcdef', eol: LF, selections: [at(1, 4), at(2, 5)], pasted: 'Z' }, 'aZZf'],
  ])('%s', (_, input, want) => {
    expect(toPastedText(input)).toBe(want);
  });

  it('pastes a multi-megabyte text over a select-all in linear time', () => {
    const big = `{\n${Array.from({ length: 100_000 }, (_, i) => `  "rule ${i}": "allow",`).join('\n')}\n}\n`;
    const out = toPastedText({ text: '{}', eol: LF, selections: [at(0, 2)], pasted: big });
    expect(out).toBe(big);
  });
});

describe('toModelEol', () => {
  it.each([
    ['a\rb\nc\r\nd', LF, 'a\nb\nc\nd'],
    ['a\rb\nc\r\nd', CRLF, 'a\r\nb\r\nc\r\nd'],
    ['\r\r\n\n', LF, '\n\n\n'],
    ['', CRLF, ''],
  ] as const)('%j with %j', (text, eol, want) => {
    expect(toModelEol(text, eol)).toBe(want);
  });
});

describe('toPasteMetadata', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['[]', null],
    ['null', null],
    ['{"version":2,"isFromEmptySelection":true}', null],
    ['{"version":1}', { isFromEmptySelection: false, multicursorText: null }],
    ['{"version":1,"isFromEmptySelection":true,"multicursorText":null}', { isFromEmptySelection: true, multicursorText: null }],
    ['{"version":1,"isFromEmptySelection":"yes","multicursorText":["a",1]}', { isFromEmptySelection: false, multicursorText: null }],
    ['{"version":1,"multicursorText":["a","b"],"__proto__":{"x":1}}', { isFromEmptySelection: false, multicursorText: ['a', 'b'] }],
  ])('%j', (raw, want) => {
    expect(toPasteMetadata(raw)).toEqual(want);
  });
});

describe('toPasteRoute', () => {
  const L = EDITOR_OPEN_LIMIT;
  const J = JSON_ASSIST_LIMIT;
  it.each([
    // [before, after, pasted, wrapped, route]
    [10, 20, 10, true, 'editor'],
    [10, J, J, true, 'editor'],
    [10, J + 1, J + 1, true, 'unwrap-first'],
    [J + 5, J + 10, 5, false, 'editor'], // already unwrapped
    [10, L, L, true, 'unwrap-first'],
    [10, L + 1, L + 1, true, 'light-view'],
    [L - 5, L + 5, 10, false, 'light-view'], // a small paste that crosses the limit
    [L + 5, L + 10, 5, false, 'editor'], // opened anyway: a small paste stays in the editor
    [L + 5, 2 * L + 10, L + 5, false, 'light-view'], // opened anyway: a huge paste does not
    [Number.NaN, Number.NaN, Number.NaN, true, 'editor'],
  ] as const)('%d → %d (%d pasted, wrapped %s): %s', (before, after, pasted, wrapped, route) => {
    expect(toPasteRoute(before, after, pasted, wrapped)).toBe(route);
  });

  it.each([
    [0, 0, 1, 0],
    [10, 5, 1, 20],
    [10, 5, 3, 40],
    [10, 5, 0, 20],
  ])('maxPastedLength(%d, %d, %d) = %d', (before, pasted, selections, want) => {
    expect(maxPastedLength(before, pasted, selections)).toBe(want);
  });
});

describe('toClipboardPaste', () => {
  const clipboard = (entries: Record<string, string>) => ({ getData: (type: string) => entries[type] ?? '' });
  it.each([
    ['no clipboard data', null, null],
    ['empty clipboard', clipboard({}), null],
    ['an image only (no text)', clipboard({ 'image/png': 'binary' }), null],
    ['html only', clipboard({ 'text/html': '<b>x</b>' }), null],
    ['plain text', clipboard({ 'text/plain': 'abc' }), { text: 'abc', metadata: null }],
    ['text with Monaco metadata', clipboard({ 'text/plain': 'L\n', 'vscode-editor-data': '{"version":1,"isFromEmptySelection":true}' }), { text: 'L\n', metadata: { isFromEmptySelection: true, multicursorText: null } }],
    ['text with broken metadata', clipboard({ 'text/plain': 'x', 'vscode-editor-data': '{' }), { text: 'x', metadata: null }],
  ] as const)('%s', (_, data, want) => {
    expect(toClipboardPaste(data)).toEqual(want);
  });
});

import { describe, expect, it } from 'vitest';
import { JSON_ASSIST_LIMIT, isLargeText, toEditorHint } from './to-editor-hint.ts';

describe('isLargeText', () => {
  it.each([
    [0, false],
    [JSON_ASSIST_LIMIT, false],
    [JSON_ASSIST_LIMIT + 1, true],
    [Number.POSITIVE_INFINITY, true],
    [Number.NaN, false],
  ])('%d characters → %s', (length, want) => {
    expect(isLargeText(length)).toBe(want);
  });
});

describe('toEditorHint', () => {
  it.each([
    [false, /^Tab indents; Esc then Tab \(or Ctrl\+M\) moves focus out of the editor\.$/],
    [true, /^Large file \(over 200 KB\): JSON completion and hover are off; .*Esc then Tab/],
  ])('guarded %s', (guarded, want) => {
    expect(toEditorHint(guarded)).toMatch(want);
  });
});

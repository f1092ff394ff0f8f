import { describe, expect, it } from 'vitest';
import { createLineIndex, createOffsetIndex, offsetOf } from './offset-map.ts';

describe('offsetOf and createOffsetIndex', () => {
  it.each([
    ['', 1, 1, 0],
    ['ab\ncd', 2, 2, 4],
    ['ab\ncd', 9, 1, 5],
    ['ab\ncd', 1, 99, 2],
    ['ab\ncd', 0, 0, 0],
    ['ab\ncd', Number.NaN, 1, 0],
    ['ab\r\ncd', 1, 3, 2],
    ['ab\r\ncd', 2, 1, 4],
    ['a\rb\nc', 1, 3, 2],
    ['a\rb\nc', 2, 1, 4],
    ['\ufeff{\n"k"', 2, 1, 3],
    ['ab\ncd', 2, Number.NaN, 3],
    ['ab\ncd', 1.9, 2.9, 1],
    ['ab\ncd', Number.POSITIVE_INFINITY, 1, 5],
    ['ab\ncd', 1, Number.NEGATIVE_INFINITY, 0],
  ])('%j %d:%d → %d', (text, line, column, want) => {
    expect(offsetOf(text, line, column)).toBe(want);
    expect(createOffsetIndex(text)(line, column)).toBe(want);
  });

  it('gives back every offset createLineIndex placed (lines end at \\n; \\r, BOM and astral characters are columns)', () => {
    const text = '\ufeff{\r\n  "a": "x😀y",\n\n\t"b\rc": 1\n}';
    const lineColumn = createLineIndex(text);
    const index = createOffsetIndex(text);
    for (let offset = 0; offset <= text.length; offset++) {
      const { line, column } = lineColumn(offset);
      expect(offsetOf(text, line, column)).toBe(offset);
      expect(index(line, column)).toBe(offset);
    }
  });
});

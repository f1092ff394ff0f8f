import { describe, expect, it } from 'vitest';
import { OVERSCAN_ROWS, toRowWindow } from './to-row-window.ts';

describe('toRowWindow', () => {
  it.each<[string, number, number, number, number, { start: number; end: number; padTop: number; padBottom: number }]>([
    ['a short list renders whole', 150, 30, 0, 600, { start: 0, end: 150, padTop: 0, padBottom: 0 }],
    ['the top of a long list', 10_000, 30, 0, 600, { start: 0, end: 20 + OVERSCAN_ROWS, padTop: 0, padBottom: (10_000 - 20 - OVERSCAN_ROWS) * 30 }],
    ['the list starts below the view', 10_000, 30, -300, 300, { start: 0, end: 10 + OVERSCAN_ROWS, padTop: 0, padBottom: (10_000 - 10 - OVERSCAN_ROWS) * 30 }],
    ['the middle', 10_000, 30, 150_000, 150_600, { start: 5000 - OVERSCAN_ROWS, end: 5020 + OVERSCAN_ROWS, padTop: (5000 - OVERSCAN_ROWS) * 30, padBottom: (10_000 - 5020 - OVERSCAN_ROWS) * 30 }],
    ['the end', 10_000, 30, 299_400, 300_000, { start: 9980 - OVERSCAN_ROWS, end: 10_000, padTop: (9980 - OVERSCAN_ROWS) * 30, padBottom: 0 }],
    ['scrolled past the end', 10_000, 30, 900_000, 900_600, { start: 10_000, end: 10_000, padTop: 300_000, padBottom: 0 }],
    ['a zero row height renders whole', 10_000, 0, 0, 600, { start: 0, end: 10_000, padTop: 0, padBottom: 0 }],
    ['NaN view renders whole', 1000, 30, Number.NaN, 600, { start: 0, end: 1000, padTop: 0, padBottom: 0 }],
    ['a negative count is empty', -5, 30, 0, 600, { start: 0, end: 0, padTop: 0, padBottom: 0 }],
  ])('%s', (_name, count, rowPx, top, bottom, expected) => expect(toRowWindow(count, rowPx, top, bottom)).toEqual(expected));

  it('the spacers and rows always add up to the whole list', () => {
    for (const top of [0, 1234, 55_555, 299_000]) {
      const w = toRowWindow(10_000, 30, top, top + 800);
      expect(w.padTop + (w.end - w.start) * 30 + w.padBottom).toBe(300_000);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_OVERSCAN_ROWS, MIN_OVERSCAN_ROWS, overscanFor, toRowWindow } from './to-row-window.ts';

describe('toRowWindow', () => {
  it.each<[string, number, number, number, number, { start: number; end: number; padTop: number; padBottom: number }]>([
    ['a short list renders whole', 150, 30, 0, 600, { start: 0, end: 150, padTop: 0, padBottom: 0 }],
    // A 600 px view of 30 px rows shows 20 rows: 20 more on each side.
    ['the top of a long list', 10_000, 30, 0, 600, { start: 0, end: 40, padTop: 0, padBottom: (10_000 - 40) * 30 }],
    ['the list starts below the view', 10_000, 30, -300, 300, { start: 0, end: 30, padTop: 0, padBottom: (10_000 - 30) * 30 }],
    ['the middle', 10_000, 30, 150_000, 150_600, { start: 4980, end: 5040, padTop: 4980 * 30, padBottom: (10_000 - 5040) * 30 }],
    ['the end', 10_000, 30, 299_400, 300_000, { start: 9960, end: 10_000, padTop: 9960 * 30, padBottom: 0 }],
    // A laptop's results panel: 309 px of 48 px rows shows 7 rows (6.4), so 7 more on each side, 21 in the page.
    ['a short view in the middle', 10_000, 48, 240_000, 240_309, { start: 4993, end: 5014, padTop: 4993 * 48, padBottom: (10_000 - 5014) * 48 }],
    // Two rows in view: never fewer than 5 on each side.
    ['a tiny view', 10_000, 30, 3000, 3060, { start: 95, end: 107, padTop: 95 * 30, padBottom: (10_000 - 107) * 30 }],
    // 100 rows in view: never more than 20 on each side.
    ['a tall view', 10_000, 30, 30_000, 33_000, { start: 980, end: 1120, padTop: 980 * 30, padBottom: (10_000 - 1120) * 30 }],
    ['a view upside down (bottom above top) keeps the least margin', 10_000, 30, 3000, 2900, { start: 95, end: 102, padTop: 95 * 30, padBottom: (10_000 - 102) * 30 }],
    ['scrolled past the end', 10_000, 30, 900_000, 900_600, { start: 10_000, end: 10_000, padTop: 300_000, padBottom: 0 }],
    ['a zero row height renders whole', 10_000, 0, 0, 600, { start: 0, end: 10_000, padTop: 0, padBottom: 0 }],
    ['NaN view renders whole', 1000, 30, Number.NaN, 600, { start: 0, end: 1000, padTop: 0, padBottom: 0 }],
    ['a negative count is empty', -5, 30, 0, 600, { start: 0, end: 0, padTop: 0, padBottom: 0 }],
  ])('%s', (_name, count, rowPx, top, bottom, expected) => expect(toRowWindow(count, rowPx, top, bottom)).toEqual(expected));

  it.each([
    [0, MIN_OVERSCAN_ROWS],
    [2.1, MIN_OVERSCAN_ROWS],
    [6.4, 7],
    [20, 20],
    [1e9, MAX_OVERSCAN_ROWS],
    [-3, MIN_OVERSCAN_ROWS],
  ])('the margin for %d rows in view is %d rows on each side', (rows, margin) => expect(overscanFor(rows)).toBe(margin));

  it('a Page Down or Up (one view) lands on rows already in the page, for any view up to 20 rows', () => {
    for (let viewPx = 30; viewPx <= 600; viewPx += 17) {
      const top = 90_000;
      const w = toRowWindow(10_000, 30, top, top + viewPx);
      expect(w.end * 30, `view ${viewPx} px, down`).toBeGreaterThanOrEqual(top + 2 * viewPx);
      expect(w.start * 30, `view ${viewPx} px, up`).toBeLessThanOrEqual(top - viewPx);
    }
  });

  it('the spacers and rows always add up to the whole list', () => {
    for (const top of [0, 1234, 55_555, 299_000]) {
      const w = toRowWindow(10_000, 30, top, top + 800);
      expect(w.padTop + (w.end - w.start) * 30 + w.padBottom).toBe(300_000);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { STRIP_LIMIT, toTabWindow } from './to-tab-window.ts';

describe('toTabWindow', () => {
  it.each([
    // [total, current, previous, size] → [start, end]
    { why: 'no files', total: 0, current: -1, previous: null, size: 5, window: [0, 0] },
    { why: 'one file', total: 1, current: 0, previous: null, size: 5, window: [0, 1] },
    { why: 'seven files all show', total: 7, current: 6, previous: 3, size: 40, window: [0, 7] },
    { why: 'exactly the limit all show', total: 5, current: 4, previous: null, size: 5, window: [0, 5] },
    { why: 'first view centres the current file', total: 20_000, current: 10_000, previous: null, size: 40, window: [9_980, 10_020] },
    { why: 'centring clamps at the start', total: 20_000, current: 3, previous: null, size: 40, window: [0, 40] },
    { why: 'centring clamps at the end', total: 20_000, current: 19_999, previous: null, size: 40, window: [19_960, 20_000] },
    { why: 'the window stays while the current file is in it', total: 100, current: 39, previous: 0, size: 40, window: [0, 40] },
    { why: 'one past the end starts the next window', total: 100, current: 40, previous: 0, size: 40, window: [40, 80] },
    { why: 'the next window is clamped at the end', total: 100, current: 90, previous: 40, size: 40, window: [60, 100] },
    { why: 'one before the start ends the previous window', total: 100, current: 39, previous: 40, size: 40, window: [0, 40] },
    { why: 'End: the last window', total: 20_000, current: 19_999, previous: 0, size: 40, window: [19_960, 20_000] },
    { why: 'Home: the first window', total: 20_000, current: 0, previous: 19_960, size: 40, window: [0, 40] },
    { why: 'Environment (no file) keeps the window', total: 20_000, current: -1, previous: 500, size: 40, window: [500, 540] },
    { why: 'Environment with no window yet starts at the first', total: 20_000, current: -1, previous: null, size: 40, window: [0, 40] },
    { why: 'a stale window past the end is clamped', total: 50, current: -1, previous: 900, size: 40, window: [10, 50] },
    { why: 'a current index out of range counts as none', total: 50, current: 77, previous: 2, size: 40, window: [2, 42] },
    { why: 'a size under one renders one', total: 3, current: 2, previous: null, size: 0, window: [2, 3] },
  ])('$why', ({ total, current, previous, size, window }) => {
    const w = toTabWindow(total, current, previous, size);
    expect([w.start, w.end]).toEqual(window);
  });

  it('always holds the current file and never more than the limit, whatever the moves', () => {
    let previous: number | null = null;
    for (const current of [0, 1, 39, 40, 41, 19_999, 0, 12_345, 12_344, 12_300, 7]) {
      const w = toTabWindow(20_000, current, previous);
      expect(w.end - w.start).toBe(STRIP_LIMIT);
      expect(current >= w.start && current < w.end).toBe(true);
      previous = w.start;
    }
  });
});

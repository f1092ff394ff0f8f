import { describe, expect, it } from 'vitest';
import { toFittingTabs } from './to-fitting-tabs.ts';

const five = [50, 50, 50, 50, 50];

describe('toFittingTabs', () => {
  it.each([
    ['all fit exactly', five, 250, 0, [0, 1, 2, 3, 4]],
    ['all fit with room', five, 900, 3, [0, 1, 2, 3, 4]],
    ['the first ones beside More', five, 200, 0, [0, 1]],
    ['the active tab takes the last place', five, 200, 4, [0, 4]],
    ['an active tab already in the row', five, 200, 1, [0, 1]],
    ['a row too narrow for any tab keeps the active one', five, 60, 3, [3]],
    ['an unknown active index', five, 200, 9, [0, 1]],
    ['a negative active index', five, 200, -1, [0, 1]],
    ['no width measured yet', five, 0, 2, [0, 1, 2, 3, 4]],
    ['a NaN width', five, Number.NaN, 2, [0, 1, 2, 3, 4]],
    ['no tabs', [], 100, 0, []],
  ] as const)('%s', (_name, widths, available, active, want) => {
    // More is 60 px wide and tabs are 0 px apart.
    expect(toFittingTabs(widths, available, 60, 0, active)).toEqual(want);
  });

  it('counts the gaps between tabs', () => {
    // 3 tabs of 50 with 10 px gaps need 170 px.
    expect(toFittingTabs([50, 50, 50], 170, 40, 10, 0)).toEqual([0, 1, 2]);
    expect(toFittingTabs([50, 50, 50], 169, 40, 10, 0)).toEqual([0, 1]);
    expect(toFittingTabs([50, 50, 50], 159, 40, 10, 0)).toEqual([0]);
  });

  it('makes room for a wide active tab', () => {
    expect(toFittingTabs([40, 40, 40, 40, 150], 200, 40, 0, 4)).toEqual([4]);
    expect(toFittingTabs([40, 40, 40, 40, 120], 200, 40, 0, 4)).toEqual([0, 4]);
    expect(toFittingTabs([40, 40, 40, 40, 80], 200, 40, 0, 4)).toEqual([0, 1, 4]);
  });

  it('ignores negative widths', () => {
    expect(toFittingTabs([-10, 50, 50], 100, 40, 0, 0)).toEqual([0, 1, 2]);
  });
});

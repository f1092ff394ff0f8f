import { describe, expect, it } from 'vitest';
import { clampSplit, splitAfterKey, splitAtPointer, type SplitBounds } from './to-split-size.ts';

const bounds: SplitBounds = { min: 20, max: 80, fallback: 42 };

describe('clampSplit', () => {
  it.each([
    [50, 50],
    ['50', 50],
    [' 33.33 ', 33.3],
    [10, 20],
    [95, 80],
    ['-5', 20],
    ['', 42],
    ['abc', 42],
    [null, 42],
    [undefined, 42],
    [Number.NaN, 42],
    [Number.POSITIVE_INFINITY, 42],
    ['1e400', 42],
    [{ valueOf: (): number => 50 }, 42],
    ['__proto__', 42],
  ])('%j becomes %j', (input, want) => {
    expect(clampSplit(input, bounds)).toBe(want);
  });
});

describe('splitAfterKey', () => {
  it.each([
    ['ArrowRight', false, 'vertical', 52],
    ['ArrowLeft', false, 'vertical', 48],
    ['ArrowRight', true, 'vertical', 60],
    ['ArrowDown', false, 'horizontal', 52],
    ['ArrowUp', true, 'horizontal', 40],
    ['Home', false, 'vertical', 20],
    ['End', false, 'horizontal', 80],
    ['ArrowDown', false, 'vertical', null],
    ['ArrowLeft', false, 'horizontal', null],
    ['Enter', false, 'vertical', null],
  ] as const)('%s (shift %s, %s) from 50 gives %j', (key, shift, orientation, want) => {
    expect(splitAfterKey(50, key, shift, orientation, bounds)).toBe(want);
  });

  it('stops at the bounds', () => {
    expect(splitAfterKey(79, 'ArrowRight', true, 'vertical', bounds)).toBe(80);
    expect(splitAfterKey(21, 'ArrowUp', true, 'horizontal', bounds)).toBe(20);
  });
});

describe('splitAtPointer', () => {
  it.each([
    [500, 1000, 50],
    [0, 1000, 20],
    [1200, 1000, 80],
    [-40, 1000, 20],
    [100, 0, 42],
    [100, Number.NaN, 42],
    [Number.NaN, 1000, 42],
  ])('%d of %d px gives %d', (offset, length, want) => {
    expect(splitAtPointer(offset, length, bounds)).toBe(want);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1,000'],
    [2_000, '2,000'],
    [706, '706'],
    [1_234_567, '1,234,567'],
    [-4200, '-4,200'],
    [-0, '-0'],
    [12.3456, '12.346'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.MAX_SAFE_INTEGER, '9,007,199,254,740,991'],
    [1e21, '1,000,000,000,000,000,000,000'],
  ])('%s reads %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it.each([0, 7, 1000, 65_535, 1e6 + 0.5, -12_345.678, 2 ** 53, Number.NEGATIVE_INFINITY])('%s reads as toLocaleString("en-US") does', (n) => {
    expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});

import { describe, expect, it } from 'vitest';
import { toDiffHeight } from './to-diff-height.ts';

describe('toDiffHeight', () => {
  it.each([
    ['measured', 120, 'x', 120],
    ['measured, tiny', 4, 'x', 57],
    ['measured, huge', 10_000, 'x', 380],
    ['not measured: from the lines', null, 'a\nb\nc\nd', 95],
    ['not measured, long text', null, 'a\n'.repeat(500), 380],
    ['a hostile measure (NaN)', Number.NaN, 'a', 57],
    ['a hostile measure (negative)', -5, 'a\nb\nc\nd\ne', 114],
  ])('%s', (_name, measured, after, px) => expect(toDiffHeight(measured, after)).toBe(px));
});

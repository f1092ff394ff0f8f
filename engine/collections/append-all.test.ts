import { describe, expect, it } from 'vitest';
import { appendAll } from './append-all.ts';

describe('appendAll', () => {
  it.each([
    ['nothing', [1], [], [1]],
    ['some', [1], [2, 3], [1, 2, 3]],
    ['into an empty list', [], ['a'], ['a']],
  ] as const)('appends %s', (_, start, items, expected) => {
    expect(appendAll([...start] as unknown[], items)).toEqual(expected);
  });

  it('takes a million items, where a spread push overflows the stack', () => {
    const many = Array.from({ length: 1_000_000 }, (_, i) => i);
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const out = appendAll([-1], many);
    expect(out.length).toBe(1_000_001);
    expect(out[1_000_000]).toBe(999_999);
  });
});

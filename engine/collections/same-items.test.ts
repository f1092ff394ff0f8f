import { describe, expect, it } from 'vitest';
import { sameItems } from './same-items.ts';

describe('sameItems', () => {
  const a = { x: 1 };
  const b = { x: 1 };
  it.each([
    ['two empty lists', [], [], true],
    ['the same objects in order', [a, b], [a, b], true],
    ['equal but different objects', [a], [b], false],
    ['the same objects in another order', [a, b], [b, a], false],
    ['a longer list', [a], [a, a], false],
    ['NaN is not itself', [Number.NaN], [Number.NaN], false],
  ] as const)('%s', (_, x, y, want) => expect(sameItems(x, y)).toBe(want));
});

import { describe, expect, it } from 'vitest';
import { keptIfSame, sameItems } from './same-items.ts';

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

describe('keptIfSame', () => {
  const a = { x: 1 };
  const b = { x: 1 };
  it.each<[string, readonly unknown[] | undefined, readonly unknown[], 'previous' | 'next']>([
    ['no previous list', undefined, [a], 'next'],
    ['the same items', [a, b], [a, b], 'previous'],
    ['two empty lists', [], [], 'previous'],
    ['an item replaced by an equal object', [a], [b], 'next'],
    ['an item added', [a], [a, b], 'next'],
  ])('%s', (_, previous, next, want) => expect(keptIfSame(previous, next)).toBe(want === 'previous' ? previous : next));
});

import { describe, expect, it } from 'vitest';
import { isSameData } from './same-data.ts';

describe('isSameData', () => {
  const shared = { x: 1 };
  const deep = (n: number): unknown => (n === 0 ? 'leaf' : { a: deep(n - 1) });
  it.each<[string, unknown, unknown, boolean]>([
    ['same leaf', 'a', 'a', true],
    ['different leaf', 'a', 'b', false],
    ['NaN', Number.NaN, Number.NaN, true],
    ['0 and -0 differ', 0, -0, false],
    ['equal objects', { a: 1, b: [1, { c: 'x' }] }, { a: 1, b: [1, { c: 'x' }] }, true],
    ['key order counts', { a: 1, b: 2 }, { b: 2, a: 1 }, false],
    ['an extra key', { a: 1 }, { a: 1, b: undefined }, false],
    ['arrays of other lengths', [1, 2], [1, 2, 3], false],
    ['array and object', [], {}, false],
    ['shared object', { s: shared }, { s: shared }, true],
    ['functions by identity', { f: () => 1 }, { f: () => 1 }, false],
    ['dates by identity', new Date(0), new Date(0), false],
    ['class instances by identity', new Map([[1, 2]]), new Map([[1, 2]]), false],
    ['null-prototype objects', Object.assign(Object.create(null), { a: 1 }), Object.assign(Object.create(null), { a: 1 }), true],
    ['null and object', null, {}, false],
    ['deeper than the budget', deep(5000), deep(5000), false],
    ['deep within the budget', deep(100), deep(100), true],
  ])('%s', (_name, a, b, want) => {
    expect(isSameData(a, b, 4096)).toBe(want);
  });

  it('counts a cycle as changed instead of looping', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    const b: Record<string, unknown> = {};
    b.self = b;
    expect(isSameData(a, b, 4096)).toBe(false);
  });

  it('stops at the budget: equal values bigger than it are not the same', () => {
    expect(isSameData({ a: [1, 2, 3] }, { a: [1, 2, 3] }, 1)).toBe(false);
    expect(isSameData({ a: [1, 2, 3] }, { a: [1, 2, 3] }, 2)).toBe(true);
    expect(isSameData({ a: [1, 2, 3] }, { a: [1, 2, 3] }, 64)).toBe(true);
    expect(isSameData('x', 'x', 0)).toBe(true);
  });
});

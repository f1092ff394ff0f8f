import { describe, expect, it } from 'vitest';
import { defineLazy } from './define-lazy.ts';

describe('defineLazy', () => {
  it('computes nothing until read, then once', () => {
    let runs = 0;
    const o: { a: number; b?: string } = { a: 1 };
    defineLazy(o, 'b', () => (runs++, 'x'));
    expect(runs).toBe(0);
    expect(o.b).toBe('x');
    expect(o.b).toBe('x');
    expect(runs).toBe(1);
  });
  it.each([
    ['a spread', (o: object) => ({ ...o })],
    ['JSON', (o: object) => JSON.parse(JSON.stringify(o)) as object],
    ['structured clone', (o: object) => structuredClone(o)],
  ])('reads as plain data through %s', (_, copy) => {
    const o: { a: number; b?: readonly number[] } = { a: 1 };
    defineLazy(o, 'b', () => [2, 3]);
    expect(copy(o)).toEqual({ a: 1, b: [2, 3] });
    expect(Object.keys(o)).toEqual(['a', 'b']);
  });
  it('holds the computed value: the same object on every read, not writable', () => {
    const o: { list?: number[] } = {};
    defineLazy(o, 'list', () => [1]);
    const first = o.list;
    expect(o.list).toBe(first);
    expect(Object.getOwnPropertyDescriptor(o, 'list')).toMatchObject({ writable: false, enumerable: true });
  });
});

import { describe, expect, it } from 'vitest';
import { createRowKeeper, isSameData } from './keep-equal-rows.ts';

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
    ['null and object', null, {}, false],
    ['deeper than the budget', deep(5000), deep(5000), false],
    ['deep within the budget', deep(100), deep(100), true],
  ])('%s', (_name, a, b, want) => {
    expect(isSameData(a, b)).toBe(want);
  });

  it('counts a cycle as changed instead of looping', () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    const b: Record<string, unknown> = {};
    b.self = b;
    expect(isSameData(a, b)).toBe(false);
  });
});

describe('createRowKeeper', () => {
  type Row = { readonly id: string; readonly text: string; readonly parts: readonly string[] };
  const row = (id: string, text: string): Row => ({ id, text, parts: [id, text] });

  it('keeps equal rows and the whole list when nothing changed', () => {
    const keep = createRowKeeper<Row>((r) => r.id);
    const first = keep([row('a', '1'), row('b', '2')]);
    const second = keep([row('a', '1'), row('b', '2')]);
    expect(second).toBe(first);
  });

  it.each<[string, Row[], (first: readonly Row[], next: readonly Row[]) => void]>([
    ['one row changed', [row('a', '1'), row('b', '3')], (first, next) => {
      expect(next[0]).toBe(first[0]);
      expect(next[1]).not.toBe(first[1]);
      expect(next[1]!.text).toBe('3');
    }],
    ['rows reordered', [row('b', '2'), row('a', '1')], (first, next) => {
      expect(next[0]).toBe(first[1]);
      expect(next[1]).toBe(first[0]);
      expect(next).not.toBe(first);
    }],
    ['a row removed', [row('b', '2')], (first, next) => {
      expect(next).toEqual([first[1]]);
      expect(next[0]).toBe(first[1]);
    }],
    ['a row added', [row('a', '1'), row('b', '2'), row('c', '4')], (first, next) => {
      expect(next.slice(0, 2)).toEqual(first);
      expect(next[0]).toBe(first[0]);
      expect(next[2]!.id).toBe('c');
    }],
    ['two rows with one key', [row('a', '1'), row('a', '1')], (first, next) => {
      expect(next[0]).toBe(first[0]);
      expect(next[1]).not.toBe(first[0]);
      expect(next[1]).toEqual(first[0]);
    }],
  ])('%s', (_name, rows, check) => {
    const keep = createRowKeeper<Row>((r) => r.id);
    const first = keep([row('a', '1'), row('b', '2')]);
    check(first, keep(rows));
  });

  it('gives back data equal to its input in every case', () => {
    const keep = createRowKeeper<Row>((r) => r.id);
    const lists = [[row('a', '1')], [row('a', '2'), row('b', '1')], [], [row('b', '1'), row('a', '2')], [row('a', '2')]];
    for (const list of lists) expect(keep(list)).toEqual(list);
  });
});

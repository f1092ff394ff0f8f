import { describe, expect, it } from 'vitest';
import { createRowKeeper } from './keep-equal-rows.ts';

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

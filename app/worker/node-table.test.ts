import { describe, expect, it } from 'vitest';
import { NodeTable, type HeldAnswer } from './node-table.ts';

/** An answer of `size` nodes, each `{ answer, i }`. */
const answerOf = (name: string, size: number): HeldAnswer => ({ size, tableEntry: (i) => ({ name, i }) });

describe('NodeTable', () => {
  it.each([
    { name: 'one answer', answers: [[0, 5]] },
    { name: 'answers with gaps between them (numbers of answers never taken in)', answers: [[0, 3], [10, 4], [100, 1]] },
    { name: 'numbers past 2^32', answers: [[2 ** 32 - 2, 4], [2 ** 40, 2]] },
  ] as const)('$name: every number of an answer reads its node; numbers outside read undefined', ({ answers }) => {
    const table = new NodeTable();
    answers.forEach(([base, size], k) => table.add(base, answerOf(`a${k}`, size)));
    expect(table.size).toBe(answers.reduce((n, [, size]) => n + size, 0));
    answers.forEach(([base, size], k) => {
      for (let i = 0; i < size; i++) expect(table.get(base + i)).toEqual({ name: `a${k}`, i });
      expect(table.get(base - 1)).not.toEqual({ name: `a${k}`, i: -1 });
      expect(table.get(base + size)).not.toEqual({ name: `a${k}`, i: size });
    });
    expect(table.get(-1)).toBeUndefined();
    expect(table.get(2 ** 53)).toBeUndefined();
  });

  it('released numbers read undefined; an answer whose numbers are all released leaves; a second release counts once', () => {
    const table = new NodeTable();
    table.add(0, answerOf('a', 3));
    table.add(3, answerOf('b', 2));
    table.release([1, 1, 4, 999]);
    expect(table.size).toBe(3);
    expect(table.get(1)).toBeUndefined();
    expect(table.get(0)).toEqual({ name: 'a', i: 0 });
    table.release([3]);
    expect(table.size).toBe(2);
    expect(table.get(3)).toBeUndefined();
    expect(table.get(2)).toEqual({ name: 'a', i: 2 });
    table.release([0, 2]);
    expect(table.size).toBe(0);
    expect(table.get(0)).toBeUndefined();
  });

  it('an answer numbered before the end of the last one is refused (numbers never overlap)', () => {
    const table = new NodeTable();
    table.add(10, answerOf('a', 5));
    expect(() => table.add(12, answerOf('b', 1))).toThrow(/overlaps/);
    table.add(15, answerOf('c', 0));
    expect(table.size).toBe(5);
  });

  it('an answer with few nodes left keeps only those, and still reads them', () => {
    const table = new NodeTable();
    let reads = 0;
    table.add(0, { size: 100, tableEntry: (i) => (reads++, { i }) });
    table.release(Array.from({ length: 95 }, (_, i) => i));
    expect(table.size).toBe(5);
    const before = reads;
    for (let i = 95; i < 100; i++) expect(table.get(i)).toEqual({ i });
    // Read from what it kept, not from the answer.
    expect(reads).toBe(before);
    expect(table.get(10)).toBeUndefined();
    table.release([95, 96, 97, 98, 99]);
    expect(table.size).toBe(0);
  });
});

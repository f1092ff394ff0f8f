import { describe, expect, it } from 'vitest';
import { NodeTable } from './node-table.ts';

describe('NodeTable', () => {
  it.each([
    { name: 'numbers in one chunk', ids: [0, 1, 2, 4095] },
    { name: 'numbers across chunks', ids: [4095, 4096, 8191, 8192, 100_000] },
    { name: 'numbers past 2^32 (never wrap)', ids: [2 ** 32 - 1, 2 ** 32, 2 ** 32 + 4096, 2 ** 50] },
  ])('$name: what is set is got, what is deleted is gone, and the count follows', ({ ids }) => {
    const table = new NodeTable();
    ids.forEach((id, i) => table.set(id, { i }));
    expect(table.size).toBe(ids.length);
    ids.forEach((id, i) => expect(table.get(id)).toEqual({ i }));
    // Setting again replaces, never counts twice; deleting a missing number does nothing.
    table.set(ids[0]!, 'again');
    table.delete(ids[0]! + 1_000_000_007);
    expect(table.size).toBe(ids.length);
    for (const id of ids) table.delete(id);
    expect(table.size).toBe(0);
    for (const id of ids) expect(table.get(id)).toBeUndefined();
    // A second delete of the same number does not count below zero.
    table.delete(ids[0]!);
    expect(table.size).toBe(0);
  });

  it('a chunk whose nodes are all let go is dropped; its numbers read as missing', () => {
    const table = new NodeTable();
    for (let id = 0; id < 3 * 4096; id++) table.set(id, id);
    for (let id = 4096; id < 2 * 4096; id++) table.delete(id);
    expect(table.size).toBe(2 * 4096);
    expect(table.get(5000)).toBeUndefined();
    expect(table.get(4095)).toBe(4095);
    expect(table.get(2 * 4096)).toBe(2 * 4096);
    expect(table.get(-1)).toBeUndefined();
  });
});

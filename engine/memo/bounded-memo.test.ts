import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo.ts';

describe('BoundedMemo', () => {
  it('computes a key once while it stays', () => {
    const memo = new BoundedMemo<number>(4);
    let calls = 0;
    const make = (): number => ++calls;
    expect([memo.get('a', make), memo.get('a', make), memo.get('b', make), memo.get('a', make)]).toEqual([1, 1, 2, 1]);
    expect(calls).toBe(2);
  });

  it('keeps null and undefined values as hits', () => {
    const memo = new BoundedMemo<null | undefined>(4);
    let calls = 0;
    memo.get('n', () => (calls++, null));
    memo.get('n', () => (calls++, null));
    memo.get('u', () => (calls++, undefined));
    memo.get('u', () => (calls++, undefined));
    expect(calls).toBe(2);
  });

  it('drops the oldest key at the limit and computes it again when asked', () => {
    const memo = new BoundedMemo<string>(3);
    for (const k of ['a', 'b', 'c', 'd']) memo.get(k, () => k);
    expect(memo.size).toBe(3);
    const recomputed: string[] = [];
    for (const k of ['b', 'c', 'd', 'a']) memo.get(k, () => (recomputed.push(k), k));
    expect(recomputed).toEqual(['a']);
  });

  it('stays bounded under many distinct keys (hostile input)', () => {
    const memo = new BoundedMemo<number>(100);
    for (let i = 0; i < 10_000; i++) memo.get(`k${i}`, () => i);
    expect(memo.size).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import type { KeyResult } from './settle-probe.ts';
import { toFirstKeysRow, toSettleRow, type SettleBudget } from './settle-row.ts';

const keys = (...settled: number[]): KeyResult[] => settled.map((settledAfter) => ({ longest: 0, tasks: 0, settledAfter, lastWhat: '', shownAfter: null }));
const BOTH: SettleBudget = { medianMs: 100, p95Ms: 250 };

describe('toSettleRow', () => {
  const cases: readonly { readonly name: string; readonly results: KeyResult[]; readonly budget: SettleBudget; readonly result: string; readonly budgetText: string; readonly pass: boolean | null }[] = [
    { name: 'within both', results: keys(50, 60, 70, 80, 90), budget: BOTH, result: '70.0 ms median, 90.0 ms p95', budgetText: '< 100 ms median, < 250 ms p95', pass: true },
    { name: 'median over', results: keys(100, 100, 100), budget: BOTH, result: '100 ms median, 100 ms p95', budgetText: '< 100 ms median, < 250 ms p95', pass: false },
    { name: 'p95 over, median within', results: keys(10, 20, 30, 40, 260), budget: BOTH, result: '30.0 ms median, 260 ms p95', budgetText: '< 100 ms median, < 250 ms p95', pass: false },
    { name: 'p95 only', results: keys(5, 6, 15.9), budget: { p95Ms: 16 }, result: '6.0 ms median, 15.9 ms p95', budgetText: '< 16 ms p95', pass: true },
    { name: 'p95 only, exactly at the limit', results: keys(5, 16), budget: { p95Ms: 16 }, result: '5.0 ms median, 16.0 ms p95', budgetText: '< 16 ms p95', pass: false },
    { name: 'no budget', results: keys(500), budget: {}, result: '500 ms median, 500 ms p95', budgetText: '', pass: true },
    { name: 'one never settled', results: keys(10, Number.NaN, 20), budget: BOTH, result: '1 of 3 keystrokes never settled (20 s)', budgetText: '< 100 ms median, < 250 ms p95', pass: false },
    { name: 'nothing changed outside the editor is said', results: keys(0, 0, 40), budget: BOTH, result: '0 ns median, 40.0 ms p95 (2 of 3 changed nothing outside the editor)', budgetText: '< 100 ms median, < 250 ms p95', pass: true },
    { name: 'no keystroke', results: [], budget: BOTH, result: 'no keystroke measured', budgetText: '< 100 ms median, < 250 ms p95', pass: null },
    { name: 'infinite is never settled', results: keys(Number.POSITIVE_INFINITY), budget: BOTH, result: '1 of 1 keystrokes never settled (20 s)', budgetText: '< 100 ms median, < 250 ms p95', pass: false },
  ];
  it.each(cases)('$name', ({ results, budget, result, budgetText, pass }) => {
    expect(toSettleRow('s', 'm', results, budget)).toEqual({ section: 's', measure: 'm', result, budget: budgetText, pass });
  });
});

describe('toFirstKeysRow', () => {
  it.each([
    { name: 'split after the first 2', results: keys(30, 20, 10, 11, 12), first: 2, result: 'first 2: 30.0 ms, 20.0 ms; the other 3: 11.0 ms median, 12.0 ms p95; at or above the p95: #1 30.0 ms' },
    // Of 30 keystrokes the p95 is the second slowest: the slowest two are named, by their place in the typing.
    { name: '30 keystrokes: a first one and a late one make the p95', results: keys(19, 16.4, ...Array.from({ length: 25 }, () => 9), 16.6, 9, 9), first: 4, result: 'first 4: 19.0 ms, 16.4 ms, 9.0 ms, 9.0 ms; the other 26: 9.0 ms median, 9.0 ms p95; at or above the p95: #1 19.0 ms, #28 16.6 ms' },
    { name: 'ties at the p95 are all named, in typing order', results: keys(5, 7, 7, 6), first: 1, result: 'first 1: 5.0 ms; the other 3: 7.0 ms median, 7.0 ms p95; at or above the p95: #2 7.0 ms, #3 7.0 ms' },
    { name: 'too few keystrokes', results: keys(30, 20), first: 2, result: 'not enough settled keystrokes to split' },
    { name: 'a keystroke that never settled', results: keys(30, 20, Number.NaN, 10), first: 2, result: 'not enough settled keystrokes to split' },
  ])('$name', ({ results, first, result }) => {
    expect(toFirstKeysRow('s', 'm', results, first)).toEqual({ section: 's', measure: 'm', result });
  });
});

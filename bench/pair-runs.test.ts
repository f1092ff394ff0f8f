import { describe, expect, it } from 'vitest';
import { countPaired, formatPairedMarkdown, formatPairedTable, pairRuns } from './pair-runs.ts';
import type { Row } from './report.ts';

const row = (section: string, measure: string, result: string, pass?: boolean | null, budget?: string): Row => ({ section, measure, result, ...(budget === undefined ? {} : { budget }), ...(pass === undefined ? {} : { pass }) });

/** A pairing as [section, measure, quiet result or '-', busy result or '-']. */
const shape = (quiet: Row[], busy: Row[]) => pairRuns(quiet, busy).map((p) => [p.section, p.measure, p.quiet?.result ?? '-', p.busy?.result ?? '-']);

describe('pairRuns', () => {
  const cases: readonly { readonly name: string; readonly quiet: Row[]; readonly busy: Row[]; readonly want: string[][] }[] = [
    { name: 'both empty', quiet: [], busy: [], want: [] },
    {
      name: 'same rows: by position',
      quiet: [row('a', 'x', '1'), row('a', 'y', '2'), row('b', 'z', '3')],
      busy: [row('a', 'x', '10'), row('a', 'y', '20'), row('b', 'z', '30')],
      want: [['a', 'x', '1', '10'], ['a', 'y', '2', '20'], ['b', 'z', '3', '30']],
    },
    {
      name: 'a measure text with its run’s figures still pairs by position (the quiet text is shown)',
      quiet: [row('big', 'paste (11.8 s, 5 long tasks)', '138 ms')],
      busy: [row('big', 'paste (14.0 s, 7 long tasks)', '180 ms')],
      want: [['big', 'paste (11.8 s, 5 long tasks)', '138 ms', '180 ms']],
    },
    {
      name: 'a section crashed in the busy run: pairs by measure, the rest alone',
      quiet: [row('keys', 'x', '1'), row('keys', 'y', '2')],
      busy: [row('keys', 'section', 'crashed: boom')],
      want: [['keys', 'x', '1', '-'], ['keys', 'y', '2', '-'], ['keys', 'section', '-', 'crashed: boom']],
    },
    {
      name: 'uneven counts: identical measures still pair, in the quiet order',
      quiet: [row('s', 'x', '1'), row('s', 'y', '2')],
      busy: [row('s', 'y', '20'), row('s', 'extra', '9'), row('s', 'x', '10')],
      want: [['s', 'x', '1', '10'], ['s', 'y', '2', '20'], ['s', 'extra', '-', '9']],
    },
    {
      name: 'a repeated measure pairs once per occurrence',
      quiet: [row('s', 'x', '1'), row('s', 'x', '2'), row('s', 'w', '0')],
      busy: [row('s', 'x', '10'), row('s', 'x', '20')],
      want: [['s', 'x', '1', '10'], ['s', 'x', '2', '20'], ['s', 'w', '0', '-']],
    },
    {
      name: 'a section only one run has',
      quiet: [row('a', 'x', '1')],
      busy: [row('a', 'x', '10'), row('b', 'y', '20')],
      want: [['a', 'x', '1', '10'], ['b', 'y', '-', '20']],
    },
    {
      name: 'only the quiet run has rows',
      quiet: [row('a', 'x', '1')],
      busy: [],
      want: [['a', 'x', '1', '-']],
    },
  ];
  it.each(cases)('$name', ({ quiet, busy, want }) => {
    expect(shape(quiet, busy)).toEqual(want);
  });

  it('takes the budget from whichever run has one', () => {
    expect(pairRuns([row('a', 'x', '1', true, '< 5 ms')], [row('a', 'x', '9', false, '< 5 ms')])[0]!.budget).toBe('< 5 ms');
    expect(pairRuns([row('a', 'x', '1')], [row('a', 'y', '9', false, '< 5 ms'), row('a', 'z', '1')])[1]!.budget).toBe('< 5 ms');
  });
});

describe('countPaired', () => {
  const cases: readonly { readonly name: string; readonly quiet: Row[]; readonly busy: Row[]; readonly want: ReturnType<typeof countPaired> }[] = [
    { name: 'nothing', quiet: [], busy: [], want: { quiet: { passed: 0, failed: 0 }, busy: { passed: 0, failed: 0 }, hasFailure: false } },
    { name: 'all pass', quiet: [row('a', 'x', '1', true)], busy: [row('a', 'x', '2', true)], want: { quiet: { passed: 1, failed: 0 }, busy: { passed: 1, failed: 0 }, hasFailure: false } },
    { name: 'fails only when busy', quiet: [row('a', 'x', '1', true)], busy: [row('a', 'x', '2', false)], want: { quiet: { passed: 1, failed: 0 }, busy: { passed: 0, failed: 1 }, hasFailure: true } },
    { name: 'fails only when quiet', quiet: [row('a', 'x', '1', false)], busy: [row('a', 'x', '2', true)], want: { quiet: { passed: 0, failed: 1 }, busy: { passed: 1, failed: 0 }, hasFailure: true } },
    { name: 'n/a and no budget count as neither', quiet: [row('a', 'x', '1', null), row('a', 'y', '1')], busy: [row('a', 'x', '2', null), row('a', 'y', '1')], want: { quiet: { passed: 0, failed: 0 }, busy: { passed: 0, failed: 0 }, hasFailure: false } },
    { name: 'a crash in one run is a failure', quiet: [row('a', 'x', '1', true)], busy: [row('a', 'section', 'crashed', false)], want: { quiet: { passed: 1, failed: 0 }, busy: { passed: 0, failed: 1 }, hasFailure: true } },
  ];
  it.each(cases)('$name', ({ quiet, busy, want }) => {
    expect(countPaired(pairRuns(quiet, busy))).toEqual(want);
  });
});

describe('formatPaired*', () => {
  const paired = pairRuns([row('a', 'x | y', '1 ms', true, '< 5 ms'), row('a', 'info', '3')], [row('a', 'x | y', '9 ms', false, '< 5 ms'), row('a', 'info', '4')]);

  it('shows each run’s result and status beside the other', () => {
    const lines = formatPairedTable(paired).split('\n');
    expect(lines[0]).toMatch(/^section\s+measure\s+budget\s+quiet\s+status\s+one core busy\s+status$/);
    expect(lines[2]).toMatch(/^a\s+x \| y\s+< 5 ms\s+1 ms\s+PASS\s+9 ms\s+FAIL$/);
    expect(lines[3]).toMatch(/^a\s+info\s+3\s+4$/);
  });

  it('escapes pipes in Markdown and marks a missing side', () => {
    const md = formatPairedMarkdown([...paired, ...pairRuns([], [row('b', 'z', '7', true, '< 1')])]).split('\n');
    expect(md[2]).toBe('| a | x \\| y | < 5 ms | 1 ms | PASS | 9 ms | FAIL |');
    expect(md[4]).toBe('| b | z | < 1 | (no row in this run) |  | 7 | PASS |');
  });
});

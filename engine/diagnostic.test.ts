import { describe, expect, it } from 'vitest';
import { toLoadFailureCause, toProblemList, type Diagnostic } from './diagnostic.ts';

const d = (code: string, severity: Diagnostic['severity'], path?: string, line?: number, column?: number): Diagnostic => ({ code, severity, message: code, ...(path ? { path } : {}), ...(line ? { line, column } : {}) });
const aborted = (path: string) => d('config/load-aborted', 'error', path);

describe('toProblemList', () => {
  it.each([
    { name: 'empty', input: [], want: [] },
    { name: 'errors first, then warnings, then notes', input: [d('i', 'info', '/a', 1, 1), d('w', 'warning', '/a', 1, 1), d('e', 'error', '/a', 9, 9)], want: ['e', 'w', 'i'] },
    { name: 'by file, line, column', input: [d('b2', 'error', '/b', 2, 1), d('a3', 'error', '/a', 3, 5), d('a1c7', 'error', '/a', 1, 7), d('a1c2', 'error', '/a', 1, 2)], want: ['a1c2', 'a1c7', 'a3', 'b2'] },
    { name: 'unplaced last in their file, pathless last', input: [d('none', 'error'), d('unplaced', 'error', '/a'), d('placed', 'error', '/a', 4, 1)], want: ['placed', 'unplaced', 'none'] },
    { name: 'the summary goes when its file has a cause', input: [aborted('/a'), d('cause', 'error', '/a', 2, 3)], want: ['cause'] },
    { name: 'the summary stays alone', input: [aborted('/a')], want: ['config/load-aborted'] },
    { name: 'a cause in another file does not count', input: [aborted('/a'), d('cause', 'error', '/b', 1, 1)], want: ['config/load-aborted', 'cause'] },
    { name: 'a warning is no cause', input: [aborted('/a'), d('w', 'warning', '/a', 1, 1)], want: ['config/load-aborted', 'w'] },
  ])('$name', ({ input, want }) => {
    expect(toProblemList(input).map((p) => p.code)).toEqual(want);
  });
});

describe('toLoadFailureCause', () => {
  it.each([
    { name: 'no failure', input: [d('e', 'error', '/a', 1, 1)], want: null },
    { name: 'the first placed error of the failing file', input: [d('other', 'error', '/b', 1, 1), d('late', 'error', '/a', 5, 1), d('early', 'error', '/a', 2, 1), aborted('/a')], want: 'early' },
    { name: 'the summary when nothing says why', input: [d('w', 'warning', '/a', 1, 1), aborted('/a')], want: 'config/load-aborted' },
  ])('$name', ({ input, want }) => {
    expect(toLoadFailureCause(input)?.code ?? null).toBe(want);
  });
});

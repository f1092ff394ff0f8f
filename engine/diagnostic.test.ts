import { describe, expect, it } from 'vitest';
import { toLoadFailureCause, toProblemList, toUnsortedProblems, type Diagnostic } from './diagnostic.ts';

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

/** The plain definition: one comparison of every pair (localeCompare on paths), as the list was first written. */
function plainProblemList(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank = { error: 0, warning: 1, info: 2 };
  const causes = new Set(diagnostics.filter((x) => x.severity === 'error' && x.code !== 'config/load-aborted').map((x) => x.path ?? ''));
  const kept = diagnostics.map((x, at) => ({ x, at })).filter(({ x }) => !(x.code === 'config/load-aborted' && causes.has(x.path ?? '')));
  const place = (x: Diagnostic) => (x.line === undefined ? Number.MAX_SAFE_INTEGER : x.line);
  kept.sort((a, b) => rank[a.x.severity] - rank[b.x.severity] || (a.x.path ?? '\uffff').localeCompare(b.x.path ?? '\uffff') || place(a.x) - place(b.x) || (a.x.column ?? 0) - (b.x.column ?? 0) || a.at - b.at);
  return kept.map(({ x }) => x);
}

describe('toProblemList agrees with the plain pairwise definition', () => {
  const PATHS = [undefined, '/a', '/b', '/B', '/é', '/e\u0301', '/ä/x', '/10', '/9', 'scenario', 'env:AGENTFORGE_PERMISSION'];
  const SEVERITIES = ['error', 'warning', 'info'] as const;
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('random list %d', (seed) => {
    let state = seed * 7919;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648) % n);
    const list: Diagnostic[] = Array.from({ length: 300 }, (_, i) => {
      const path = PATHS[next(PATHS.length)];
      const code = next(10) === 0 ? 'config/load-aborted' : `c${i}`;
      const line = next(4) === 0 ? undefined : next(20) + 1;
      return { code, severity: SEVERITIES[next(3)]!, message: code, ...(path ? { path } : {}), ...(line ? { line, column: next(5) + 1 } : {}) };
    });
    expect(toProblemList(list)).toEqual(plainProblemList(list));
  });
  it.each([1, 2, 3, 4])('toUnsortedProblems holds the same problems as the list, in input order (random list %d)', (seed) => {
    let state = seed * 104729;
    const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648) % n);
    const list: Diagnostic[] = Array.from({ length: 200 }, (_, i) => {
      const path = PATHS[next(PATHS.length)];
      const code = next(6) === 0 ? 'config/load-aborted' : `c${i}`;
      return { code, severity: SEVERITIES[next(3)]!, message: code, ...(path ? { path } : {}) };
    });
    const unsorted = toUnsortedProblems(list);
    expect(new Set(unsorted)).toEqual(new Set(toProblemList(list)));
    expect(unsorted).toEqual(list.filter((x) => unsorted.includes(x)));
  });
  it('toUnsortedProblems gives the list itself when no summary is there to leave out', () => {
    const list: Diagnostic[] = [d('b', 'error', '/b', 1, 1), d('a', 'warning', '/a', 1, 1)];
    expect(toUnsortedProblems(list)).toBe(list);
    expect(toUnsortedProblems([aborted('/a'), d('cause', 'error', '/a', 2, 3)]).map((p) => p.code)).toEqual(['cause']);
  });
  it('is made once per list, and again when the list grew', () => {
    const list: Diagnostic[] = [d('b', 'error', '/b', 1, 1), d('a', 'error', '/a', 1, 1)];
    const first = toProblemList(list);
    expect(toProblemList(list)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    list.push(d('w', 'warning', '/a', 1, 1));
    expect(toProblemList(list).map((p) => p.code)).toEqual(['a', 'b', 'w']);
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

/** How serious a diagnostic is: an error stops the load as the reference would; a warning or info does not. */
export type Severity = 'error' | 'warning' | 'info';

/**
 * A problem found in user input, placed at an exact position where one exists.
 * `code` is stable (tests and the UI key on it); `message` is for people.
 */
export interface Diagnostic {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  /** The file (absolute virtual path) or pseudo-source (`env:AGENTFORGE_PERMISSION`, `scenario`). */
  readonly path?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based. */
  readonly column?: number;
  /** 0-based offset into the file's original text, and the span's length. */
  readonly offset?: number;
  readonly length?: number;
  /** Extra help in our words, shown after the message: a did-you-mean, or the line as it reads after `{env:}` substitution. */
  readonly hint?: string;
  /** Close spellings the user may have meant (an unknown key, a permission name), best first. */
  readonly suggestions?: readonly string[];
}

/** The code of the diagnostic that only says "the whole config load fails" (its cause is another diagnostic). */
export const LOAD_ABORTED_CODE = 'config/load-aborted';

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

/**
 * Every problem once, errors first, then warnings, then notes; each group by file, line and column (unplaced ones
 * last in their file, input order kept on ties). The load-aborted summary of a file is left out when an error of that
 * file says why: it is the same problem.
 */
export function toProblemList(diagnostics: readonly Diagnostic[]): readonly Diagnostic[] {
  const known = problemLists.get(diagnostics);
  if (known && known.length === diagnostics.length) return known.list;
  const list = Object.freeze(sortProblems(diagnostics));
  problemLists.set(diagnostics, { length: diagnostics.length, list });
  return list;
}

/**
 * The list made once per diagnostics array (the status bar, the tabs' badges and the problems list all ask for the same
 * one): a derived value, invisible in results; the array's length guards against a caller that appended to it.
 */
const problemLists = new WeakMap<readonly Diagnostic[], { readonly length: number; readonly list: readonly Diagnostic[] }>();

/**
 * The problems of `toProblemList` in input order, unsorted: for counting them, which needs no order. The same array when
 * no load-aborted summary is left out (no copy).
 */
export function toUnsortedProblems(diagnostics: readonly Diagnostic[]): readonly Diagnostic[] {
  if (!diagnostics.some((d) => d.code === LOAD_ABORTED_CODE)) return diagnostics;
  const causes = new Set<string>();
  for (const d of diagnostics) if (d.severity === 'error' && d.code !== LOAD_ABORTED_CODE) causes.add(d.path ?? '');
  return diagnostics.filter((d) => !(d.code === LOAD_ABORTED_CODE && causes.has(d.path ?? '')));
}

function sortProblems(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  // The problems in input order (ties keep it: `at`), then sorted.
  const problems = toUnsortedProblems(diagnostics);
  // Files ordered once with localeCompare (the unplaced group, no path, last); the sort then compares numbers.
  const paths = [...new Set(problems.map((d) => d.path ?? '\uffff'))].sort((a, b) => a.localeCompare(b));
  const pathRank = new Map<string, number>();
  paths.forEach((p, i) => pathRank.set(p, i > 0 && p.localeCompare(paths[i - 1]!) === 0 ? pathRank.get(paths[i - 1]!)! : i));
  const kept: { readonly d: Diagnostic; readonly at: number; readonly severity: number; readonly path: number; readonly line: number; readonly column: number }[] = [];
  problems.forEach((d, at) => {
    kept.push({ d, at, severity: SEVERITY_RANK[d.severity], path: pathRank.get(d.path ?? '\uffff') ?? 0, line: d.line === undefined ? Number.MAX_SAFE_INTEGER : d.line, column: d.column ?? 0 });
  });
  kept.sort((x, y) => x.severity - y.severity || x.path - y.path || x.line - y.line || x.column - y.column || x.at - y.at);
  return kept.map(({ d }) => d);
}

/** Why the config does not load, as one problem: the first error that is not the load-aborted summary, else the summary. */
export function toLoadFailureCause(diagnostics: readonly Diagnostic[]): Diagnostic | null {
  const aborted = diagnostics.find((d) => d.code === LOAD_ABORTED_CODE);
  if (!aborted) return null;
  return toProblemList(diagnostics.filter((d) => d.severity === 'error' && (d.path === aborted.path || d.code === LOAD_ABORTED_CODE)))[0] ?? aborted;
}

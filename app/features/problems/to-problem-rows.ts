import { toProblemList, toUnsortedProblems, type Diagnostic, type Severity } from '../../../engine/index.ts';
import type { PathContext } from '../../shared/to-display-path.ts';
import { toProblemTarget, type ProblemFile, type ProblemTarget } from '../../shared/to-problem-target.ts';

/** One row of the problems list. */
export interface ProblemRow extends ProblemTarget {
  readonly key: string;
  readonly severity: Severity;
  readonly severityLabel: string;
  readonly code: string;
  readonly message: string;
  readonly hint: string | null;
}

const SEVERITY_LABEL: Readonly<Record<Severity, string>> = { error: 'Error', warning: 'Warning', info: 'Note' };

/** The most rows the list renders (the counts above it stay exact). */
export const MAX_ROWS = 500;

/** The problems list: every diagnostic once, errors first, each with where it is and where a click goes. */
export function toProblemRows(diagnostics: readonly Diagnostic[], files: readonly ProblemFile[], context: PathContext): ProblemRow[] {
  return toProblemList(diagnostics)
    .slice(0, MAX_ROWS)
    .map((d, i) => ({
      key: `${i}:${d.code}`,
      severity: d.severity,
      severityLabel: SEVERITY_LABEL[d.severity] ?? d.severity,
      code: d.code,
      message: d.message,
      hint: d.hint ?? null,
      ...toProblemTarget(d, files, context),
    }));
}

/** How many problems of each severity there are (after the summary that repeats its cause is left out). */
export function countProblems(diagnostics: readonly Diagnostic[]): Readonly<Record<Severity, number>> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of toUnsortedProblems(diagnostics)) counts[d.severity] += 1;
  return counts;
}

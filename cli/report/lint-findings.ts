/** The `lint` command's findings: every diagnostic and lint the playground shows, placed in a file a reviewer can open. */
import { printable, type Analysis, type Diagnostic, type Severity } from '../../engine/index.ts';

/** A SARIF-style level: what a code-scanning alert and the exit code go by. */
export type FindingLevel = 'error' | 'warning' | 'note';

/** Where a finding is: the file as a reviewer's path (relative to the working directory when inside it), and a 1-based position. */
export interface FindingPlace {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
}

/** One finding: its rule id, level, message, the engine's hint, and where it is (null: in no file, e.g. an environment variable). */
export interface LintFinding {
  readonly ruleId: string;
  readonly level: FindingLevel;
  readonly message: string;
  readonly hint?: string;
  readonly place: FindingPlace | null;
}

const LEVEL: Readonly<Record<Severity, FindingLevel>> = { error: 'error', warning: 'warning', info: 'note' };

/** Every diagnostic of the analysis (loader, schema, agents, lints of the agent's rules) as a finding, placed by `place`. */
export function lintFindings(analysis: Pick<Analysis, 'diagnostics'>, place: (d: Diagnostic) => FindingPlace | null): LintFinding[] {
  return analysis.diagnostics.map((d) => ({
    ruleId: d.code,
    level: LEVEL[d.severity],
    message: printable(d.message),
    ...(d.hint ? { hint: printable(d.hint) } : {}),
    place: place(d),
  }));
}

/** How many findings have each level. */
export function countLevels(findings: readonly LintFinding[]): Readonly<Record<FindingLevel, number>> {
  const counts = { error: 0, warning: 0, note: 0 };
  for (const f of findings) counts[f.level]++;
  return counts;
}

/** `file:line:column` (as much of it as is known), or `-` for a finding in no file. */
export function placeText(place: FindingPlace | null): string {
  if (!place) return '-';
  return `${place.file}${place.line !== undefined ? `:${place.line}${place.column !== undefined ? `:${place.column}` : ''}` : ''}`;
}

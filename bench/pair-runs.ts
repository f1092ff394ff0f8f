/** `--busy=both`: the quiet run's and the busy run's rows side by side, one line per measure, each run with its pass/fail. */
import { statusOf, type Row } from './report.ts';

/** One measure in both runs; a side is null when that run has no such row (a section that crashed in one run). */
export interface PairedRow {
  readonly section: string;
  readonly measure: string;
  readonly budget: string;
  readonly quiet: Row | null;
  readonly busy: Row | null;
}

/**
 * Pairs the two runs' rows. Within a section, rows pair by position when both runs have the same number of rows
 * (a measure's text may hold figures of its run, such as how long it took to settle); otherwise by identical measure
 * text, and a row with no partner stands alone. Sections keep the quiet run's order; those only the busy run has follow.
 */
export function pairRuns(quiet: readonly Row[], busy: readonly Row[]): PairedRow[] {
  const quietBySection = groupBySection(quiet);
  const busyBySection = groupBySection(busy);
  const sections = [...new Set([...quietBySection.keys(), ...busyBySection.keys()])];
  const paired: PairedRow[] = [];
  for (const section of sections) {
    const q = quietBySection.get(section) ?? [];
    const b = busyBySection.get(section) ?? [];
    if (q.length === b.length) q.forEach((row, i) => paired.push(pairOf(row, b[i]!)));
    else paired.push(...pairByMeasure(q, b));
  }
  return paired;
}

function pairByMeasure(quiet: readonly Row[], busy: readonly Row[]): PairedRow[] {
  const unused = [...busy];
  const paired = quiet.map((row) => {
    const at = unused.findIndex((b) => b.measure === row.measure);
    return at < 0 ? pairOf(row, null) : pairOf(row, unused.splice(at, 1)[0]!);
  });
  return [...paired, ...unused.map((row) => pairOf(null, row))];
}

function pairOf(quiet: Row | null, busy: Row | null): PairedRow {
  const first = (quiet ?? busy)!;
  return { section: first.section, measure: first.measure, budget: quiet?.budget ?? busy?.budget ?? '', quiet, busy };
}

function groupBySection(rows: readonly Row[]): Map<string, Row[]> {
  const bySection = new Map<string, Row[]>();
  for (const row of rows) bySection.set(row.section, [...(bySection.get(row.section) ?? []), row]);
  return bySection;
}

/** How many budgets passed and failed in each run, and whether any failed in either. */
export function countPaired(rows: readonly PairedRow[]): { quiet: { passed: number; failed: number }; busy: { passed: number; failed: number }; hasFailure: boolean } {
  const count = (side: 'quiet' | 'busy') => ({ passed: rows.filter((r) => r[side]?.pass === true).length, failed: rows.filter((r) => r[side]?.pass === false).length });
  const quiet = count('quiet');
  const busy = count('busy');
  return { quiet, busy, hasFailure: quiet.failed + busy.failed > 0 };
}

const HEADER = ['section', 'measure', 'budget', 'quiet', 'status', 'one core busy', 'status'] as const;

function cellsOf(row: PairedRow): string[] {
  const side = (r: Row | null) => (r ? [r.result, statusOf(r)] : ['(no row in this run)', '']);
  return [row.section, row.measure, row.budget, ...side(row.quiet), ...side(row.busy)];
}

/** The paired rows as an aligned text table. */
export function formatPairedTable(rows: readonly PairedRow[]): string {
  const cells = rows.map(cellsOf);
  const widths = HEADER.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** The paired rows as a Markdown table (for the README). */
export function formatPairedMarkdown(rows: readonly PairedRow[]): string {
  const esc = (s: string) => s.replaceAll('|', '\\|');
  return [`| ${HEADER.join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${cellsOf(r).map(esc).join(' | ')} |`)].join('\n');
}

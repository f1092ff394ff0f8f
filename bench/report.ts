/** The bench report: rows of measures, each with its budget and pass/fail, printed as a table or JSON. */

/** One line of the report. `pass` is null for a measure without a budget, or one that could not run. */
export interface Row {
  readonly section: string;
  readonly measure: string;
  readonly result: string;
  readonly budget?: string;
  readonly pass?: boolean | null;
}

/** A section's rows and its raw figures (for `--json`). */
export interface SectionResult {
  readonly rows: readonly Row[];
  readonly data: Readonly<Record<string, unknown>>;
}

/** Formats a duration in ms with a sensible unit. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (value < 0.001) return `${(value * 1e6).toFixed(0)} ns`;
  if (value < 1) return `${(value * 1000).toFixed(1)} µs`;
  return value < 100 ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ms`;
}

/** Formats nanoseconds. */
export function ns(value: number): string {
  return value < 1000 ? `${value.toFixed(0)} ns` : ms(value / 1e6);
}

/** A row's status cell: PASS, FAIL, n/a (a budget that could not be checked) or empty (no budget). */
export function statusOf(row: Row): string {
  if (row.pass === undefined) return '';
  return row.pass === null ? 'n/a' : row.pass ? 'PASS' : 'FAIL';
}

/** The rows as an aligned text table. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['section', 'measure', 'result', 'budget', 'status'];
  const cells = rows.map((r) => [r.section, r.measure, r.result, r.budget ?? '', statusOf(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((x, i) => x.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** The rows as a Markdown table (for the README). */
export function formatMarkdown(rows: readonly Row[]): string {
  const esc = (s: string) => s.replaceAll('|', '\\|');
  return ['| section | measure | result | budget | status |', '|---|---|---|---|---|', ...rows.map((r) => `| ${esc(r.section)} | ${esc(r.measure)} | ${esc(r.result)} | ${esc(r.budget ?? '')} | ${statusOf(r)} |`)].join('\n');
}

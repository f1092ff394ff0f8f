/** The report row of a "keystroke → page settled" measure: median and p95 against the budget, and what went wrong. */
import { ms, type Row } from './report.ts';
import type { KeyResult } from './settle-probe.ts';
import { summarize } from './timing.ts';

/** A settle budget: a median limit, a p95 limit, or both (ms, exclusive). */
export interface SettleBudget {
  readonly medianMs?: number;
  readonly p95Ms?: number;
}

/**
 * The row for `results` (one per keystroke). A keystroke that never settled fails the row; a keystroke after which
 * nothing outside the editor changed counts as 0 ms and is said in the result, since the screen showed nothing new.
 */
export function toSettleRow(section: string, measure: string, results: readonly KeyResult[], budget: SettleBudget): Row {
  const budgetText = [budget.medianMs === undefined ? '' : `< ${budget.medianMs} ms median`, budget.p95Ms === undefined ? '' : `< ${budget.p95Ms} ms p95`].filter((s) => s !== '').join(', ');
  const never = results.filter((r) => !Number.isFinite(r.settledAfter)).length;
  if (results.length === 0) return { section, measure, result: 'no keystroke measured', budget: budgetText, pass: null };
  if (never > 0) return { section, measure, result: `${never} of ${results.length} keystrokes never settled (20 s)`, budget: budgetText, pass: false };
  const s = summarize(results.map((r) => r.settledAfter));
  const unchanged = results.filter((r) => r.settledAfter === 0).length;
  const note = unchanged > 0 ? ` (${unchanged} of ${results.length} changed nothing outside the editor)` : '';
  const pass = (budget.medianMs === undefined || s.median < budget.medianMs) && (budget.p95Ms === undefined || s.p95 < budget.p95Ms);
  return { section, measure, result: `${ms(s.median)} median, ${ms(s.p95)} p95${note}`, budget: budgetText, pass };
}

/**
 * A row for reading a settle row: the first `first` keystrokes one by one (typed while the browser still optimizes the
 * keystroke's code), then the median and p95 of the rest, then the keystrokes at or above the p95 of all of them, by
 * their place in the typing (1 is the first): the ones the budget row's p95 is made of. No budget: the budget row
 * counts every keystroke.
 */
export function toFirstKeysRow(section: string, measure: string, results: readonly KeyResult[], first: number): Row {
  const settled = results.map((r) => r.settledAfter);
  if (settled.length <= first || settled.some((x) => !Number.isFinite(x))) return { section, measure, result: 'not enough settled keystrokes to split' };
  const rest = summarize(settled.slice(first));
  const { p95 } = summarize(settled);
  const atP95 = settled.map((x, i) => ({ x, place: i + 1 })).filter(({ x }) => x >= p95).sort((a, b) => b.x - a.x || a.place - b.place);
  return { section, measure, result: `first ${first}: ${settled.slice(0, first).map(ms).join(', ')}; the other ${settled.length - first}: ${ms(rest.median)} median, ${ms(rest.p95)} p95; at or above the p95: ${atP95.map(({ x, place }) => `#${place} ${ms(x)}`).join(', ')}` };
}

/** 9. Redaction: 1 MiB of hostile text (long name runs, `token=` repeated, …) is redacted in linear time, under 100 ms each. */
import { redactFreeText } from '../engine/index.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { timeRuns } from './timing.ts';

/** The budget for 1 MiB of one hostile shape (issue 34: a quadratic pass took minutes). */
export const REDACT_BUDGET_MS = 100;

const MIB = 1 << 20;
const fill = (unit: string) => unit.repeat(Math.floor(MIB / unit.length));
const CASES: readonly { readonly name: string; readonly text: string }[] = [
  { name: 'name characters then a credential', text: `${fill('a')}password=hunter22` },
  { name: '`token=` repeated', text: fill('token=') },
  { name: 'keywords run together', text: fill('token') },
  { name: '`-eyJ` repeated', text: fill('-eyJ') },
  { name: 'URL openings', text: fill('a://u:') },
  { name: '`a:` repeated', text: fill('a:') },
  { name: 'a .env of 20,000 credentials', text: Array.from({ length: 20_000 }, (_, i) => `KEY_${i}_TOKEN=ghp_${String(i).padStart(36, '0')}`).join('\n').slice(0, MIB) },
];

/** Runs the redaction section: the median time of each 1 MiB case against the budget. */
export function benchRedact(quick: boolean): SectionResult {
  const rows: Row[] = [];
  const data: Record<string, number> = {};
  for (const c of CASES) {
    const t = timeRuns(() => void redactFreeText(c.text), { warmup: 2, minRuns: quick ? 3 : 7 });
    data[c.name] = t.median;
    rows.push({ section: 'redact', measure: `1 MiB redacted: ${c.name}`, result: ms(t.median), budget: `< ${REDACT_BUDGET_MS} ms`, pass: t.median < REDACT_BUDGET_MS });
  }
  return { rows, data };
}

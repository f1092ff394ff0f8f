/** `lint`'s text and Markdown forms: one line (or row) per finding, and a summary. */
import { countLevels, placeText, type LintFinding } from './lint-findings.ts';
import { ruleHelpOf } from './rule-help.ts';
import { markdownCell } from './test-markdown.ts';

function summary(findings: readonly LintFinding[]): string {
  const c = countLevels(findings);
  return `${findings.length} problem${findings.length === 1 ? '' : 's'} (${c.error} error${c.error === 1 ? '' : 's'}, ${c.warning} warning${c.warning === 1 ? '' : 's'}, ${c.note} note${c.note === 1 ? '' : 's'})`;
}

/** The findings as text lines: `file:line:col  level  message  [rule]`, then the summary. */
export function lintText(findings: readonly LintFinding[]): string[] {
  const lines = findings.map((f) => `${f.level.padEnd(7)} ${placeText(f.place)}  ${f.message}${f.hint ? ` (${f.hint})` : ''}  [${f.ruleId}]`);
  return [...lines, ...(lines.length ? [''] : []), summary(findings)];
}

const MARK: Readonly<Record<LintFinding['level'], string>> = { error: '❌ error', warning: '⚠️ warning', note: 'ℹ️ note' };

/** The findings as Markdown (a job summary): a summary line and a table with each rule's help. */
export function lintMarkdown(findings: readonly LintFinding[], title: string): string {
  const c = countLevels(findings);
  const lines = [`### Lint: ${markdownCell(title)}`, '', `${c.error > 0 ? '❌' : c.warning > 0 ? '⚠️' : '✅'} ${summary(findings)}`, ''];
  if (findings.length === 0) return lines.join('\n');
  lines.push('| level | where | finding | rule |', '| --- | --- | --- | --- |');
  for (const f of findings) lines.push(`| ${MARK[f.level]} | ${markdownCell(placeText(f.place), true)} | ${markdownCell(f.message)} | ${markdownCell(f.ruleId, true)} ${markdownCell(ruleHelpOf(f.ruleId).name)} |`);
  return lines.join('\n');
}

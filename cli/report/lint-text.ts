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

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** GitHub Actions workflow commands: an annotation per finding, at its file, line and column when it has them. */
export function lintAnnotations(findings: readonly LintFinding[]): string[] {
  return findings.map((f) => {
    const where = f.place ? [`file=${escapeProperty(f.place.file)}`, ...(f.place.line !== undefined ? [`line=${f.place.line}`] : []), ...(f.place.column !== undefined ? [`col=${f.place.column}`] : [])] : [];
    const props = [...where, `title=${escapeProperty(f.ruleId)}`].join(',');
    return `::${f.level === 'note' ? 'notice' : f.level} ${props}::${escapeData(f.message)}`;
  });
}

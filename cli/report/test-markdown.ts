/** `test --format markdown`: what a job summary shows, a summary line and a table of the probes. */
import type { ProbeOutcome } from './probe-outcomes.ts';

/** Text for a Markdown table cell: pipes escaped, no line breaks, code spans where asked. */
export function markdownCell(text: string, isCode = false): string {
  const flat = text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
  return isCode ? `\`${flat.replace(/`/g, "'")}\`` : flat.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
}

const MARK: Readonly<Record<ProbeOutcome['status'], string>> = { passed: '✅ pass', failed: '❌ fail', unchecked: '➖ no expectation' };

/** The probe report as Markdown, headed by `title` (the scenario). */
export function testMarkdown(outcomes: readonly ProbeOutcome[], title: string): string {
  const failed = outcomes.filter((o) => o.status === 'failed').length;
  const passed = outcomes.filter((o) => o.status === 'passed').length;
  const lines = [`### Probes: ${markdownCell(title)}`, '', `${failed === 0 ? '✅' : '❌'} ${outcomes.length} probes: ${passed} passed, ${failed} failed, ${outcomes.length - passed - failed} without an expectation`, ''];
  if (outcomes.length === 0) return lines.join('\n');
  lines.push('| result | probe | agent | expected | got | rule | where |', '| --- | --- | --- | --- | --- | --- | --- |');
  for (const o of outcomes) lines.push(`| ${MARK[o.status]} | ${markdownCell(o.label, true)} | ${markdownCell(o.agent)} | ${o.expected ?? '-'} | ${markdownCell(o.got)} | ${o.rule ? markdownCell(o.rule, true) : 'default'} | ${o.at ? markdownCell(o.at, true) : '-'} |`);
  return lines.join('\n');
}

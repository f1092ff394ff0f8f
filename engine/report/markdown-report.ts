import type { Analysis } from '../analyze.ts';
import { explainJson } from './explain-report.ts';
import { STAGE_WORDS } from './words.ts';
import { printable } from './printable.ts';
import { RUN_MODES, type RunMode } from '../ask/run-mode.ts';
import { ENGINE_VERSION, REFERENCE } from '../version.ts';

/** Plain text in a table cell or line: HTML, link, emphasis and autolink syntax shown, never interpreted. */
function cell(text: string): string {
  return printable(text.replace(/\r?\n/g, ' '))
    .replace(/[&<>"]/g, (c) => HTML_ENTITY[c]!)
    .replace(/[\\`*_{}[\]()#+\-!|~]/g, (c) => `\\${c}`)
    .replace(/:\/\//g, '&#58;//') // no autolinked https://…
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}&#46;`); // nor www.…
}

const HTML_ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** A code span: its content is never HTML nor Markdown; backticks and newlines cannot end it early. */
function code(text: string): string {
  return `\`${printable(text.replace(/\r?\n/g, ' ')).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;
}

/** A link target that cannot leave its parentheses nor be a script. */
function safeHref(link: string): string | null {
  if (!/^https?:\/\//i.test(link)) return null;
  return link.replace(/[\s()<>"'`\\]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
}

/** The report's first line under the title: which engine wrote it, the reference version it reproduces, and the run mode. */
export function reportHeader(runMode: RunMode): string {
  const mode = RUN_MODES.find((m) => m.mode === runMode) ?? RUN_MODES[0]!;
  return `Engine: Agentforge Permission Playground ${ENGINE_VERSION}, reproducing ${REFERENCE.name} ${REFERENCE.version} (commit ${code(REFERENCE.commit.slice(0, 12))}) · Run mode: ${cell(mode.label)} (${code(mode.command)})`;
}

/**
 * A Markdown report of an analysis for issue trackers: the engine, reference version and run mode, the layers,
 * the tools and probe decisions in tables, and the link. `runMode` is the mode the reader's screen shows (interactive by default).
 */
export function markdownReport(analysis: Analysis, link?: string, runMode: RunMode = 'interactive'): string {
  const j = explainJson(analysis);
  const lines: string[] = [`### ${cell(analysis.scenario.title ?? 'Agentforge permission scenario')}`, '', reportHeader(runMode), ''];
  const href = link ? safeHref(link) : null;
  if (href) lines.push(`[Open this scenario in the playground](${href})`, '');
  lines.push('**Layers** (merge order, low to high)', '', '| # | layer | status | path |', '| --- | --- | --- | --- |');
  j.layers.forEach((l, i) => lines.push(`| ${i + 1} | ${cell(l.source)} | ${cell(l.status)} | ${l.path ? code(l.path) : '-'} |`));
  if (j.error) lines.push('', `> The reference refuses this config: ${cell(j.error.name)}`);
  lines.push('', `**Agent:** ${j.agent ? code(j.agent) : 'none'}`, '');
  if (j.tools.length) {
    lines.push('| tool | model sees it | calls can get | last rule |', '| --- | --- | --- | --- |');
    for (const t of j.tools) {
      const last = t.hiddenBy === 'request' ? `this request sets ${code(`tools.${t.tool}`)} = false` : t.lastRule ? `#${t.lastRule.index} ${code(`${t.lastRule.permission} ${t.lastRule.pattern} ${t.lastRule.action}`)}` : `no rule for ${code(t.permission)}`;
      lines.push(`| ${code(t.tool)} | ${t.visible ? 'yes' : '**hidden**'} | ${cell(t.reachable.join(', '))} | ${last} |`);
    }
    lines.push('');
  }
  if (j.probes.length) {
    lines.push('| permission | input | decision | expected | why |', '| --- | --- | --- | --- | --- |');
    for (const p of j.probes) {
      const verdict = p.expect ? `${p.expect}${p.passed === false ? ' ❌' : p.passed ? ' ✅' : ''}` : '-';
      lines.push(`| ${code(p.permission)} | ${code(p.input)} | ${p.action ?? '-'}${p.stage ? ` (${STAGE_WORDS[p.stage]})` : ''} | ${verdict} | ${cell(p.why ?? '')} |`);
    }
    lines.push('');
  }
  const problems = j.diagnostics.filter((d) => d.severity !== 'info');
  if (problems.length) {
    lines.push('**Diagnostics**', '');
    for (const d of problems) lines.push(`- ${d.severity} ${code(d.code)}: ${cell(d.message)}${d.path ? ` (${code(`${d.path}${d.line ? `:${d.line}` : ''}`)})` : ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

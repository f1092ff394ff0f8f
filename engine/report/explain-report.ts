import type { Analysis } from '../analyze.ts';
import { STAGE_WORDS } from './words.ts';
import { describeDecision, describeOrigin, ruleKeyLabel } from '../permission/describe.ts';
import { printable } from './printable.ts';


/** The JSON report of `explain --json`. */
export function explainJson(analysis: Analysis) {
  return {
    layers: analysis.load.layers.map((l) => ({ path: l.path, source: l.source, status: l.status, reason: l.reason })),
    error: analysis.load.error,
    agent: analysis.agent?.name ?? null,
    rules: analysis.ruleset.map((r, index) => ({ index, permission: r.permission, pattern: r.pattern, action: r.action, origin: r.origin ?? null, from: r.origin?.kind === 'config' || r.origin?.kind === 'legacy-tools' || r.origin?.kind === 'env-permission' ? `${ruleKeyLabel(r.origin, r)} ${describeOrigin(r.origin)}` : describeOrigin(r.origin) })),
    tools: analysis.tools.map((t) => ({ tool: t.tool, permission: t.permission, visible: t.visible, hiddenBy: t.hiddenBy, reachable: t.reachable, lastRule: t.lastRule ? { index: t.lastRule.index, permission: t.lastRule.rule.permission, pattern: t.lastRule.rule.pattern, action: t.lastRule.rule.action } : null })),
    probes: analysis.probes.map((p) => ({
      permission: p.probe.permission,
      input: p.probe.input,
      agent: p.agent,
      action: p.decision?.action ?? null,
      default: p.decision?.isDefault ?? null,
      rule: p.decision?.rule ? { permission: p.decision.rule.permission, pattern: p.decision.rule.pattern, action: p.decision.rule.action } : null,
      index: p.decision?.index ?? null,
      stage: p.stage,
      expect: p.probe.expect ?? null,
      passed: p.passed,
      why: p.decision ? describeDecision(p.decision) : null,
    })),
    lints: analysis.ruleLints.map((l) => ({ code: l.code, index: l.index, message: l.message, line: l.location?.line ?? null, column: l.location?.column ?? null })),
    diagnostics: analysis.diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: d.message, path: d.path, line: d.line, column: d.column })),
  };
}

/** A value padded to a column, its control characters escaped (a probe input must not move the cursor). */
function pad(value: string, width: number): string {
  const text = printable(value);
  return text.length >= width ? `${text} ` : text + ' '.repeat(width - text.length);
}

/** The human-readable report of `explain`. */
export function explainText(analysis: Analysis): string {
  const j = explainJson(analysis);
  const lines: string[] = [];
  if (analysis.scenario.title) lines.push(printable(analysis.scenario.title), '');
  lines.push('Layers, in merge order (low to high):');
  for (const l of j.layers) lines.push(`  ${pad(l.status, 8)} ${pad(l.source, 15)} ${printable(l.path ?? '-')}  (${printable(l.reason)})`);
  if (j.error) lines.push('', `The reference refuses this config: ${printable(j.error.name)} in ${printable(j.error.data.path ?? '?')}${j.error.line ? `:${j.error.line}:${j.error.column}` : ''}`);
  const diagnostics = j.diagnostics.filter((d) => !d.code.startsWith('rule/') && !d.code.startsWith('shell/'));
  if (diagnostics.length) {
    lines.push('', 'Diagnostics:');
    for (const d of diagnostics) lines.push(`  ${d.severity} ${printable(d.code)}: ${printable(d.message)}${d.path ? ` (${printable(d.path)}${d.line ? `:${d.line}:${d.column}` : ''})` : ''}`);
  }
  if (j.agent) {
    lines.push('', `Agent ${printable(j.agent)}: ${j.rules.length} rules, last match wins`);
    for (const r of j.rules) lines.push(`  ${pad(String(r.index), 4)} ${pad(r.action, 6)} ${pad(r.permission, 20)} ${pad(JSON.stringify(r.pattern), 30)} ${printable(r.from)}`);
    lines.push('', 'Tools the model sees:');
    for (const t of j.tools) {
      const why = t.hiddenBy === 'request' ? `this request sets tools.${t.tool} = false` : t.lastRule ? `last rule for ${t.permission}: #${t.lastRule.index} ${t.lastRule.permission} ${JSON.stringify(t.lastRule.pattern)} ${t.lastRule.action}` : `no rule for ${t.permission}`;
      lines.push(`  ${pad(t.tool, 20)} ${pad(t.visible ? 'visible' : 'HIDDEN', 8)} calls can get: ${pad(t.reachable.join('/'), 16)} ${printable(why)}`);
    }
  }
  if (j.probes.length) {
    lines.push('', 'Probes:');
    for (const p of j.probes) {
      const verdict = p.expect ? (p.passed ? `  ok (expected ${p.expect})` : `  FAIL (expected ${p.expect})`) : '';
      lines.push(`  ${pad(p.action ?? '-', 6)} ${pad(p.permission, 12)} ${pad(p.input, 28)} ${p.stage ? STAGE_WORDS[p.stage] : ''}: ${printable(p.why ?? 'no agent')}${verdict}`);
    }
  }
  if (j.lints.length) {
    lines.push('', 'Lints on your rules:');
    for (const l of j.lints) lines.push(`  #${l.index} ${printable(l.code)}: ${printable(l.message)}`);
  }
  return lines.join('\n');
}

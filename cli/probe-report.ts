/** The `test` command's report: one line per probe, expected vs actual with the reason for each failure, and a summary. */
import { describeDecision, printable, STAGE_WORDS, type Analysis, type Probe, type ProbeResult } from '../engine/index.ts';

/** The counts behind the summary line. */
export interface ProbeTally {
  readonly passed: number;
  readonly failed: number;
  readonly unchecked: number;
}

/** A probe as one readable line: `@plan bash "git status"`. */
export function probeLabel(probe: Probe): string {
  return printable(`${probe.agent ? `@${JSON.stringify(probe.agent)} ` : ''}${probe.permission} ${JSON.stringify(probe.input)}`);
}

/** True when a probe with an expectation did not get it (an undecidable probe fails too). */
export function isFailure(result: ProbeResult): boolean {
  return result.probe.expect !== undefined && result.passed !== true;
}

function whyNot(analysis: Analysis, result: ProbeResult): string {
  return printable(whyNotRaw(analysis, result));
}

function whyNotRaw(analysis: Analysis, result: ProbeResult): string {
  if (analysis.load.error) return `the reference refuses this config: ${analysis.load.error.name} in ${analysis.load.error.data.path ?? '?'}`;
  if (result.probe.agent && !analysis.agents?.byKey.get(result.probe.agent)) return `agent "${result.probe.agent}" does not exist; known: ${analysis.agents?.list.join(', ') ?? 'none'}`;
  return analysis.diagnostics.find((d) => d.severity === 'error')?.message ?? 'no agent to decide with';
}

/** The report lines and tally for an analysis's probes; `annotate` adds GitHub Actions `::error` lines for failures. */
export function probeReport(analysis: Analysis, annotate = false): { readonly lines: readonly string[]; readonly tally: ProbeTally } {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  let unchecked = 0;
  for (const r of analysis.probes) {
    const label = probeLabel(r.probe);
    if (!r.decision || !r.stage) {
      if (r.probe.expect) failed++;
      else unchecked++;
      lines.push(`${r.probe.expect ? 'FAIL' : 'SKIP'}  ${label}`, `      expected ${r.probe.expect ?? 'nothing'}, but nothing could be decided: ${whyNot(analysis, r)}`);
      if (annotate && r.probe.expect) lines.push(`::error title=probe failed::${label}: expected ${r.probe.expect}, nothing could be decided`);
      continue;
    }
    const actual = `${r.decision.action} (${STAGE_WORDS[r.stage]}, agent ${printable(r.agent ?? '?')})`;
    if (!r.probe.expect) {
      unchecked++;
      lines.push(`----  ${label} => ${actual}`);
    } else if (r.passed) {
      passed++;
      lines.push(`ok    ${label} => ${r.decision.action}`);
    } else {
      failed++;
      lines.push(`FAIL  ${label}`, `      expected ${r.probe.expect}, got ${actual}`, `      because ${printable(describeDecision(r.decision))}`);
      if (annotate) lines.push(`::error title=probe failed::${label}: expected ${r.probe.expect}, got ${r.decision.action} because ${printable(describeDecision(r.decision))}`);
    }
  }
  lines.push('', `${analysis.probes.length} probes: ${passed} passed, ${failed} failed, ${unchecked} without an expectation`);
  return { lines, tally: { passed, failed, unchecked } };
}

/** The scenario's probes with every decided probe's current action as its expectation (undecided ones keep theirs). */
export function probesWithCurrentDecisions(analysis: Analysis): Probe[] {
  return analysis.probes.map((r) => (r.decision ? { ...r.probe, expect: r.decision.action } : r.probe));
}

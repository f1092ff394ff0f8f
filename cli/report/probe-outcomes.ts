/** Each probe's outcome as plain fields (expected, got, the rule and where it was written), for JUnit and Markdown. */
import { describeDecision, printable, ruleKeyLabel, STAGE_WORDS, type Analysis, type ProbeResult, type Rule } from '../../engine/index.ts';
import { isFailure, probeLabel } from '../probe-report.ts';

/** One probe: passed, failed, or without an expectation (unchecked). */
export interface ProbeOutcome {
  readonly label: string;
  readonly agent: string;
  readonly status: 'passed' | 'failed' | 'unchecked';
  readonly expected: string | null;
  /** The action with its stage, or why nothing could be decided. */
  readonly got: string;
  /** The deciding rule as written (`edit["*"]: deny`), or null for the reference's default. */
  readonly rule: string | null;
  /** Where the deciding rule was written: `file:line:column`, when a file holds it. */
  readonly at: string | null;
  /** The engine's sentence for the decision. */
  readonly why: string;
}

function locationOf(rule: Rule | null | undefined): string | null {
  const o = rule?.origin;
  const loc = o && (o.kind === 'config' || o.kind === 'legacy-tools') ? o.location : undefined;
  return loc ? `${loc.file}:${loc.line}:${loc.column}` : null;
}

function outcomeOf(analysis: Analysis, r: ProbeResult): ProbeOutcome {
  const label = probeLabel(r.probe);
  const expected = r.probe.expect ?? null;
  const status = isFailure(r) ? 'failed' : expected === null ? 'unchecked' : 'passed';
  const agent = printable(r.agent ?? r.probe.agent ?? analysis.agent?.name ?? '?');
  if (!r.decision || !r.stage) {
    const why = analysis.load.error ? `the reference refuses this config: ${analysis.load.error.name}` : (analysis.diagnostics.find((d) => d.severity === 'error')?.message ?? 'no agent to decide with');
    return { label, agent, status, expected, got: 'nothing decided', rule: null, at: null, why: printable(why) };
  }
  const rule = r.decision.rule;
  return {
    label,
    agent,
    status,
    expected,
    got: `${r.decision.action} (${STAGE_WORDS[r.stage]})`,
    rule: rule ? printable(`${ruleKeyLabel(rule.origin, rule)}: ${rule.action}`) : null,
    at: printable(locationOf(rule) ?? '') || null,
    why: printable(describeDecision(r.decision)),
  };
}

/** Every probe's outcome, in the scenario's order. */
export function probeOutcomes(analysis: Analysis): ProbeOutcome[] {
  return analysis.probes.map((r) => outcomeOf(analysis, r));
}

import { describeDecision, type Analysis, type RuleAction, STAGE_LABELS, stageOf, type StageKind } from '../../../engine/index.ts';
import { toRuleSource, type RuleSource } from '../../shared/rule/to-rule-source.ts';

/** A row's verdict: the expectation holds, fails, is absent, or nothing could be decided. */
export type Verdict = 'pass' | 'fail' | 'none' | 'undecided';

/** One row of the Probes table, all words and references taken from engine data. */
export interface ProbeRow {
  readonly index: number;
  readonly permission: string;
  readonly input: string;
  readonly agent: string | null;
  readonly expect: RuleAction | null;
  readonly verdict: Verdict;
  readonly action: RuleAction | null;
  readonly stage: StageKind | null;
  /** `Expected allow, got deny (Hidden from the model)` for a failure; null otherwise. */
  readonly mismatch: string | null;
  /** The engine's one-line reason (describeDecision), or why nothing could be decided. */
  readonly reason: string;
  readonly rule: { readonly source: RuleSource; readonly index: number } | null;
}

/** The counts above the table. */
export interface ProbeSummary {
  readonly total: number;
  readonly passed: number;
  readonly failed: number;
}

function undecidedReason(analysis: Analysis, agent: string | undefined): string {
  if (analysis.load.error) return `the reference refuses this config: ${analysis.load.error.name}`;
  if (agent && !analysis.agents?.byKey.get(agent)) return `agent "${agent}" does not exist`;
  return 'no agent is selected';
}

/** Turns the analysis's probe results into rows, in the scenario's order. */
export function toProbeRows(analysis: Analysis): ProbeRow[] {
  const { layers } = analysis.load;
  const { worktree, home } = analysis.scenario;
  return analysis.probes.map((r, index): ProbeRow => {
    const base = { index, permission: r.probe.permission, input: r.probe.input, agent: r.probe.agent ?? null, expect: r.probe.expect ?? null };
    if (!r.decision || !r.stage) {
      return { ...base, verdict: r.probe.expect ? 'fail' : 'undecided', action: null, stage: null, mismatch: r.probe.expect ? `Expected ${r.probe.expect}, nothing decided` : null, reason: undecidedReason(analysis, r.probe.agent), rule: null };
    }
    const stage = stageOf(r.decision.action, r.stage === 'hidden', r.decision.isDefault);
    const verdict: Verdict = r.passed === null ? 'none' : r.passed ? 'pass' : 'fail';
    return {
      ...base,
      verdict,
      action: r.decision.action,
      stage,
      mismatch: verdict === 'fail' ? `Expected ${r.probe.expect}, got ${r.decision.action} (${STAGE_LABELS[stage]})` : null,
      reason: describeDecision(r.decision),
      rule: r.decision.rule ? { source: toRuleSource(r.decision.rule, layers, worktree, home), index: r.decision.index } : null,
    };
  });
}

/** Counts rows by verdict (rows without an expectation count only in the total). */
export function toProbeSummary(rows: readonly ProbeRow[]): ProbeSummary {
  return { total: rows.length, passed: rows.filter((r) => r.verdict === 'pass').length, failed: rows.filter((r) => r.verdict === 'fail').length };
}

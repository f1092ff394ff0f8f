/** Scenario diff: two scenarios run against the same probe table; which merged values, rules, visibilities and decisions changed, and which way. */
import { analyze, type Analysis } from '../analyze.ts';
import type { Stage } from '../permission/stage.ts';
import type { Decision } from '../permission/evaluate.ts';
import type { Probe, Scenario } from '../scenario/scenario.ts';
import { describeDecision } from '../permission/describe.ts';
import { compareActions, compareRanks, type Direction } from './diff-direction.ts';
import { diffRules, diffVisibilities, type RuleChange, type VisibilityChange } from './diff-rules.ts';
import { diffMergedValues, type ValueChange } from './diff-values.ts';

/** One side of a probe's outcome. */
export interface ProbeSide {
  readonly agent: string | null;
  readonly decision: Decision | null;
  readonly stage: Stage | null;
  /** The rule (and its layer) responsible, in words; or why nothing could be decided. */
  readonly why: string;
}

/** A probe whose decision or stage differs between the two scenarios. */
export interface ProbeChange {
  readonly probe: Probe;
  readonly before: ProbeSide;
  readonly after: ProbeSide;
  readonly direction: Direction;
}

/** Everything that differs between two scenarios. */
export interface ScenarioDiff {
  readonly values: readonly ValueChange[];
  readonly valuesLeftOut: number;
  readonly rules: readonly RuleChange[];
  /** True when rules common to both sides appear in another order. */
  readonly isReordered: boolean;
  readonly visibilities: readonly VisibilityChange[];
  readonly probes: readonly ProbeChange[];
  /** How many probes (the union of both scenarios' tables) were compared. */
  readonly probesCompared: number;
  /** The reference's load error on each side, in words (null when it loads). */
  readonly errors: { readonly before: string | null; readonly after: string | null };
  readonly isSame: boolean;
  /** How many changed probes, cells and rules there are in all (more than the lists hold once `capScenarioDiff` cut them). */
  readonly totals: { readonly probes: number; readonly visibilities: number; readonly rules: number };
}

/** Items of one changed list a screen is given: 180,000 changed agent × tool cells (20,000 agents) were 44 MB to post. */
export const MAX_DIFF_CHANGES = 200;

/** A diff with each changed list cut to its first `max` items; `totals` still counts them all. */
export function capScenarioDiff(diff: ScenarioDiff, max = MAX_DIFF_CHANGES): ScenarioDiff {
  if (diff.probes.length <= max && diff.visibilities.length <= max && diff.rules.length <= max) return diff;
  return { ...diff, probes: diff.probes.slice(0, max), visibilities: diff.visibilities.slice(0, max), rules: diff.rules.slice(0, max) };
}

const STAGE_RANK: Readonly<Record<Stage, number>> = { hidden: 0, 'denied-at-execute': 1, asks: 2, allowed: 3 };

function probeKey(p: Probe): string {
  return JSON.stringify([p.agent ?? '', p.permission, p.input]);
}

/** Both scenarios' probes, de-duplicated by agent, permission and input (the first expectation kept). */
export function unionProbes(a: readonly Probe[], b: readonly Probe[]): Probe[] {
  const byKey = new Map<string, Probe>();
  for (const p of [...a, ...b]) if (!byKey.has(probeKey(p))) byKey.set(probeKey(p), p);
  return [...byKey.values()];
}

function errorText(analysis: Analysis): string | null {
  const e = analysis.load.error;
  return e ? `the reference refuses this config: ${e.name} in ${e.data.path ?? '?'}` : null;
}

function side(analysis: Analysis, i: number): ProbeSide {
  const r = analysis.probes[i];
  if (!r || !r.decision) return { agent: r?.agent ?? null, decision: null, stage: null, why: errorText(analysis) ?? analysis.diagnostics.find((d) => d.severity === 'error')?.message ?? 'no agent to decide with' };
  return { agent: r.agent, decision: r.decision, stage: r.stage, why: describeDecision(r.decision) };
}

function probeDirection(a: ProbeSide, b: ProbeSide): Direction {
  if (!a.decision || !b.decision || !a.stage || !b.stage) return 'unclear';
  const byAction = compareActions(a.decision.action, b.decision.action);
  return byAction !== 'same' ? byAction : compareRanks(STAGE_RANK[a.stage], STAGE_RANK[b.stage]);
}

/** Compares two analyses that were run on the same probe list (index by index). */
export function diffAnalyses(before: Analysis, after: Analysis): ScenarioDiff {
  const values = diffMergedValues(before.load, after.load);
  const rules = diffRules(before, after);
  const visibilities = diffVisibilities(before, after);
  const probes: ProbeChange[] = [];
  after.scenario.probes.forEach((probe, i) => {
    const a = side(before, i);
    const b = side(after, i);
    if (a.decision?.action === b.decision?.action && a.stage === b.stage && (a.decision === null) === (b.decision === null)) return;
    probes.push({ probe, before: a, after: b, direction: probeDirection(a, b) });
  });
  const errors = { before: errorText(before), after: errorText(after) };
  const isSame = values.changes.length === 0 && rules.changes.length === 0 && !rules.isReordered && visibilities.length === 0 && probes.length === 0 && errors.before === errors.after;
  const totals = { probes: probes.length, visibilities: visibilities.length, rules: rules.changes.length };
  return { values: values.changes, valuesLeftOut: values.leftOut, rules: rules.changes, isReordered: rules.isReordered, visibilities, probes, probesCompared: after.scenario.probes.length, errors, isSame, totals };
}

/** Runs both scenarios against the union of their probe tables and compares them. */
export function diffScenarios(before: Scenario, after: Scenario): ScenarioDiff {
  const probes = unionProbes(before.probes, after.probes);
  return diffAnalyses(analyze({ ...before, probes }), analyze({ ...after, probes }));
}

/** Verification: a draft edit applied to a copy of the scenario and analysed again; kept only when the target gets what is wanted. */
import { analyze, type Analysis, type ProbeResult } from '../analyze.ts';
import type { Stage } from '../permission/stage.ts';
import { diffAnalyses, type ScenarioDiff } from '../compare/diff.ts';
import type { RuleAction } from '../permission/rule.ts';
import type { Probe, Scenario } from '../scenario/scenario.ts';
import type { FileEdit, FixFileChange, FixKind, FixTarget, WantedOutcome } from './fix-types.ts';
import { diffToEdit, docKey, editSize, type DocRef } from './edit/text-edit.ts';

/** One document's text after a draft. */
export interface DocChange {
  readonly ref: DocRef;
  readonly before: string;
  readonly after: string;
}

/** A candidate edit before verification. */
export interface Draft {
  readonly kind: FixKind;
  readonly title: string;
  /** What decides today and why this edit changes it (the verifier adds the decision after the edit). */
  readonly why: string;
  readonly changes: readonly DocChange[];
  /** The characters the edit really touches, when the one-range diff overstates them (a moved key). */
  readonly size?: number;
  /** Extra ranking cost (e.g. a bash rule for one exact command line). */
  readonly penalty?: number;
}

/** The rule action a wanted outcome needs. */
export function actionFor(want: WantedOutcome): RuleAction {
  return want === 'hidden' ? 'deny' : want;
}

/** The stage a wanted outcome lands at exactly. */
export function stageFor(want: WantedOutcome): Stage {
  return want === 'allow' ? 'allowed' : want === 'ask' ? 'asks' : want === 'deny' ? 'denied-at-execute' : 'hidden';
}

/** True when a probe result gives the wanted outcome (`deny` also holds when the tool is hidden: the call is denied either way). */
export function outcomeHolds(result: ProbeResult | undefined, want: WantedOutcome): boolean {
  if (!result?.decision || !result.stage) return false;
  if (want === 'deny') return result.decision.action === 'deny';
  return result.stage === stageFor(want);
}

/** The target as a probe (its wanted action as the expectation). */
export function targetProbe(target: FixTarget): Probe {
  return { permission: target.permission, input: target.input, ...(target.agent !== undefined ? { agent: target.agent } : {}), expect: actionFor(target.want) };
}

/** True when a probe asks what the target asks (same agent, permission and input). */
export function isTargetProbe(probe: Probe, target: FixTarget): boolean {
  return probe.permission === target.permission && probe.input === target.input && (probe.agent ?? '') === (target.agent ?? '');
}

/** The scenario's probes without the target, then the target last. */
export function withTargetLast(scenario: Scenario, target: FixTarget): Scenario {
  return { ...scenario, probes: [...scenario.probes.filter((p) => !isTargetProbe(p, target)), targetProbe(target)] };
}

/** An analysis without its last probe (the target), for the side-effect diff. */
export function withoutTarget(analysis: Analysis): Analysis {
  return { ...analysis, scenario: { ...analysis.scenario, probes: analysis.scenario.probes.slice(0, -1) }, probes: analysis.probes.slice(0, -1) };
}

/** The scenario with each changed document's text replaced (a new file added when it was not there). */
export function applyDocChanges(scenario: Scenario, changes: readonly { readonly ref: DocRef; readonly after: string }[]): Scenario {
  let files = [...scenario.files];
  let env = scenario.env;
  for (const c of changes) {
    if (c.ref.env !== undefined) env = { ...env, [c.ref.env]: c.after };
    else if (files.some((f) => f.path === c.ref.path)) files = files.map((f) => (f.path === c.ref.path ? { path: f.path, text: c.after } : f));
    else files = [...files, { path: c.ref.path ?? '', text: c.after }];
  }
  return { ...scenario, files, env };
}

/** A draft that passed verification, with everything a proposal shows. */
export interface VerifiedDraft {
  readonly draft: Draft;
  readonly edits: readonly FileEdit[];
  readonly files: readonly FixFileChange[];
  readonly lands: Stage;
  readonly after: ProbeResult;
  readonly sideEffects: ScenarioDiff;
  readonly cost: number;
  /** Identical resulting texts give identical keys. */
  readonly key: string;
}

/** How much a changed probe weighs against an edited character when ranking: opening something weighs most, a stage alone least. */
const PROBE_EFFECT_COST = { opens: 60, other: 40, stage: 15 } as const;
/** A tool's visibility changes for each agent a top-level rule reaches, so it weighs less than a probe. */
const VISIBILITY_EFFECT_COST = 3;
/** Landing at another stage than the wanted one (deny wanted, tool hidden) ranks after every exact proposal. */
const STAGE_MISS_COST = 1000;

/** Applies a draft to the scenario (target last), analyses it, and keeps it only if the target gets `want`. */
export function verifyDraft(base: Scenario, before: Analysis, draft: Draft, want: WantedOutcome, accept?: (after: Analysis) => boolean): VerifiedDraft | null {
  const changes = draft.changes.filter((c) => c.before !== c.after);
  if (changes.length === 0) return null;
  const afterAnalysis = analyze(applyDocChanges(base, changes));
  const after = afterAnalysis.probes[afterAnalysis.probes.length - 1];
  if (!after?.stage || !outcomeHolds(after, want) || (accept && !accept(afterAnalysis))) return null;
  const edits = changes.map((c) => diffToEdit(c.ref, c.before, c.after));
  const files = changes.map((c) => ({ ...(c.ref.env !== undefined ? { env: c.ref.env } : { path: c.ref.path ?? '' }), before: c.before, after: c.after }));
  const sideEffects = diffAnalyses(withoutTarget(before), withoutTarget(afterAnalysis));
  const size = draft.size ?? edits.reduce((n, e) => n + editSize(e), 0);
  const probeCost = sideEffects.probes.reduce((n, p) => n + PROBE_EFFECT_COST[p.before.decision?.action === p.after.decision?.action ? 'stage' : p.direction === 'more' ? 'opens' : 'other'], 0);
  const cost = size + probeCost + VISIBILITY_EFFECT_COST * sideEffects.visibilities.length + (after.stage === stageFor(want) ? 0 : STAGE_MISS_COST) + (draft.penalty ?? 0);
  const key = changes.map((c) => `${docKey(c.ref)}\u0000${c.after}`).sort().join('\u0001');
  return { draft, edits, files, lands: after.stage, after, sideEffects, cost, key };
}

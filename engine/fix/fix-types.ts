/** Fixes: from the decision a user wants to the verified edit that gives it (issue 15). */
import type { Stage } from '../permission/stage.ts';
import type { ScenarioDiff } from '../compare/diff.ts';
import type { Scenario } from '../scenario/scenario.ts';

/** What the user wants a probe to get. 'hidden' = the model must not see the tool at all (resolveTools); 'deny' = denied at execute. */
export type WantedOutcome = 'allow' | 'ask' | 'deny' | 'hidden';

/** One expectation to make hold: agent (default agent when absent), permission, input, wanted outcome. */
export interface FixTarget {
  readonly agent?: string;
  readonly permission: string;
  readonly input: string;
  readonly want: WantedOutcome;
}

/** One text edit on a scenario file (offsets into that file's current text), or on an env variable when `env` is set instead of `path`. */
export interface FileEdit {
  readonly path?: string;
  readonly env?: string;
  readonly offset: number;
  readonly length: number;
  readonly content: string;
}

/** A whole-file view of a proposal's change, for previews: the file (or env variable) before and after. */
export interface FixFileChange {
  readonly path?: string;
  readonly env?: string;
  readonly before: string;
  readonly after: string;
}

/** The kinds of edit a proposal can make. */
export type FixKind = 'add-rule' | 'move-rule' | 'narrow-pattern' | 'add-trailing-star' | 'change-action' | 'remove-rule' | 'move-to-layer';

/** A verified proposal: applying `edits` makes the target get `want`; `sideEffects` is every other change the edit makes (probes, tool visibility, agents). */
export interface FixProposal {
  /** Stable within one result, e.g. "add-rule:0". */
  readonly id: string;
  readonly kind: FixKind;
  /** One line, e.g. 'Move "*": "deny" before "reports/**": "allow" in agentforge.json'. */
  readonly title: string;
  /** One or two sentences: what decides today (key order, which layer wins) and why this edit changes it. */
  readonly why: string;
  readonly edits: readonly FileEdit[];
  readonly files: readonly FixFileChange[];
  /** The target's stage after the edit. */
  readonly lands: Stage;
  /** Diff of analyses before/after, target probe excluded. */
  readonly sideEffects: ScenarioDiff;
  /** Ranking key: smaller changes first. */
  readonly cost: number;
}

/** The answer for one target. */
export type FixResult =
  | { readonly kind: 'holds'; readonly stage: Stage }
  | { readonly kind: 'proposals'; readonly proposals: readonly FixProposal[] }
  | { readonly kind: 'blocked'; readonly layer: string; readonly path?: string; readonly reason: string };

/** The signature of `proposeFixes` (engine/fix/propose-fixes.ts). */
export type ProposeFixes = (scenario: Scenario, target: FixTarget) => FixResult;
/** The signature of `applyFix` (engine/fix/apply-fix.ts). */
export type ApplyFix = (scenario: Scenario, proposal: FixProposal) => Scenario;

/** Where a decision lands on the execute chain: the product's one outcome vocabulary. */
import type { RuleAction } from './rule.ts';

/** Where on the execute chain a decision lands: the four stages the reference can tell apart. */
export type Stage = 'hidden' | 'denied-at-execute' | 'asks' | 'allowed';

/** A stage as the screen shows it: the four stages, with the default ask (no rule matched) told apart from an ask a rule chose. */
export type StageKind = Stage | 'default-ask';

/** Every stage kind, in the order the screen lists them (most closed first). */
export const STAGE_KINDS: readonly StageKind[] = ['hidden', 'denied-at-execute', 'asks', 'default-ask', 'allowed'];

/** The stage a decision lands at: hidden beats everything; with `isDefault`, a default ask is its own kind. */
export function stageOf(action: RuleAction, isHidden: boolean): Stage;
export function stageOf(action: RuleAction, isHidden: boolean, isDefault: boolean): StageKind;
export function stageOf(action: RuleAction, isHidden: boolean, isDefault = false): StageKind {
  if (isHidden) return 'hidden';
  if (action === 'deny') return 'denied-at-execute';
  if (action === 'allow') return 'allowed';
  return isDefault ? 'default-ask' : 'asks';
}

/** The execute-chain stage of a stage kind (a default ask is an ask). */
export function executeStage(kind: StageKind): Stage {
  return kind === 'default-ask' ? 'asks' : kind;
}

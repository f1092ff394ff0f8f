import { type FixTarget, type Rule, type RuleAction, type Stage, type WantedOutcome, STAGE_LABELS, type StageKind } from '../../../engine/index.ts';

/** The outcomes a user can ask for, in the order the "I want" choice lists them. */
export const WANTED_OUTCOMES: readonly WantedOutcome[] = ['allow', 'ask', 'deny', 'hidden'];

/** The stage each wanted outcome lands at. */
export const WANTED_STAGES: Readonly<Record<WantedOutcome, Stage>> = { allow: 'allowed', ask: 'asks', deny: 'denied-at-execute', hidden: 'hidden' };

/** The stage each wanted outcome lands at, in the product's words ("Hidden from the model", ...). */
export const WANTED_STAGE_LABELS: Readonly<Record<WantedOutcome, string>> = {
  allow: STAGE_LABELS.allowed,
  ask: STAGE_LABELS.asks,
  deny: STAGE_LABELS['denied-at-execute'],
  hidden: STAGE_LABELS.hidden,
};

/** A fix request: the target and how the screen names it (`edit reports/a.md`, `@plan bash git push`). */
export interface FixRequest {
  readonly target: FixTarget;
  readonly label: string;
}

/** Narrows a string from a select to a wanted outcome. */
export function isWantedOutcome(value: string): value is WantedOutcome {
  return (WANTED_OUTCOMES as readonly string[]).includes(value);
}

/** How the screen names a target: optional `@agent`, the permission and the input. */
export function toFixLabel(target: Pick<FixTarget, 'agent' | 'permission' | 'input'>): string {
  return `${target.agent ? `@${target.agent} ` : ''}${target.permission} ${target.input === '' ? '(empty)' : target.input}`;
}

/** Whether a decision's stage already is what the user wants (hidden and denied at execute are different wants). */
export function isWantMet(stage: StageKind, want: WantedOutcome): boolean {
  switch (want) {
    case 'allow':
      return stage === 'allowed';
    case 'ask':
      return stage === 'asks' || stage === 'default-ask';
    case 'deny':
      return stage === 'denied-at-execute';
    case 'hidden':
      return stage === 'hidden';
  }
}

/** The fix request of a failing probe (its expectation is the want); null when it passes, has no expectation or nothing was decided. */
export function toProbeFixRequest(row: { readonly permission: string; readonly input: string; readonly agent: string | null; readonly expect: RuleAction | null; readonly verdict: string; readonly action: RuleAction | null }): FixRequest | null {
  if (row.verdict !== 'fail' || row.expect === null || row.action === null) return null;
  const target: FixTarget = { ...(row.agent ? { agent: row.agent } : {}), permission: row.permission, input: row.input, want: row.expect };
  return { target, label: toFixLabel(target) };
}

/** The Tester's fix request: its check for the selected agent, when the wanted outcome differs from the decision; else null. */
export function toTesterFixRequest(permission: string, input: string, agent: string | null, stage: StageKind | null, want: WantedOutcome | null): FixRequest | null {
  if (want === null || stage === null || permission.trim() === '' || isWantMet(stage, want)) return null;
  const target: FixTarget = { ...(agent ? { agent } : {}), permission: permission.trim(), input, want };
  return { target, label: toFixLabel(target) };
}

/**
 * The quick fix of a rule that can never win: make its own pattern, used as an input, get the rule's action
 * (a pattern matches itself, so "move after `*`" is among the answers).
 */
export function toShadowFixRequest(rule: Pick<Rule, 'permission' | 'pattern' | 'action'>, agent: string | null): FixRequest {
  const target: FixTarget = { ...(agent ? { agent } : {}), permission: rule.permission, input: rule.pattern, want: rule.action };
  return { target, label: `${toFixLabel(target)} (rule that can never win)` };
}

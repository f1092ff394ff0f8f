import { STAGE_WORDS, type Stage, type RuleAction } from '../../engine/index.ts';

/** A stage as the screen shows it: the engine's four stages, plus the default ask (no rule matched). */
export type StageKind = Stage | 'default-ask';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The screen's words for each stage kind ("Hidden from the model", "Denied at execute", ...). */
export const STAGE_LABELS: Readonly<Record<StageKind, string>> = {
  hidden: capitalize(STAGE_WORDS.hidden),
  'denied-at-execute': capitalize(STAGE_WORDS['denied-at-execute']),
  asks: capitalize(STAGE_WORDS.asks),
  allowed: capitalize(STAGE_WORDS.allowed),
  'default-ask': 'Default ask',
};

/** One line under each label: what the stage means for the model and the user. */
export const STAGE_HINTS: Readonly<Record<StageKind, string>> = {
  hidden: 'removed at resolveTools: the model never sees the tool this turn',
  'denied-at-execute': 'the model sees the tool; the call is refused and the reason goes back to the model',
  asks: 'the user is asked (once, always, reject); work continues after the answer',
  allowed: 'runs without asking',
  'default-ask': 'no rule matched, so the reference falls back to ask',
};

/** The stage kind of one decision: hidden beats everything; a default ask is shown as its own kind. */
export function toStageKind(action: RuleAction, isHidden: boolean, isDefault = false): StageKind {
  if (isHidden) return 'hidden';
  if (action === 'deny') return 'denied-at-execute';
  if (action === 'allow') return 'allowed';
  return isDefault ? 'default-ask' : 'asks';
}

/** The stage an action reaches for a visible tool (for "some inputs" lists). */
export function actionStageKind(action: RuleAction): StageKind {
  return toStageKind(action, false);
}

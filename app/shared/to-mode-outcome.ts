import { applyRunMode, RUN_MODES, RUN_OUTCOME_LABELS, type Stage, type RunMode, type RunModeOutcome } from '../../engine/index.ts';
import type { StageKind } from './to-stage.ts';

/** What a stage becomes in a non-interactive run mode, ready to show next to its badge. */
export interface ModeOutcomeView {
  readonly outcome: RunModeOutcome;
  /** `Rejected`, `Allowed once`, or the unchanged stage's words. */
  readonly label: string;
  /** `non-interactive run`, `--auto`. */
  readonly modeLabel: string;
}

/** The engine's stage for a screen stage kind (the default ask is an ask). */
export function toStage(kind: StageKind): Stage {
  return kind === 'default-ask' ? 'asks' : kind;
}

/** The outcome in `mode`; null in the interactive mode, where the badge already says it. */
export function toModeOutcome(kind: StageKind, mode: RunMode): ModeOutcomeView | null {
  if (mode === 'interactive') return null;
  const outcome = applyRunMode(toStage(kind), mode);
  return { outcome, label: RUN_OUTCOME_LABELS[outcome.kind], modeLabel: RUN_MODES.find((m) => m.mode === mode)?.label ?? mode };
}

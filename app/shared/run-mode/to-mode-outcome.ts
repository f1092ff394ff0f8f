import { applyRunMode, RUN_MODES, RUN_OUTCOME_LABELS, type RunMode, type RunModeOutcome, type StageKind } from '../../../engine/index.ts';

/** What a stage becomes in a non-interactive run mode, ready to show next to its badge. */
export interface ModeOutcomeView {
  readonly outcome: RunModeOutcome;
  /** `Rejected`, `Allowed once`, or the unchanged stage's words. */
  readonly label: string;
  /** `non-interactive run`, `--auto`. */
  readonly modeLabel: string;
}

/** The outcome in `mode`; null in the interactive mode, where the badge already says it. */
export function toModeOutcome(kind: StageKind, mode: RunMode): ModeOutcomeView | null {
  if (mode === 'interactive') return null;
  const outcome = applyRunMode(kind, mode);
  return { outcome, label: RUN_OUTCOME_LABELS[outcome.kind], modeLabel: RUN_MODES.find((m) => m.mode === mode)?.label ?? mode };
}

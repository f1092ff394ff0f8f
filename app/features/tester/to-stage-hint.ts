import { applyRunMode, STAGE_HINTS, type RunMode, type StageKind } from '../../../engine/index.ts';

/**
 * The line beside a decision's badge, in the words of the selected run mode: the stage's own hint when the
 * mode leaves it as it is, else what the mode makes of it (an ask in `run` is rejected, in `--auto` allowed once).
 */
export function toStageHint(kind: StageKind, mode: RunMode): string {
  const outcome = applyRunMode(kind, mode);
  return outcome.isChanged ? outcome.text : STAGE_HINTS[kind];
}

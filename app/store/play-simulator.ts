import { playScriptInMode, type Analysis, type ModeScriptPlay, type RunMode, type Rule, type ScriptStep, type ShellParser } from '../../engine/index.ts';
import type { PlaygroundState } from './store.ts';
// The play memo (derived data, not state): the last script played, keyed on its inputs' identities, so the
// Simulator and any view reading the approvals share one replay per edit.
let lastPlay: { script: readonly ScriptStep[]; analysis: Analysis; parser: ShellParser | null; mode: RunMode; played: ModeScriptPlay | null } | null = null;

/** The script played against the analysis in the run mode (`run` rejects asks, `--auto` answers once); null when no agent is selected. */
export function playSimulatorScript(script: readonly ScriptStep[], analysis: Analysis, parser: ShellParser | null, mode: RunMode): ModeScriptPlay | null {
  if (!lastPlay || lastPlay.script !== script || lastPlay.analysis !== analysis || lastPlay.parser !== parser || lastPlay.mode !== mode) {
    lastPlay = { script, analysis, parser, mode, played: playScriptInMode(script, analysis, parser, mode) };
  }
  return lastPlay.played;
}

/** The instance's approvals as the Simulator has them now, for the Rules and Tools views. */
export interface SimulatorApprovals {
  /** Every rule an "Always" answer stored, in order (origin `approval` with the request id); evaluated after every ruleset. */
  readonly rules: readonly Rule[];
  /** False while a bash call waits for the shell parser (its approvals, if any, are not in `rules` yet). */
  readonly isComplete: boolean;
}

/**
 * The Simulator's approvals for the state's script and run mode. Read it with the analysis shown
 * (`useAnalysis()`) and the shell parser when the script has bash calls (`useShellParser`), or null.
 */
export function selectSimulatorApprovals(state: Pick<PlaygroundState, 'simulatorScript' | 'runMode'>, analysis: Analysis, parser: ShellParser | null): SimulatorApprovals {
  const played = playSimulatorScript(state.simulatorScript, analysis, parser, state.runMode);
  if (!played) return { rules: [], isComplete: true };
  return { rules: played.play.ask.approved, isComplete: played.calls.every((c) => c.built.kind !== 'needs-parser') };
}

/** Run modes (§12): what each decision becomes in the interactive TUI, in non-interactive `agentforge run`, and with `--auto`. */
import { executeStage, type StageKind } from '../permission/stage.ts';
import { ASK_MESSAGES } from '../permission/ask-flow.ts';
import type { RuleAction } from '../permission/rule.ts';

/** How the agent runs: the interactive TUI, non-interactive `run` (asks are rejected), or `run --auto` (asks are answered once). */
export type RunMode = 'interactive' | 'run' | 'auto';

/** What a call ends as in one run mode. `rejected` and `allowed-once` exist only outside the interactive mode. */
export type RunOutcomeKind = 'hidden' | 'denied' | 'asks' | 'rejected' | 'allowed-once' | 'allowed';

/** The screen's words for each outcome (the stage words, plus the two that only run modes produce). */
export const RUN_OUTCOME_LABELS: Readonly<Record<RunOutcomeKind, string>> = {
  hidden: 'Hidden from the model',
  denied: 'Denied at execute',
  asks: 'Asks',
  rejected: 'Rejected',
  'allowed-once': 'Allowed once',
  allowed: 'Allowed',
};

/** One run mode as the switch names it, with the command line that selects it. */
export interface RunModeInfo {
  readonly mode: RunMode;
  readonly label: string;
  readonly command: string;
  /** What the mode does to an ask, in one line. */
  readonly onAsk: string;
}

/** The run modes, in the switch's order (§12: `--auto` aliases `--yolo`, `--dangerously-skip-permissions`). */
export const RUN_MODES: readonly RunModeInfo[] = [
  { mode: 'interactive', label: 'interactive', command: 'agentforge', onAsk: 'the user is asked: once, always or reject' },
  { mode: 'run', label: 'non-interactive run', command: 'agentforge run', onAsk: 'nobody can answer, so every ask is rejected' },
  { mode: 'auto', label: '--auto', command: 'agentforge run --auto', onAsk: 'every ask is answered "once": the call runs, nothing is remembered' },
];

/** What one decision becomes in one run mode, and what (if anything) is written back to the model. */
export interface RunModeOutcome {
  readonly mode: RunMode;
  readonly kind: RunOutcomeKind;
  /** The action the call ends with: an ask stays ask only in the interactive mode. */
  readonly action: RuleAction;
  /** One sentence: what happens to the call in this mode. */
  readonly text: string;
  /** The exact error text the model receives, when the call fails (denied or rejected); null otherwise. */
  readonly modelMessage: string | null;
  /** True when the mode changes the interactive outcome. */
  readonly isChanged: boolean;
}

/** True when a string names a run mode. */
export function isRunMode(value: unknown): value is RunMode {
  return value === 'interactive' || value === 'run' || value === 'auto';
}

/**
 * What a decision at stage `kind` becomes in `mode` (a default ask is an ask). `deniedMessage` is the Denied text for this call (see
 * `deniedMessageFor`); hidden tools are never called, and explicit denies apply in every mode, `--auto` included.
 */
export function applyRunMode(kind: StageKind, mode: RunMode, deniedMessage: string | null = null): RunModeOutcome {
  switch (executeStage(kind)) {
    case 'hidden':
      return { mode, kind: 'hidden', action: 'deny', text: 'hidden from the model in every mode: resolveTools removes the tool, so it is never called', modelMessage: null, isChanged: false };
    case 'denied-at-execute':
      return {
        mode,
        kind: 'denied',
        action: 'deny',
        text: mode === 'auto' ? 'still denied at execute: --auto answers asks, explicit denies still apply' : 'denied at execute: the call is refused and the reason goes back to the model',
        modelMessage: deniedMessage,
        isChanged: false,
      };
    case 'allowed':
      return { mode, kind: 'allowed', action: 'allow', text: 'allowed: the call runs without asking', modelMessage: null, isChanged: false };
    case 'asks':
      if (mode === 'run') return { mode, kind: 'rejected', action: 'deny', text: 'rejected: non-interactive run cannot ask, so it rejects the call', modelMessage: ASK_MESSAGES.rejected, isChanged: true };
      if (mode === 'auto') return { mode, kind: 'allowed-once', action: 'allow', text: 'allowed once: --auto replies "once", the call runs and nothing is remembered', modelMessage: null, isChanged: true };
      return { mode, kind: 'asks', action: 'ask', text: 'asks: the user answers once, always or reject; work continues after the answer', modelMessage: null, isChanged: false };
  }
}

/** The decision in every run mode, in the switch's order. */
export function applyEveryRunMode(stage: StageKind, deniedMessage: string | null = null): RunModeOutcome[] {
  return RUN_MODES.map((m) => applyRunMode(stage, m.mode, deniedMessage));
}

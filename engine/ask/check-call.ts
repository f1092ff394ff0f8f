/** One call checked against an analysis: the CLI's `check` and the screen's rule tester ask the same question here. */
import type { Analysis } from '../analyze.ts';
import { compiledRuleset } from '../permission/compiled-ruleset.ts';
import type { Decision } from '../permission/evaluate.ts';
import { stageOf, type StageKind } from '../permission/stage.ts';
import type { ShellAnalysis, ShellParser } from '../shell/index.ts';
import { shellRequests } from '../shell/shell-requests.ts';
import { hidingOf, type PermissionHiding } from '../tools/permission-hiding.ts';
import { scenarioDirs } from '../tools/scenario-dirs.ts';
import { decideShellCall, type ShellCallDecision } from '../tools/shell-decision.ts';

/** A shell call split into the requests the shell tool makes, and their combined decision. */
export interface ShellCheck {
  readonly analysis: ShellAnalysis;
  readonly call: ShellCallDecision;
}

/** What one call gets: whether its tool is hidden, the deciding decision, its stage, and for bash every request. */
export interface CallCheck {
  readonly agent: string;
  readonly permission: string;
  readonly input: string;
  readonly hiding: PermissionHiding;
  /** The decision that decides: the input's own, or for a shell call the decisive pattern's (null when it asks nothing). */
  readonly decision: Decision | null;
  /** Where the call lands (null for a shell call that asks nothing or fails first). */
  readonly stage: StageKind | null;
  /** The permission and input the deciding decision was made on (for a shell call, the decisive request and pattern). */
  readonly decided: { readonly permission: string; readonly input: string };
  /** Set for a bash call split by the shell parser. */
  readonly shell: ShellCheck | null;
}

/**
 * Checks `permission` with `input` against the analysis's ruleset; a bash call is split into the shell
 * tool's requests when a parser is given. Null when no agent is selected.
 */
export function checkCall(analysis: Analysis, permission: string, input: string, parser: ShellParser | null = null): CallCheck | null {
  const { agent, scenario, ruleset } = analysis;
  if (!agent) return null;
  const hiding = hidingOf(permission, analysis);
  const base = { agent: agent.name, permission, input, hiding };
  if (permission === 'bash' && parser) {
    const shell = shellRequests(parser, { command: input, cwd: scenario.cwd, worktree: scenario.worktree, home: scenario.home, isDir: scenarioDirs(scenario) });
    const call = decideShellCall(shell, [ruleset], scenario.platform);
    const d = call.decisive;
    const decision = d ? d.decision : null;
    const stage = decision ? stageOf(decision.action, hiding.hidden, decision.isDefault) : null;
    return { ...base, decision, stage, decided: d ? { permission: d.permission, input: d.pattern } : { permission, input }, shell: { analysis: shell, call } };
  }
  const decision = compiledRuleset(ruleset, scenario.platform).decide(permission, input);
  return { ...base, decision, stage: stageOf(decision.action, hiding.hidden, decision.isDefault), decided: { permission, input }, shell: null };
}

/** The ask simulator's script (tool calls and answers) played against one analysed scenario. */
import type { Analysis } from '../analyze.ts';
import type { AskReply } from '../permission/ask-flow.ts';
import { hidingOf } from '../tools/permission-hiding.ts';
import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { playCalls, type CallRecord, type CallPlay, type CallStep } from './call-play.ts';
import { scenarioDirs } from '../tools/scenario-dirs.ts';
import { toolCallRequests, type ToolCallRequests } from '../tools/tool-call.ts';

/** A tool call the model makes in a session. */
export interface ScriptCall {
  readonly op: 'call';
  readonly id: string;
  readonly sessionID: string;
  readonly tool: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** One step the user scripts: a call, or an answer to the question a call waits on. */
export type ScriptStep = ScriptCall | { readonly op: 'reply'; readonly callID: string; readonly reply: AskReply; readonly message?: string };

/** One call as played: what the tool asks (with the shell breakdown for bash) and where it stands. */
export interface PlayedCall {
  readonly call: ScriptCall;
  readonly built: ToolCallRequests;
  /** Null while a bash call waits for the shell parser (it is left out of the play until then). */
  readonly record: CallRecord | null;
}

/** The played script: the session play and each call beside its record. */
export interface ScriptPlay {
  readonly play: CallPlay;
  readonly calls: readonly PlayedCall[];
}

/** Whether the selected agent's model sees the tool this turn (the Tools table's verdict when it lists the tool). */
function isToolHidden(tool: string, analysis: Analysis): boolean {
  return hidingOf(tool, analysis).hidden;
}

/** Plays the script against the analysis's ruleset (agent rules ++ session rules); null when no agent is selected. */
export function playScript(steps: readonly ScriptStep[], analysis: Analysis, parser: ShellParser | null): ScriptPlay | null {
  if (!analysis.agent) return null;
  const { scenario, ruleset } = analysis;
  const ctx = { cwd: scenario.cwd, worktree: scenario.worktree, home: scenario.home, isDir: scenarioDirs(scenario), parser };
  const built = new Map<string, ToolCallRequests>();
  const callSteps: CallStep[] = [];
  for (const step of steps) {
    if (step.op === 'reply') {
      callSteps.push({ op: 'reply', callID: step.callID, reply: step.reply, ...(step.message ? { message: step.message } : {}) });
      continue;
    }
    const requests = toolCallRequests({ tool: step.tool, input: step.input }, ctx);
    built.set(step.id, requests);
    if (requests.kind === 'needs-parser') continue;
    const base = { op: 'call', id: step.id, sessionID: step.sessionID, ruleset } as const;
    if (isToolHidden(step.tool, analysis)) callSteps.push({ ...base, requests: [], isHidden: true });
    else if (requests.kind === 'error') callSteps.push({ ...base, requests: [], error: requests.error });
    else callSteps.push({ ...base, requests: requests.requests });
  }
  const play = playCalls(callSteps, scenario.platform);
  const recordById = new Map(play.calls.map((c) => [c.id, c]));
  const calls = steps.flatMap((s) => (s.op === 'call' ? [{ call: s, built: built.get(s.id)!, record: recordById.get(s.id) ?? null }] : []));
  return { play, calls };
}

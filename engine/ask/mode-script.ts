/**
 * The simulator's script played in a run mode (§12): in the interactive TUI a question waits for the user; in
 * non-interactive `run` nobody can answer, so every ask is rejected at once; with `--auto` every ask is answered
 * "once". The automatic answers are added as replies right where the question opens, so the ask service plays
 * them like any other (a rejection also rejects the session's other pending questions, an approval stores nothing).
 */
import type { Analysis } from '../analyze.ts';
import type { AskReply } from '../permission/ask-flow.ts';
import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { applyCallStep, createCallPlay } from './call-play.ts';
import { playScript, type ScriptPlay, type ScriptStep } from './call-script.ts';
import type { RunMode } from './run-mode.ts';

/** A played script, and the answers the run mode gave in the user's place. */
export interface ModeScriptPlay extends ScriptPlay {
  readonly mode: RunMode;
  /** The service request ids the run mode answered (never the user), with the reply it gave. */
  readonly autoReplies: ReadonlyMap<string, AskReply>;
}

/** What each run mode answers to a question; null when the user answers (interactive). */
export function autoReplyOf(mode: RunMode): AskReply | null {
  return mode === 'run' ? 'reject' : mode === 'auto' ? 'once' : null;
}

// A call asks at most a few requests (external_directory, then its own); a bound keeps a bad script finite.
const MAX_AUTO_REPLIES_PER_CALL = 16;

/**
 * Plays `steps` against the analysis in `mode`: interactive plays them as they are; `run` rejects and `auto`
 * answers once every question as soon as it opens, so no call is left waiting (the user's own replies to a
 * call that no longer waits are the service's not-found, which changes nothing). Null when no agent is selected.
 */
export function playScriptInMode(steps: readonly ScriptStep[], analysis: Analysis, parser: ShellParser | null, mode: RunMode): ModeScriptPlay | null {
  // The interactive play builds every call's requests once (they do not depend on the answers).
  const interactive = playScript(steps, analysis, parser);
  const reply = autoReplyOf(mode);
  if (!interactive || !reply) return interactive && { ...interactive, mode, autoReplies: new Map() };
  const built = new Map(interactive.calls.map((c) => [c.call.id, c]));
  const autoReplies = new Map<string, AskReply>();
  let play = createCallPlay(analysis.scenario.platform);
  for (const step of steps) {
    if (step.op === 'reply') {
      play = applyCallStep(play, { op: 'reply', callID: step.callID, reply: step.reply, ...(step.message ? { message: step.message } : {}) }).play;
      continue;
    }
    const played = built.get(step.id);
    const status = played?.record?.status;
    if (!played?.record || !status || played.built.kind === 'needs-parser') continue;
    const base = { op: 'call', id: step.id, sessionID: step.sessionID, ruleset: analysis.ruleset } as const;
    if (status.kind === 'hidden') play = applyCallStep(play, { ...base, requests: [], isHidden: true }).play;
    else if (status.kind === 'error') play = applyCallStep(play, { ...base, requests: [], error: status.error }).play;
    else play = applyCallStep(play, { ...base, requests: played.record.requests.map((r) => r.request) }).play;
    for (let n = 0; n < MAX_AUTO_REPLIES_PER_CALL; n++) {
      const record = play.calls.find((c) => c.id === step.id);
      if (record?.status.kind !== 'waiting') break;
      const requestID = record.requests[record.status.requestIndex]?.requestID;
      if (!requestID) break;
      autoReplies.set(requestID, reply);
      play = applyCallStep(play, { op: 'reply', callID: step.id, reply }).play;
    }
  }
  const recordById = new Map(play.calls.map((c) => [c.id, c]));
  const calls = interactive.calls.map((c) => ({ ...c, record: recordById.get(c.call.id) ?? null }));
  return { play, calls, mode, autoReplies };
}

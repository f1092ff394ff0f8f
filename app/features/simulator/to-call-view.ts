import { allowedBy, allowedByWords, AUTO_REPLY_WORDS, callStage, TOOL_PARAMETERS, type AskReply, type PlayedCall, type Platform, type RequestState, type Ruleset, type ShellSegment } from '../../../engine/index.ts';
import type { StageKind } from '../../../engine/index.ts';
import type { CallRecord, RequestRecord } from '../../../engine/index.ts';

/** What the cards need besides the call: the approvals stored so far, the platform, and the answers the run mode gave. */
export interface CallViewContext {
  readonly approved: Ruleset;
  readonly platform: Platform;
  /** Request ids answered by the run mode (non-interactive `run` rejects, `--auto` answers once), not by the user. */
  readonly autoReplies: ReadonlyMap<string, AskReply>;
}

const INTERACTIVE: CallViewContext = { approved: [], platform: 'linux', autoReplies: new Map() };

/** Where a call ended up, in the simulator's words. */
export type CallOutcome = 'hidden' | 'allowed' | 'waiting' | 'denied' | 'rejected' | 'error' | 'needs-parser';

/** One request of a call as shown: its permission, patterns, what Always would store, and where it stands. */
export interface RequestView {
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly always: readonly string[];
  readonly state: string;
}

/** One shell segment as shown: the text, and the pattern plus always pattern it asks with, or why it is not asked. */
export interface SegmentView {
  readonly text: string;
  readonly pattern: string | null;
  readonly always: string | null;
  readonly skipped: string | null;
}

/** Everything one call's card shows, all from engine data. */
export interface CallView {
  readonly id: string;
  readonly sessionID: string;
  readonly tool: string;
  readonly input: string;
  readonly outcome: CallOutcome;
  readonly stage: StageKind | null;
  readonly headline: string;
  /** True when the run mode, not the user, answered the call's question. */
  readonly isAnsweredByMode: boolean;
  /** The failure the model receives: the error's tag and its exact message. */
  readonly error: { readonly tag: string; readonly message: string } | null;
  /** The request a question is open for. */
  readonly waiting: RequestView | null;
  readonly requests: readonly RequestView[];
  readonly segments: readonly SegmentView[];
}

const HEADLINES: Readonly<Record<CallOutcome, string>> = {
  hidden: 'The model never sees this tool this turn, so it cannot call it.',
  allowed: 'The tool runs.',
  waiting: 'A question is open: the call waits for the answer.',
  denied: 'A rule refused the call; this error goes back to the model.',
  rejected: 'The user said no; this error goes back to the model.',
  error: 'The tool failed before asking anything.',
  'needs-parser': 'Waiting for the shell parser to load.',
};

/** The headline of a call whose question the run mode answered, by the reply it gave. */
const MODE_HEADLINES: Readonly<Record<AskReply, string>> = {
  reject: 'Non-interactive run cannot ask, so it rejected the call without waiting; this error goes back to the model.',
  once: '--auto answered the question "once": the tool runs and nothing is remembered.',
  always: 'The tool runs.',
};

function describeState(record: RequestRecord, call: CallRecord, context: CallViewContext): string {
  const state: RequestState = record.state;
  const auto = record.requestID ? context.autoReplies.get(record.requestID) : undefined;
  switch (state.kind) {
    case 'not-asked':
      return 'not asked';
    case 'allowed':
      return allowedByWords(allowedBy(record.request, call.ruleset, context.approved, context.platform));
    case 'pending':
      return 'asking';
    case 'answered':
      return auto === 'once' ? AUTO_REPLY_WORDS.once : `answered ${state.reply}`;
    case 'failed':
      if (state.error.tag === 'PermissionDeniedError') return 'denied by a rule';
      return auto === 'reject' ? AUTO_REPLY_WORDS.reject : 'rejected';
  }
}

function describeInput(played: PlayedCall): string {
  const { tool, input } = played.call;
  const key = Object.hasOwn(TOOL_PARAMETERS, tool) ? TOOL_PARAMETERS[tool]!.key : null;
  const value = key ? input[key] : undefined;
  return typeof value === 'string' ? value : JSON.stringify(input);
}

function toSegment(segment: ShellSegment): SegmentView {
  return segment.kind === 'asked'
    ? { text: segment.text, pattern: segment.pattern, always: segment.always, skipped: null }
    : { text: segment.text, pattern: null, always: null, skipped: segment.explanation };
}

function outcomeOf(played: PlayedCall): CallOutcome {
  if (played.built.kind === 'needs-parser' || !played.record) return 'needs-parser';
  const status = played.record.status;
  if (status.kind !== 'failed') return status.kind === 'waiting' ? 'waiting' : status.kind;
  return status.error.tag === 'PermissionDeniedError' ? 'denied' : 'rejected';
}

/** The card of one played call. */
export function toCallView(played: PlayedCall, context: CallViewContext = INTERACTIVE): CallView {
  const outcome = outcomeOf(played);
  const record = played.record;
  const requests: RequestView[] = record ? record.requests.map((r) => ({ ...r.request, state: describeState(r, record, context) })) : [];
  const modeReply = (record?.requests ?? []).map((r) => (r.requestID ? context.autoReplies.get(r.requestID) : undefined)).find((r) => r !== undefined);
  const isAnsweredByMode = modeReply !== undefined && (outcome === 'rejected' || outcome === 'allowed');
  const status = record?.status;
  const error = status?.kind === 'failed' ? { tag: status.error.tag, message: status.error.message } : status?.kind === 'error' ? { tag: status.error.name, message: status.error.message } : null;
  const shell = played.built.kind === 'needs-parser' ? undefined : played.built.shell;
  return {
    id: played.call.id,
    sessionID: played.call.sessionID,
    tool: played.call.tool,
    input: describeInput(played),
    outcome,
    stage: record && outcome !== 'needs-parser' ? callStage(record.status) : null,
    headline: isAnsweredByMode ? MODE_HEADLINES[modeReply] : HEADLINES[outcome],
    isAnsweredByMode,
    error,
    waiting: status?.kind === 'waiting' ? (requests[status.requestIndex] ?? null) : null,
    requests,
    segments: shell ? shell.segments.map(toSegment) : [],
  };
}

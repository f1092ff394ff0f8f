/**
 * Plays a script of tool calls and replies across sessions through the ask service (`applyAskStep`): a call
 * asks its requests one after another (the next only once the one before resolved), so one call may wait on
 * a question, continue after the answer, and still be denied by a later request.
 */
import { applyAskStep, createAskState, type AskError, type AskEvent, type AskReply, type AskState, type AskStep, type AskStepResult } from '../permission/ask-flow.ts';
import type { Platform } from '../permission/platform.ts';
import type { Ruleset } from '../permission/rule.ts';
import type { ToolRequest } from '../tools/tool-call.ts';
import { appendAll } from '../collections/append-all.ts';

/** One step of a call script (calls and replies across sessions of one instance). */
export type CallStep =
  | {
      readonly op: 'call';
      readonly id: string;
      readonly sessionID: string;
      /** Agent rules ++ session rules: what every request of the call is evaluated against (with approvals). */
      readonly ruleset: Ruleset;
      readonly requests: readonly ToolRequest[];
      /** The tool is not in the model's tool table: it can never be called. */
      readonly isHidden?: boolean;
      /** The tool fails before asking anything. */
      readonly error?: { readonly name: string; readonly message: string };
    }
  | { readonly op: 'reply'; readonly callID: string; readonly reply: AskReply; readonly message?: string }
  | { readonly op: 'dispose' };

/** Where one request of a call stands. */
export type RequestState =
  | { readonly kind: 'not-asked' }
  | { readonly kind: 'allowed' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'answered'; readonly reply: AskReply }
  | { readonly kind: 'failed'; readonly error: AskError };

/** One request of a call, with the service's id once asked. */
export interface RequestRecord {
  readonly request: ToolRequest;
  readonly requestID: string | null;
  readonly state: RequestState;
}

/** Where a whole call stands: the model gets a result (allowed), an error, or is still waiting. */
export type CallStatus =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'error'; readonly error: { readonly name: string; readonly message: string } }
  | { readonly kind: 'waiting'; readonly requestIndex: number }
  | { readonly kind: 'allowed' }
  | { readonly kind: 'failed'; readonly requestIndex: number; readonly error: AskError };

/** One call of the script, as it stands now. */
export interface CallRecord {
  readonly id: string;
  readonly sessionID: string;
  readonly ruleset: Ruleset;
  readonly requests: readonly RequestRecord[];
  readonly status: CallStatus;
}

/** The played script: the service's state, every call, and the events published so far. */
export interface CallPlay {
  readonly ask: AskState;
  readonly calls: readonly CallRecord[];
  readonly events: readonly AskEvent[];
}

/** What a step returned: `ok`, the service's not-found error for a reply to a call that is not waiting, or null. */
export type CallStepResult = AskStepResult['result'];

/** A fresh instance: nothing pending, nothing approved. */
export function createCallPlay(platform: Platform = 'linux'): CallPlay {
  return { ask: createAskState(platform), calls: [], events: [] };
}

interface Draft {
  ask: AskState;
  calls: CallRecord[];
  events: AskEvent[];
}

function setRequest(call: CallRecord, index: number, record: RequestRecord, status: CallStatus): CallRecord {
  return { ...call, requests: call.requests.map((r, i) => (i === index ? record : r)), status };
}

/** Asks the call's requests from `from` on until one waits or fails, or all resolved. */
function advance(draft: Draft, callIndex: number, from: number): void {
  for (let index = from; index < draft.calls[callIndex]!.requests.length; index++) {
    const call = draft.calls[callIndex]!;
    const { request } = call.requests[index]!;
    const result = applyAskStep(draft.ask, { op: 'ask', sessionID: call.sessionID, permission: request.permission, patterns: request.patterns, always: request.always, ruleset: call.ruleset });
    draft.ask = result.state;
    appendAll(draft.events, result.events);
    const { id, outcome } = result.outcomes[0]!;
    if (outcome.status === 'pending') {
      draft.calls[callIndex] = setRequest(call, index, { request, requestID: id, state: { kind: 'pending' } }, { kind: 'waiting', requestIndex: index });
      return;
    }
    if (outcome.status === 'failed') {
      draft.calls[callIndex] = setRequest(call, index, { request, requestID: id, state: { kind: 'failed', error: outcome.error } }, { kind: 'failed', requestIndex: index, error: outcome.error });
      return;
    }
    draft.calls[callIndex] = setRequest(call, index, { request, requestID: id, state: { kind: 'allowed' } }, { kind: 'allowed' });
  }
  const call = draft.calls[callIndex]!;
  if (call.status.kind !== 'allowed') draft.calls[callIndex] = { ...call, status: { kind: 'allowed' } };
}

/** Applies the service's outcomes to the calls waiting on those requests; resolved calls go on asking. */
function settle(draft: Draft, result: AskStepResult): void {
  const replies = new Map(result.events.flatMap((e) => (e.type === 'permission.replied' ? [[e.id, e.reply] as const] : [])));
  for (const { id, outcome } of result.outcomes) {
    const callIndex = draft.calls.findIndex((c) => c.status.kind === 'waiting' && c.requests[c.status.requestIndex]?.requestID === id);
    if (callIndex < 0) continue;
    const call = draft.calls[callIndex]!;
    const index = (call.status as Extract<CallStatus, { kind: 'waiting' }>).requestIndex;
    const { request } = call.requests[index]!;
    if (outcome.status === 'failed') {
      draft.calls[callIndex] = setRequest(call, index, { request, requestID: id, state: { kind: 'failed', error: outcome.error } }, { kind: 'failed', requestIndex: index, error: outcome.error });
    } else if (outcome.status === 'resolved') {
      draft.calls[callIndex] = setRequest(call, index, { request, requestID: id, state: { kind: 'answered', reply: replies.get(id) ?? 'once' } }, call.status);
      advance(draft, callIndex, index + 1);
    }
  }
}

function addCall(draft: Draft, step: Extract<CallStep, { op: 'call' }>): void {
  const requests: RequestRecord[] = step.requests.map((request) => ({ request, requestID: null, state: { kind: 'not-asked' } }));
  const base = { id: step.id, sessionID: step.sessionID, ruleset: step.ruleset, requests };
  if (step.isHidden) draft.calls.push({ ...base, status: { kind: 'hidden' } });
  else if (step.error) draft.calls.push({ ...base, status: { kind: 'error', error: step.error } });
  else {
    draft.calls.push({ ...base, status: { kind: 'allowed' } });
    advance(draft, draft.calls.length - 1, 0);
  }
}

const NOT_FOUND: CallStepResult = { tag: 'Permission.NotFoundError', message: '' };

function apply(draft: Draft, step: AskStep): CallStepResult {
  const applied = applyAskStep(draft.ask, step);
  draft.ask = applied.state;
  appendAll(draft.events, applied.events);
  settle(draft, applied);
  return applied.result;
}

/** Applies one step; never mutates `play`. A reply names the call, and answers the request it waits on. */
export function applyCallStep(play: CallPlay, step: CallStep): { readonly play: CallPlay; readonly result: CallStepResult } {
  const draft: Draft = { ask: play.ask, calls: [...play.calls], events: [...play.events] };
  let result: CallStepResult = null;
  if (step.op === 'call') addCall(draft, step);
  else if (step.op === 'dispose') result = apply(draft, { op: 'dispose' });
  else {
    const call = draft.calls.find((c) => c.id === step.callID);
    const requestID = call?.status.kind === 'waiting' ? call.requests[call.status.requestIndex]?.requestID : null;
    // A call that is not waiting has no request to answer: the service's own not-found error.
    result = requestID ? apply(draft, { op: 'reply', requestID, reply: step.reply, ...(step.message === undefined ? {} : { message: step.message }) }) : NOT_FOUND;
  }
  return { play: { ask: draft.ask, calls: draft.calls, events: draft.events }, result };
}

/** Plays a whole script from a fresh instance. */
export function playCalls(steps: readonly CallStep[], platform: Platform = 'linux'): CallPlay {
  return steps.reduce((play, step) => applyCallStep(play, step).play, createCallPlay(platform));
}

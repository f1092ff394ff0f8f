import { evaluate } from './evaluate.ts';
import type { Platform } from './platform.ts';
import type { Rule, Ruleset } from './rule.ts';
import { compiledRuleset } from './compiled-ruleset.ts';

/** A permission request waiting for the user (all of its patterns, as one prompt). */
export interface PendingRequest {
  readonly id: string;
  readonly sessionID: string;
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly always: readonly string[];
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly ruleset: Ruleset;
}

/** The whole ask/reply service state: pending requests (in creation order) and instance-wide approvals. */
export interface AskState {
  readonly pending: readonly PendingRequest[];
  /** Rules added by `always` replies; evaluated after every ruleset, shared by all sessions. */
  readonly approved: Ruleset;
  /** Counts asks, to name requests that came without an id. */
  readonly asked: number;
  readonly platform: Platform;
}

/** How the user answers a request. */
export type AskReply = 'once' | 'always' | 'reject';

/** One scripted step: a tool asking, the user replying, or the instance being disposed. */
export type AskStep =
  | {
      readonly op: 'ask';
      readonly id?: string;
      readonly sessionID: string;
      readonly permission: string;
      readonly patterns: readonly string[];
      readonly always: readonly string[];
      readonly metadata?: Readonly<Record<string, unknown>>;
      readonly ruleset: Ruleset;
    }
  | { readonly op: 'reply'; readonly requestID: string; readonly reply: AskReply; readonly message?: string }
  | { readonly op: 'dispose' };

/** The error a request fails with, shaped as the reference's tagged errors. */
export type AskError =
  | { readonly tag: 'PermissionRejectedError'; readonly message: string }
  | { readonly tag: 'PermissionCorrectedError'; readonly message: string; readonly feedback: string }
  | { readonly tag: 'PermissionDeniedError'; readonly message: string; readonly ruleset: Ruleset };

/** Where one request stands. */
export type AskOutcome = { readonly status: 'pending' } | { readonly status: 'resolved' } | { readonly status: 'failed'; readonly error: AskError };

/** A bus event the service publishes. */
export type AskEvent =
  | { readonly type: 'permission.asked'; readonly id: string; readonly sessionID: string }
  | { readonly type: 'permission.replied'; readonly id: string; readonly sessionID: string; readonly reply: AskReply };

/** What one step did: the new state, the requests whose outcome it set (in order), its events, and a reply's result. */
export interface AskStepResult {
  readonly state: AskState;
  readonly outcomes: readonly { readonly id: string; readonly outcome: AskOutcome }[];
  readonly events: readonly AskEvent[];
  /** For a reply: `ok`, or the not-found error. */
  readonly result: 'ok' | { readonly tag: 'Permission.NotFoundError'; readonly message: string } | null;
}

/** The exact reference texts of the three failures. */
export const ASK_MESSAGES = {
  rejected: 'The user rejected permission to use this specific tool call.',
  corrected: (feedback: string) => `The user rejected permission to use this specific tool call with the following feedback: ${feedback}`,
  denied: (rules: Ruleset) => `The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules ${JSON.stringify(rules.map(stripOrigin))}`,
} as const;

/** A rule without our `origin`, with its other keys in their original order (the reference's JSON). */
export function stripOrigin(rule: Rule): Rule {
  if (rule.origin === undefined) return rule;
  const { origin: _origin, ...rest } = rule;
  return rest;
}

const REJECTED: AskError = { tag: 'PermissionRejectedError', message: ASK_MESSAGES.rejected };

/** A fresh service with nothing pending and nothing approved. */
export function createAskState(platform: Platform = 'linux'): AskState {
  return { pending: [], approved: [], asked: 0, platform };
}

function ask(state: AskState, step: Extract<AskStep, { op: 'ask' }>): AskStepResult {
  const id = step.id ?? `per_${state.asked + 1}`;
  const next = { ...state, asked: state.asked + 1 };
  let needsAsk = false;
  for (const pattern of step.patterns) {
    const action = evaluate(step.permission, pattern, [step.ruleset, state.approved], state.platform).action;
    if (action === 'deny') {
      // The relevant rules come from the request's ruleset only (never approvals), matched by permission name.
      const relevant = compiledRuleset(step.ruleset, state.platform).rulesFor(step.permission).map((i) => step.ruleset[i]!);
      const error: AskError = { tag: 'PermissionDeniedError', message: ASK_MESSAGES.denied(relevant), ruleset: relevant.map(stripOrigin) };
      return { state: next, outcomes: [{ id, outcome: { status: 'failed', error } }], events: [], result: null };
    }
    if (action !== 'allow') needsAsk = true;
  }
  if (!needsAsk) return { state: next, outcomes: [{ id, outcome: { status: 'resolved' } }], events: [], result: null };
  const request: PendingRequest = { id, sessionID: step.sessionID, permission: step.permission, patterns: step.patterns, always: step.always, metadata: step.metadata ?? {}, ruleset: step.ruleset };
  return {
    state: { ...next, pending: [...state.pending.filter((p) => p.id !== id), request] },
    outcomes: [{ id, outcome: { status: 'pending' } }],
    events: [{ type: 'permission.asked', id, sessionID: step.sessionID }],
    result: null,
  };
}

function reply(state: AskState, step: Extract<AskStep, { op: 'reply' }>): AskStepResult {
  const request = state.pending.find((p) => p.id === step.requestID);
  if (!request) return { state, outcomes: [], events: [], result: { tag: 'Permission.NotFoundError', message: '' } };
  const others = state.pending.filter((p) => p !== request);
  const replied = (p: PendingRequest, r: AskReply): AskEvent => ({ type: 'permission.replied', id: p.id, sessionID: p.sessionID, reply: r });
  const events: AskEvent[] = [replied(request, step.reply)];
  if (step.reply === 'reject') {
    const error: AskError = step.message ? { tag: 'PermissionCorrectedError', message: ASK_MESSAGES.corrected(step.message), feedback: step.message } : REJECTED;
    const outcomes: { id: string; outcome: AskOutcome }[] = [{ id: request.id, outcome: { status: 'failed', error } }];
    const siblings = others.filter((p) => p.sessionID === request.sessionID);
    for (const p of siblings) {
      events.push(replied(p, 'reject'));
      outcomes.push({ id: p.id, outcome: { status: 'failed', error: REJECTED } });
    }
    return { state: { ...state, pending: others.filter((p) => p.sessionID !== request.sessionID) }, outcomes, events, result: 'ok' };
  }
  const outcomes: { id: string; outcome: AskOutcome }[] = [{ id: request.id, outcome: { status: 'resolved' } }];
  if (step.reply === 'once') return { state: { ...state, pending: others }, outcomes, events, result: 'ok' };
  const approvals: Rule[] = request.always.map((pattern) => ({ permission: request.permission, pattern, action: 'allow', origin: { kind: 'approval', requestID: request.id } }));
  const approved = [...state.approved, ...approvals];
  // Other pending requests of the same session resolve when the approvals ALONE allow every pattern.
  const remaining = others.filter((p) => {
    if (p.sessionID !== request.sessionID) return true;
    const allowed = p.patterns.every((pattern) => evaluate(p.permission, pattern, [approved], state.platform).action === 'allow');
    if (!allowed) return true;
    events.push(replied(p, 'always'));
    outcomes.push({ id: p.id, outcome: { status: 'resolved' } });
    return false;
  });
  return { state: { ...state, pending: remaining, approved }, outcomes, events, result: 'ok' };
}

/** Disposing the instance fails every pending request with RejectedError and forgets the approvals. */
function dispose(state: AskState): AskStepResult {
  const outcomes = state.pending.map((p) => ({ id: p.id, outcome: { status: 'failed', error: REJECTED } as const }));
  return { state: { ...state, pending: [], approved: [] }, outcomes, events: [], result: null };
}

/** Applies one step to the (immutable) state, as the reference's Permission service would. */
export function applyAskStep(state: AskState, step: AskStep): AskStepResult {
  switch (step.op) {
    case 'ask':
      return ask(state, step);
    case 'reply':
      return reply(state, step);
    case 'dispose':
      return dispose(state);
  }
}

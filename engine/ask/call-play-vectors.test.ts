import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVectorLines } from '../conformance/run-vectors.ts';
import type { AskOutcome, AskStep } from '../permission/ask-flow.ts';
import { applyCallStep, createCallPlay, type CallPlay, type CallStep } from './call-play.ts';

const FILE = join(process.cwd(), '..', 'shared', 'vectors', 'ask.jsonl');
const vectors = parseVectorLines(readFileSync(FILE, 'utf8'), FILE);

interface Expected {
  readonly outcomes: Readonly<Record<string, AskOutcome>>;
  readonly trace: readonly unknown[];
  readonly events: readonly unknown[];
}

// Each vector ask becomes a call with one request; the call is named by the vector's request id, so a reply to it names the call.
function toCallStep(step: AskStep): CallStep {
  switch (step.op) {
    case 'ask':
      return { op: 'call', id: step.id ?? '', sessionID: step.sessionID, ruleset: step.ruleset, requests: [{ permission: step.permission, patterns: step.patterns, always: step.always }] };
    case 'reply':
      return { op: 'reply', callID: step.requestID, reply: step.reply, ...(step.message === undefined ? {} : { message: step.message }) };
    case 'dispose':
      return { op: 'dispose' };
  }
}

function outcomeOf(play: CallPlay, callID: string): AskOutcome | undefined {
  const call = play.calls.find((c) => c.id === callID);
  switch (call?.status.kind) {
    case 'waiting':
      return { status: 'pending' };
    case 'allowed':
      return { status: 'resolved' };
    case 'failed':
      return { status: 'failed', error: call.status.error };
    default:
      return undefined;
  }
}

describe('ask.jsonl through the session layer', () => {
  it('has vectors', () => expect(vectors.length).toBeGreaterThanOrEqual(10));

  it.each(vectors.map((v) => [v.id, v] as const))('%s', (_id, vector) => {
    const steps = (vector.input as { steps: readonly AskStep[] }).steps;
    const expected = vector.expected as Expected;
    let play = createCallPlay();
    const trace: unknown[] = [];
    for (const step of steps) {
      const applied = applyCallStep(play, toCallStep(step));
      play = applied.play;
      if (step.op === 'reply') trace.push({ step: 'reply', requestID: step.requestID, result: applied.result });
      const label = step.op === 'ask' ? `ask:${step.id}` : step.op === 'reply' ? `reply:${step.requestID}` : 'dispose';
      trace.push({ after: label, pending: play.ask.pending.map((p) => p.id) });
    }
    // The service names requests per_1, per_2, ... exactly as the vectors do.
    expect(play.calls.map((c) => c.requests[0]?.requestID)).toEqual(play.calls.map((c) => c.id));
    const outcomes = Object.fromEntries(play.calls.map((c) => [c.id, outcomeOf(play, c.id)]));
    expect(outcomes).toEqual(expected.outcomes);
    expect(trace).toEqual(expected.trace);
    expect(play.events).toEqual(expected.events);
  });
});

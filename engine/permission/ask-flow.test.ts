import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { askKind } from '../conformance/kinds/ask.ts';
import { runVectors } from '../conformance/run-vectors.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import { applyAskStep, ASK_MESSAGES, createAskState, type AskStep } from './ask-flow.ts';
import type { Rule } from './rule.ts';

const vectors = readVectorFiles([fileURLToPath(new URL('../../../shared/vectors/ask.jsonl', import.meta.url))]);

describe('ask vectors', () => {
  it.each(vectors.map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const [result] = await runVectors([vector], { ask: askKind });
    expect(result?.problems).toEqual([]);
    expect(result?.orderNotes).toEqual([]);
  });
});

const ruleset: Rule[] = [
  { permission: 'bash', pattern: '*', action: 'ask' },
  { permission: 'bash', pattern: 'rm *', action: 'deny', origin: { kind: 'given' } },
];
const askStep = (id: string, patterns: string[], always: string[] = [], sessionID = 's'): AskStep => ({ op: 'ask', id, sessionID, permission: 'bash', patterns, always, ruleset });

describe('applyAskStep', () => {
  it('never mutates the state it is given', () => {
    const s0 = createAskState();
    const s1 = applyAskStep(s0, askStep('a', ['ls'], ['ls *'])).state;
    expect(s0.pending).toEqual([]);
    const s2 = applyAskStep(s1, { op: 'reply', requestID: 'a', reply: 'always' }).state;
    expect(s1.pending.map((p) => p.id)).toEqual(['a']);
    expect(s1.approved).toEqual([]);
    expect(s2.approved).toEqual([{ permission: 'bash', pattern: 'ls *', action: 'allow', origin: { kind: 'approval', requestID: 'a' } }]);
  });

  it('resolves at once for an empty pattern list', () => {
    const { outcomes, events } = applyAskStep(createAskState(), askStep('a', []));
    expect(outcomes).toEqual([{ id: 'a', outcome: { status: 'resolved' } }]);
    expect(events).toEqual([]);
  });

  it('strips origins from the Denied message and its ruleset', () => {
    const { outcomes } = applyAskStep(createAskState(), askStep('a', ['rm x']));
    const plain = ruleset.map(({ permission, pattern, action }) => ({ permission, pattern, action }));
    expect(outcomes[0]?.outcome).toEqual({ status: 'failed', error: { tag: 'PermissionDeniedError', message: ASK_MESSAGES.denied(plain), ruleset: plain } });
  });

  it('an empty reject message is a plain rejection', () => {
    const s = applyAskStep(createAskState(), askStep('a', ['ls'])).state;
    const { outcomes } = applyAskStep(s, { op: 'reply', requestID: 'a', reply: 'reject', message: '' });
    expect(outcomes[0]?.outcome).toEqual({ status: 'failed', error: { tag: 'PermissionRejectedError', message: ASK_MESSAGES.rejected } });
  });

  it('dispose rejects every pending request and forgets approvals', () => {
    let s = applyAskStep(createAskState(), askStep('a', ['ls'], [], 's1')).state;
    s = applyAskStep(s, askStep('b', ['pwd'], [], 's2')).state;
    const r = applyAskStep(s, { op: 'dispose' });
    expect(r.outcomes.map((o) => [o.id, o.outcome.status])).toEqual([
      ['a', 'failed'],
      ['b', 'failed'],
    ]);
    expect(r.state.pending).toEqual([]);
  });

  it('names requests that come without an id', () => {
    const { outcomes } = applyAskStep(createAskState(), { op: 'ask', sessionID: 's', permission: 'x', patterns: ['y'], always: [], ruleset: [] });
    expect(outcomes[0]?.id).toBe('per_1');
  });
});

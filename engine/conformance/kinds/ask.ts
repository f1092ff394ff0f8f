import { applyAskStep, createAskState, type AskOutcome, type AskStep } from '../../permission/ask-flow.ts';
import type { VectorKind } from '../vector-kind.ts';
import { appendAll } from '../../collections/append-all.ts';

interface AskInput {
  readonly steps: readonly AskStep[];
}

function stepLabel(step: AskStep, id: string | undefined): string {
  switch (step.op) {
    case 'ask':
      return `ask:${id ?? ''}`;
    case 'reply':
      return `reply:${step.requestID}`;
    case 'dispose':
      return 'dispose';
  }
}

/** `ask` vectors: a script of steps → `{outcomes, trace, events}` (pending ids after each step). */
export const askKind: VectorKind = {
  run(raw: unknown) {
    const input = raw as AskInput;
    let state = createAskState();
    const outcomes = new Map<string, AskOutcome>();
    const trace: unknown[] = [];
    const events: unknown[] = [];
    for (const step of input.steps) {
      const result = applyAskStep(state, step);
      state = result.state;
      for (const { id, outcome } of result.outcomes) outcomes.set(id, outcome);
      appendAll(events, result.events);
      if (step.op === 'reply') trace.push({ step: 'reply', requestID: step.requestID, result: result.result });
      trace.push({ after: stepLabel(step, result.outcomes[0]?.id), pending: state.pending.map((p) => p.id) });
    }
    return { outcomes: Object.fromEntries(outcomes), trace, events };
  },
};

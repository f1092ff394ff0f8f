import { describe, expect, it } from 'vitest';
import { MAX_PLAYGROUND_AGENTS, MAX_PLAYGROUND_RULES, TOO_BIG_CODE, tooBigDiagnostic } from './playground-size.ts';

describe('tooBigDiagnostic', () => {
  it.each([
    ['nothing', 0, 0, null],
    ['at both limits', MAX_PLAYGROUND_RULES, MAX_PLAYGROUND_AGENTS, null],
    ['one rule past', MAX_PLAYGROUND_RULES + 1, 7, 'too big for the playground: 250,001 rules and 7 agents (it analyses up to 250,000 rules and 25,000 agents)'],
    ['one agent past', 30, MAX_PLAYGROUND_AGENTS + 1, 'too big for the playground: 30 rules and 25,001 agents (it analyses up to 250,000 rules and 25,000 agents)'],
    ['both far past', 1_000_000, 100_000, 'too big for the playground: 1,000,000 rules and 100,000 agents (it analyses up to 250,000 rules and 25,000 agents)'],
  ] as const)('%s', (_, rules, agents, message) => {
    const d = tooBigDiagnostic({ rules, agents });
    expect(d?.message ?? null).toBe(message);
    if (d) expect(d).toMatchObject({ code: TOO_BIG_CODE, severity: 'error', path: 'scenario' });
  });
});

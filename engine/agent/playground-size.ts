/**
 * How big a config the playground analyses. Agents share the rules they have in common, so memory grows with the
 * rules written plus the agents, not their product; past these counts the later stages (lints, the app's answer,
 * the views) would still take minutes or more memory than a browser tab has, so the playground says so instead.
 */
import type { Diagnostic } from '../diagnostic.ts';
import type { Rule } from '../permission/rule.ts';
import type { AgentSet } from './agent.ts';

/** The most rules (each written rule once, however many agents share it) the playground analyses. */
export const MAX_PLAYGROUND_RULES = 250_000;
/** The most agents the playground analyses. */
export const MAX_PLAYGROUND_AGENTS = 25_000;

/** What a config holds, counted as the playground's limits count it. */
export interface PlaygroundSize {
  /** Every rule the agents are made of, once per list however many agents share that list. */
  readonly rules: number;
  readonly agents: number;
}

/** The code of the diagnostic that says a config is too big for the playground. */
export const TOO_BIG_CODE = 'playground/too-big';

/** The rules and agents of an agent set, each shared list of rules counted once. */
export function measureAgentSet(agents: AgentSet): PlaygroundSize {
  const lists = new Set<readonly Rule[]>();
  for (const agent of agents.agents) for (const segment of agent.permission.segments) lists.add(segment);
  let rules = 0;
  for (const list of lists) rules += list.length;
  return { rules, agents: agents.agents.length };
}

const count = (n: number) => n.toLocaleString('en-US');

/** The diagnostic for a config past the playground's limits, with its counts; null when it is within them. */
export function tooBigDiagnostic(size: PlaygroundSize): Diagnostic | null {
  if (size.rules <= MAX_PLAYGROUND_RULES && size.agents <= MAX_PLAYGROUND_AGENTS) return null;
  return {
    code: TOO_BIG_CODE,
    severity: 'error',
    path: 'scenario',
    message: `too big for the playground: ${count(size.rules)} rules and ${count(size.agents)} agents (it analyses up to ${count(MAX_PLAYGROUND_RULES)} rules and ${count(MAX_PLAYGROUND_AGENTS)} agents)`,
    hint: 'Nothing was decided. Remove layers or agents you do not need here, or check a part of the config at a time.',
  };
}

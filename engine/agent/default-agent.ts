import type { Agent } from './agent.ts';

/** The default agent's name, or the reference's error text when it cannot be chosen. */
export interface DefaultAgentChoice {
  readonly name: string | null;
  readonly error: string | null;
}

/**
 * `default_agent` must name an existing agent (by config key) that is not a subagent and not hidden;
 * without it, the first such agent in insertion order wins (§10.4).
 */
export function resolveDefaultAgent(agents: readonly Agent[], defaultAgent: string | undefined): DefaultAgentChoice {
  if (defaultAgent) {
    const agent = agents.find((a) => a.key === defaultAgent);
    if (!agent) return { name: null, error: `default agent "${defaultAgent}" not found` };
    if (agent.mode === 'subagent') return { name: null, error: `default agent "${defaultAgent}" is a subagent` };
    if (agent.hidden === true) return { name: null, error: `default agent "${defaultAgent}" is hidden` };
    return { name: agent.name, error: null };
  }
  const first = agents.find((a) => a.mode !== 'subagent' && a.hidden !== true);
  return first ? { name: first.name, error: null } : { name: null, error: 'no primary visible agent found' };
}

/** Agent names as the reference's `list()` sorts them: NAME equal to default_agent (or `build`) first, then by name. */
export function listAgentNames(agents: readonly Agent[], defaultAgent: string | undefined): string[] {
  const first = defaultAgent ?? 'build';
  const rank = (a: Agent): number => (a.name === first ? 0 : 1);
  return [...agents]
    .sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((a) => a.name);
}

import { stripOrigin } from '../permission/ask-flow.ts';
import { disabledTools } from '../permission/visibility.ts';
import type { Agent, AgentSet } from './agent.ts';
import { joinRules } from '../permission/rule-segments.ts';

/** Which agents and tools a summary reports on. */
export interface AgentQueries {
  readonly agents?: readonly string[];
  readonly tools?: readonly string[];
}

/** Fields a config entry can set, in the order a summary shows them (config name → Agent field). */
const SHOWN_OVERRIDES = [
  ['description', 'description'],
  ['prompt', 'prompt'],
  ['model', 'model'],
  ['variant', 'variant'],
  ['temperature', 'temperature'],
  ['top_p', 'topP'],
  ['color', 'color'],
  ['steps', 'steps'],
] as const;

/** An agent as the reference's vectors show it: the core fields, origins stripped, then what the config set. */
export function summarizeAgent(agent: Agent): Record<string, unknown> {
  const set = new Set<string>(agent.configured);
  const extra = SHOWN_OVERRIDES.filter(([field, key]) => set.has(field) && agent[key] !== undefined).map(([, key]) => [key, agent[key]] as const);
  return {
    name: agent.name,
    mode: agent.mode,
    native: agent.native,
    hidden: agent.hidden ?? null,
    options: agent.options,
    permission: joinRules(agent.permission).map(stripOrigin),
    ...Object.fromEntries(extra),
  };
}

/** The agent-vector view of an agent set: list, default agent, queried agents (null when absent) and their hidden tools. */
export function summarizeAgentSet(set: AgentSet, queries: AgentQueries): Record<string, unknown> {
  const agents = new Map<string, unknown>();
  const disabled = new Map<string, string[]>();
  for (const key of queries.agents ?? []) {
    const agent = set.byKey.get(key);
    agents.set(key, agent ? summarizeAgent(agent) : null);
    if (agent && queries.tools) disabled.set(key, disabledTools(queries.tools, joinRules(agent.permission)));
  }
  return {
    list: set.list,
    defaultAgent: set.defaultAgent,
    defaultAgentError: set.defaultAgentError,
    agents: Object.fromEntries(agents),
    disabled: Object.fromEntries(disabled),
    truncateGlob: set.truncateGlob,
  };
}

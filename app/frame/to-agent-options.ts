import type { AgentSet, Diagnostic } from '../../engine/index.ts';

/** One option of the Agent picker. `value` '' means "the default agent". */
export interface AgentOption {
  readonly value: string;
  readonly label: string;
}

/** The Agent picker's options, selected value and the errors to show under it. */
export interface AgentPickerModel {
  readonly options: readonly AgentOption[];
  readonly value: string;
  readonly errors: readonly string[];
}

const AGENT_CODES = new Set(['no-default-agent', 'unknown-agent']);

/**
 * Builds the picker: "default (<name>)" first (honouring default_agent), then every agent in the
 * reference's list order with its mode; an unknown chosen agent stays listed, marked, with its error.
 */
export function toAgentOptions(agents: AgentSet | null, chosen: string | undefined, diagnostics: readonly Diagnostic[]): AgentPickerModel {
  const list = agents?.list ?? [];
  const describe = (name: string) => {
    const agent = agents?.byKey.get(name);
    if (!agent) return name;
    const flags = [agent.mode === 'primary' ? null : agent.mode, agent.hidden ? 'hidden' : null].filter(Boolean);
    return flags.length ? `${name} (${flags.join(', ')})` : name;
  };
  const options: AgentOption[] = [{ value: '', label: agents?.defaultAgent ? `Default: ${agents.defaultAgent}` : 'Default: none' }];
  for (const name of list) options.push({ value: name, label: describe(name) });
  if (chosen !== undefined && !list.includes(chosen)) options.push({ value: chosen, label: `${chosen} (unknown)` });
  const errors = diagnostics.filter((d) => AGENT_CODES.has(d.code)).map((d) => d.message);
  if (agents?.defaultAgentError && !errors.includes(agents.defaultAgentError)) errors.push(`default_agent: ${agents.defaultAgentError}`);
  return { options, value: chosen ?? '', errors };
}

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

/** Above this many options the picker is a combobox that renders a bounded list, not a `<select>` of every agent. */
export const AGENT_SELECT_LIMIT = 300;
/** How many matching agents the combobox lists at once: few enough that the list never scrolls (typing narrows it). */
export const AGENT_LIST_LIMIT = 20;

/** What the combobox lists for a typed text: the pinned options, then matches; how many more match. */
export interface AgentMatches {
  readonly options: readonly AgentOption[];
  /** Matching options left out (beyond the limit). */
  readonly more: number;
}

/** Whether the picker is a combobox (a long list of agents) rather than a native `<select>`. */
export function isLongAgentList(model: AgentPickerModel): boolean {
  return model.options.length > AGENT_SELECT_LIMIT;
}

/** The label of the selected option (what the combobox shows while not typing). */
export function toSelectedLabel(model: AgentPickerModel): string {
  return model.options.find((o) => o.value === model.value)?.label ?? model.value;
}

/**
 * The combobox's list for a typed text: the default agent and the selected one always first (always reachable), then
 * the options whose label contains the text (any case), in list order, up to `limit`.
 */
export function toAgentMatches(model: AgentPickerModel, query: string, limit: number = AGENT_LIST_LIMIT): AgentMatches {
  const pinned = model.options.filter((o, i) => i === 0 || o.value === model.value);
  const q = query.trim().toLowerCase();
  const options = [...pinned];
  let more = 0;
  for (const o of model.options) {
    if (pinned.includes(o) || (q !== '' && !o.label.toLowerCase().includes(q))) continue;
    if (options.length - pinned.length < limit) options.push(o);
    else more++;
  }
  return { options, more };
}

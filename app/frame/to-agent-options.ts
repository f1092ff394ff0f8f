import type { Agent, AgentSet, Diagnostic } from '../../engine/index.ts';

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

/** An agent's option text: its name, then its mode when not primary and `hidden` when hidden. */
function describe(name: string, agent: Agent | undefined): string {
  if (!agent) return name;
  const mode = agent.mode === 'primary' ? null : agent.mode;
  const hidden = agent.hidden ? 'hidden' : null;
  if (mode && hidden) return `${name} (${mode}, ${hidden})`;
  if (mode || hidden) return `${name} (${mode || hidden})`;
  return name;
}

/** The options of the agents in list order (the default's option and an unknown chosen agent are not in it). */
function listOptions(agents: AgentSet | null): AgentOption[] {
  const list = agents?.list ?? [];
  const options: AgentOption[] = [];
  for (const name of list) options.push({ value: name, label: describe(name, agents?.byKey.get(name)) });
  return options;
}

function toModel(agents: AgentSet | null, chosen: string | undefined, diagnostics: readonly Diagnostic[], listed: readonly AgentOption[]): AgentPickerModel {
  const list = agents?.list ?? [];
  const options: AgentOption[] = [{ value: '', label: agents?.defaultAgent ? `Default: ${agents.defaultAgent}` : 'Default: none' }];
  for (const o of listed) options.push(o);
  if (chosen !== undefined && !list.includes(chosen)) options.push({ value: chosen, label: `${chosen} (unknown)` });
  const errors = diagnostics.filter((d) => AGENT_CODES.has(d.code)).map((d) => d.message);
  if (agents?.defaultAgentError && !errors.includes(agents.defaultAgentError)) errors.push(`default_agent: ${agents.defaultAgentError}`);
  return { options, value: chosen ?? '', errors };
}

/**
 * Builds the picker: "default (<name>)" first (honouring default_agent), then every agent in the
 * reference's list order with its mode; an unknown chosen agent stays listed, marked, with its error.
 */
export function toAgentOptions(agents: AgentSet | null, chosen: string | undefined, diagnostics: readonly Diagnostic[]): AgentPickerModel {
  return toModel(agents, chosen, diagnostics, listOptions(agents));
}

/** What an option's text reads of each listed agent, in list order. */
interface ListedAgents {
  readonly names: readonly string[];
  readonly modes: readonly (string | null)[];
  readonly hidden: readonly boolean[];
}

function listedOf(agents: AgentSet | null): ListedAgents {
  const names = agents?.list ?? [];
  const modes: (string | null)[] = [];
  const hidden: boolean[] = [];
  for (const name of names) {
    const agent = agents?.byKey.get(name);
    modes.push(agent ? agent.mode : null);
    hidden.push(agent?.hidden === true);
  }
  return { names, modes, hidden };
}

/** Whether the listed agents have the same names, modes and hidden flags as before, in the same order. */
function isSameListed(last: ListedAgents, agents: AgentSet | null): boolean {
  const names = agents?.list ?? [];
  if (names.length !== last.names.length) return false;
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (name !== last.names[i]) return false;
    const agent = agents?.byKey.get(name);
    if ((agent ? agent.mode : null) !== last.modes[i] || (agent?.hidden === true) !== last.hidden[i]) return false;
  }
  return true;
}

function isSameModel(a: AgentPickerModel, b: AgentPickerModel): boolean {
  if (a.value !== b.value || a.errors.length !== b.errors.length || a.options.length !== b.options.length) return false;
  if (a.errors.some((e, i) => e !== b.errors[i])) return false;
  const n = a.options.length;
  // The listed agents' options are shared when the list is; the default's and an unknown agent's are compared.
  for (const i of n > 0 ? [0, n - 1] : []) if (a.options[i]!.value !== b.options[i]!.value || a.options[i]!.label !== b.options[i]!.label) return false;
  return true;
}

/**
 * `toAgentOptions` for one picker, remembering its last result: while the listed agents' names, modes and hidden flags
 * are as before (a description or a prompt edited, another file typed in), a new analysis costs one comparison per
 * agent and gives the same model (the same object when nothing shown changed). Equal to `toAgentOptions` for every input.
 */
export function createAgentOptionsMemo(): typeof toAgentOptions {
  let last: { listed: ListedAgents; options: readonly AgentOption[]; model: AgentPickerModel } | null = null;
  return (agents, chosen, diagnostics) => {
    const isSame = last !== null && isSameListed(last.listed, agents);
    const listed = isSame && last ? last.listed : listedOf(agents);
    const options = isSame && last ? last.options : listOptions(agents);
    const fresh = toModel(agents, chosen, diagnostics, options);
    const model = isSame && last && isSameModel(last.model, fresh) ? last.model : fresh;
    last = { listed, options, model };
    return model;
  };
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
 * The combobox's list for a typed text: the default agent (the first option, unless `pinFirst` is false) and the
 * selected one always first (always reachable), then the options whose label contains the text (any case), in list
 * order, up to `limit`.
 */
export function toAgentMatches(model: AgentPickerModel, query: string, limit: number = AGENT_LIST_LIMIT, pinFirst = true): AgentMatches {
  const pinned = model.options.filter((o, i) => (pinFirst && i === 0) || o.value === model.value);
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

import { fromConfig, fromConfigAfterEdit, type OriginOf, type PermissionEdit } from '../permission/from-config.ts';
import type { LeafEdit } from '../config/load-shortcut.ts';
import type { Rule, RuleOrigin } from '../permission/rule.ts';
import { toRuleSegments, type RuleSegments } from '../permission/rule-segments.ts';
import { agentPaths } from './agent-paths.ts';
import type { Agent, AgentContext, AgentMode, AgentModel, AgentOverride, AgentSet } from './agent.ts';
import { BUILTIN_AGENTS, defaultPermission } from './builtin-agents.ts';
import { listAgentNames, resolveDefaultAgent } from './default-agent.ts';
import { mergeOptions } from './merge-options.ts';
import { referenceDirs } from './reference-dirs.ts';
import { isPlainObject } from '../config/own.ts';
import { StableRules } from './stable-rules.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Entry = Readonly<Record<string, unknown>>;

const BUILTIN_DEFAULT: RuleOrigin = { kind: 'builtin-default' };
const TRUNCATION: RuleOrigin = { kind: 'truncation' };
/** One origin object per built-in agent, so its rules compare equal from one build to the next. */
const builtinOrigins = new Map<string, RuleOrigin>();
/** The last build's rule lists (see StableRules). */
const stable = new StableRules();
/** How many rule lists a build took from the last one after a one-leaf edit (for tests: the path must be taken). */
let listsAfterEdit = 0;

/** How many rule lists so far were the last build's, or it with one rule made again, after a one-leaf edit. */
export function ruleListsAfterEdit(): number {
  return listsAfterEdit;
}

/** The config of the last build (the one `stable`'s lists were made from). */
let lastConfig: Readonly<Record<string, unknown>> | null = null;
/** An agent's rules until they are assembled. */
const NO_RULES: RuleSegments = toRuleSegments([]);

/** A decoded permission value: an object, or (defensively) a bare action string meaning `{"*": action}`. */
function permissionObject(value: unknown): unknown {
  return typeof value === 'string' ? { '*': value } : value;
}

function isMode(value: unknown): value is AgentMode {
  return value === 'primary' || value === 'subagent' || value === 'all';
}

/** Splits `provider/model/with/slashes` at the first `/`, as the reference's `parseModel`. */
export function parseModel(model: string): AgentModel {
  const [providerID = '', ...rest] = model.split('/');
  return { providerID, modelID: rest.join('/') };
}

/** Applies one `agent.<key>` config entry over an agent, in the reference's field order (§10.3). */
function applyEntry(agent: Mutable<Agent>, parts: (readonly Rule[])[], key: string, entry: Entry, ctx: AgentContext, since: AgentContext['since']): void {
  const set: AgentOverride[] = [...agent.configured];
  const str = (v: unknown): v is string => typeof v === 'string';
  const num = (v: unknown): v is number => typeof v === 'number';
  if (str(entry.model) && entry.model) (agent.model = parseModel(entry.model)), set.push('model');
  if (str(entry.variant)) (agent.variant = entry.variant), set.push('variant');
  if (str(entry.prompt)) (agent.prompt = entry.prompt), set.push('prompt');
  if (str(entry.description)) (agent.description = entry.description), set.push('description');
  if (num(entry.temperature)) (agent.temperature = entry.temperature), set.push('temperature');
  if (num(entry.top_p)) (agent.topP = entry.top_p), set.push('top_p');
  if (isMode(entry.mode)) (agent.mode = entry.mode), set.push('mode');
  if (str(entry.color)) (agent.color = entry.color), set.push('color');
  if (typeof entry.hidden === 'boolean') (agent.hidden = entry.hidden), set.push('hidden');
  if (str(entry.name)) (agent.name = entry.name), set.push('name');
  if (num(entry.steps)) (agent.steps = entry.steps), set.push('steps');
  if (entry.options !== undefined) set.push('options');
  agent.options = mergeOptions(agent.options, entry.options);
  const own = stable.keep(`agent:${key}`, rulesUnder(`agent:${key}`, ['agent', key, 'permission'], entry.permission, ctx, since));
  if (own.length > 0) set.push('permission');
  parts.push(own);
  agent.configured = set;
}

/**
 * The rules of the permission value at `prefix` (kept by StableRules under `list`). After a one-leaf edit since the
 * last build (`since`), a value the edit did not reach is the same object as then, and so is its list; the value
 * it reached gets the last list with the one rule made again. Else, every entry is read (`fromConfig`).
 */
function rulesUnder(list: string, prefix: readonly string[], value: unknown, ctx: AgentContext, since: AgentContext['since']): Rule[] | readonly Rule[] {
  const before = since ? stable.previous(list) : undefined;
  if (before && since) {
    if (valueAt(since.config, prefix) === value && !isUnder(since.edit.container, prefix)) {
      listsAfterEdit++;
      return before;
    }
    const edit = editUnder(since.edit, prefix);
    const after = edit && isPlainObject(value) ? fromConfigAfterEdit(before, value, ctx.home, originsUnder(ctx, prefix), prefix, edit) : null;
    if (after) {
      listsAfterEdit++;
      return after;
    }
  }
  return fromConfig(permissionObject(value), ctx.home, originsUnder(ctx, prefix));
}

function valueAt(config: Readonly<Record<string, unknown>>, path: readonly string[]): unknown {
  let at: unknown = config;
  for (const key of path) at = isPlainObject(at) && Object.hasOwn(at, key) ? at[key] : undefined;
  return at;
}

/** True when `path` starts with `prefix`. */
function isUnder(path: readonly string[], prefix: readonly string[]): boolean {
  return path.length >= prefix.length && prefix.every((key, i) => path[i] === key);
}

/** The leaf edit as an edit of the permission object at `prefix`, or null when it is not an entry of that object. */
function editUnder(edit: LeafEdit, prefix: readonly string[]): PermissionEdit | null {
  if (!isUnder(edit.container, prefix)) return null;
  const inner = edit.container.slice(prefix.length);
  if (edit.kind === 'key') return inner.length === 0 ? { kind: 'key', path: [], from: edit.from, to: edit.to } : inner.length === 1 ? { kind: 'key', path: [inner[0]!], from: edit.from, to: edit.to } : null;
  if (inner.length === 0) return { kind: 'value', path: [edit.key] };
  return inner.length === 1 ? { kind: 'value', path: [inner[0]!, edit.key] } : null;
}

/** Origins of the permission entries under a config key path. */
function originsUnder(ctx: AgentContext, prefix: readonly string[]): OriginOf {
  return ctx.originsUnder?.(prefix) ?? ((kp) => ctx.originOf?.([...prefix, ...kp]));
}

/** True when a rule list holds `external_directory <glob> deny`. */
function deniesTruncation(rules: readonly Rule[], glob: string): boolean {
  for (const r of rules) if (r.permission === 'external_directory' && r.pattern === glob && r.action === 'deny') return true;
  return false;
}

/**
 * An agent's rules from its parts, in order, with `external_directory <truncateGlob> allow` appended unless one part
 * has that exact rule as a deny (`denies` tells it per part, so a part shared by every agent is scanned once). The
 * parts are kept as segments, not copied: the defaults and the user's rules are one list shared by every agent.
 */
function assemble(parts: readonly (readonly Rule[])[], denies: (part: readonly Rule[]) => boolean, truncation: readonly Rule[]): RuleSegments {
  const kept = parts.filter((part) => part.length > 0);
  return toRuleSegments(parts.some(denies) ? kept : [...kept, truncation]);
}

/**
 * Builds every agent from the merged config: built-ins (defaults ++ own rules ++ user `permission`),
 * then `agent.<key>` entries (new ones get defaults ++ user rules, mode `all`), disabled ones removed,
 * and the truncation allow appended last. Also resolves the default agent and the list order.
 */
export function buildAgents(config: Readonly<Record<string, unknown>>, ctx: AgentContext): AgentSet {
  const paths = agentPaths(ctx, referenceDirs(config, ctx));
  const defaults = stable.keep('defaults', fromConfig(defaultPermission(paths), ctx.home, () => BUILTIN_DEFAULT));
  // The lists StableRules holds are the last build's: an edit since a config another build was made from is no help.
  const since = ctx.since && ctx.since.config === lastConfig ? ctx.since : undefined;
  lastConfig = config;
  const user = stable.keep('user', rulesUnder('user', ['permission'], config.permission, ctx, since));
  // A null-prototype object gives the reference's key order (integer-like keys first) and is safe for any key.
  const byKey: Record<string, Mutable<Agent>> = Object.create(null) as Record<string, Mutable<Agent>>;
  // Each agent's rules as the lists they are made of (defaults, its own, the user's, its config entry's), joined once at the end.
  const partsOf = new Map<Mutable<Agent>, (readonly Rule[])[]>();
  for (const builtin of BUILTIN_AGENTS) {
    let origin = builtinOrigins.get(builtin.name);
    if (!origin) builtinOrigins.set(builtin.name, (origin = { kind: 'builtin-agent', agent: builtin.name }));
    const builtinOrigin = origin;
    const own = stable.keep(`builtin:${builtin.name}`, fromConfig(builtin.rules(paths), ctx.home, () => builtinOrigin));
    const agent: Mutable<Agent> = {
      key: builtin.name,
      name: builtin.name,
      mode: builtin.mode,
      native: true,
      ...(builtin.hidden ? { hidden: true } : {}),
      ...(builtin.temperature !== undefined ? { temperature: builtin.temperature } : {}),
      options: {},
      permission: NO_RULES,
      configured: [],
    };
    byKey[builtin.name] = agent;
    partsOf.set(agent, [defaults, own, user]);
  }
  const entries = isPlainObject(config.agent) ? config.agent : {};
  for (const [key, entry] of Object.entries(entries)) {
    if (!isPlainObject(entry)) continue;
    if (entry.disable) {
      delete byKey[key];
      continue;
    }
    const agent = byKey[key] ?? { key, name: key, mode: 'all', native: false, options: {}, permission: NO_RULES, configured: [] };
    if (!partsOf.has(agent)) partsOf.set(agent, [defaults, user]);
    applyEntry(agent, partsOf.get(agent)!, key, entry, ctx, since);
    byKey[key] = agent;
  }
  const denied = new Map<readonly Rule[], boolean>();
  const denies = (part: readonly Rule[]): boolean => {
    let d = denied.get(part);
    if (d === undefined) denied.set(part, (d = deniesTruncation(part, paths.truncateGlob)));
    return d;
  };
  // One truncation rule for every agent that gets it (rules never change, so they are shared like the segments).
  const truncation = stable.keep('truncation', [{ permission: 'external_directory', pattern: paths.truncateGlob, action: 'allow', origin: TRUNCATION }]);
  const agents: Agent[] = Object.values(byKey).map((a) => ({ ...a, permission: assemble(partsOf.get(a)!, denies, truncation) }));
  stable.end();
  const setting = typeof config.default_agent === 'string' ? config.default_agent : undefined;
  const choice = resolveDefaultAgent(agents, setting);
  return {
    agents,
    byKey: new Map(agents.map((a) => [a.key, a])),
    list: listAgentNames(agents, setting),
    defaultAgent: choice.name,
    defaultAgentError: choice.error,
    truncateGlob: paths.truncateGlob,
  };
}

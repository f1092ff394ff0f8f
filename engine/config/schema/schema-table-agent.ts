/** The table's permission and agent nodes (the reference's `ConfigPermissionV1` and `ConfigAgentV1`). */
import {
  type SchemaNode,
  boolean,
  deprecated,
  finite,
  literals,
  positiveInt,
  record,
  refine,
  scoped,
  string,
  struct,
  transform,
  union,
  unknown,
} from './schema-node.ts';

/** The three permission actions, exactly and case-sensitively. */
export const PERMISSION_ACTIONS = ['ask', 'allow', 'deny'] as const;

/** A permission action (`PermissionActionConfig`). */
export const permissionAction: SchemaNode = scoped('action', literals(PERMISSION_ACTIONS, 'PermissionActionConfig'));

/** A `{pattern: action}` map (`PermissionObjectConfig`, named `object` in messages). */
export const permissionObject: SchemaNode = scoped('patternMap', record(permissionAction));

/** One permission value: an action or a pattern map (`PermissionRuleConfig`). */
export const permissionRule: SchemaNode = union([permissionAction, permissionObject], 'PermissionRuleConfig');

/** The known permission keys in the reference's declaration order: a rule (action or pattern map) or an action only. */
const knownPermissions = {
  read: permissionRule,
  edit: permissionRule,
  glob: permissionRule,
  grep: permissionRule,
  list: permissionRule,
  bash: permissionRule,
  task: permissionRule,
  external_directory: permissionRule,
  todowrite: permissionAction,
  question: permissionAction,
  webfetch: permissionAction,
  websearch: permissionAction,
  lsp: permissionRule,
  doom_loop: permissionAction,
  skill: permissionRule,
};

/** The permission object: known keys typed, every key (known ones too) also checked as a rule (`StructWithRest`). */
const permissionInputObject: SchemaNode = struct(knownPermissions, { rest: permissionRule });

/** The whole `permission` value (`PermissionConfig`): an action (= `{"*": action}`) or the object, normalised to an object. */
export const permissionConfig: SchemaNode = scoped('permission', transform(union([permissionAction, permissionInputObject]), 'permission-shorthand'));

/** Legacy `tools` booleans (top level and per agent). */
export const legacyTools: SchemaNode = scoped('tools', deprecated(record(boolean())));

/** Agent modes. */
export const AGENT_MODES = ['subagent', 'primary', 'all'] as const;

/** Theme color names an agent `color` may use instead of `#RRGGBB`. */
export const AGENT_THEME_COLORS = ['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'info'] as const;

/** The agent entry's fields, in the reference's declaration order; any other key is kept (and copied into `options`). */
const agentFields = struct(
  {
    model: string(),
    variant: string(),
    temperature: finite(),
    top_p: finite(),
    prompt: string(),
    tools: legacyTools,
    disable: boolean(),
    description: string(),
    mode: literals(AGENT_MODES),
    hidden: boolean(),
    options: record(unknown()),
    color: union([refine(string(), [{ kind: 'pattern', source: '^#[0-9a-fA-F]{6}$' }]), literals(AGENT_THEME_COLORS)]),
    steps: positiveInt(),
    maxSteps: deprecated(positiveInt()),
    permission: permissionConfig,
  },
  { rest: unknown() },
);

/** One agent entry (`AgentConfig`): known fields typed, anything else kept, then normalised (tools and maxSteps folded). */
export const agentConfig: SchemaNode = scoped('agent', transform(agentFields, 'agent-entry'));

/** A `StructWithRest` of named agent fields plus a record of agents, as the reference declares `agent` and `mode`. */
export function agentMap(names: readonly string[]): SchemaNode {
  const fields: Record<string, SchemaNode> = {};
  for (const name of names) fields[name] = agentConfig;
  return struct(fields, { rest: agentConfig });
}

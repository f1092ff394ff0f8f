import {
  type Decoder,
  anything,
  bool,
  checked,
  literals,
  finite,
  mapDecoded,
  matches,
  positiveInt,
  str,
  union,
} from './schema-decoder.ts';
import { record, struct } from './schema-struct.ts';
import { getOwn, hasOwn, isPlainObject, setOwn } from './schema-issue.ts';
import { permissionConfig } from './schema-permission.ts';

/** Agent modes. */
export const AGENT_MODES = ['subagent', 'primary', 'all'] as const;

/** Theme color names an agent `color` may use instead of `#RRGGBB`. */
export const AGENT_THEME_COLORS = ['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'info'] as const;

/** Agent fields the reference knows; every other field is also copied into `options`. */
export const KNOWN_AGENT_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'model',
  'variant',
  'prompt',
  'description',
  'temperature',
  'top_p',
  'mode',
  'hidden',
  'color',
  'steps',
  'maxSteps',
  'options',
  'permission',
  'disable',
  'tools',
]);

/** Legacy tool ids that all fold into the single `edit` permission. */
export const EDIT_TOOL_ALIASES: ReadonlySet<string> = new Set(['write', 'edit', 'patch']);

const color = union([checked(str, [matches(/^#[0-9a-fA-F]{6}$/)]), literals(AGENT_THEME_COLORS)]);

const agentFields: Record<string, Decoder> = {
  model: str,
  variant: str,
  temperature: finite,
  top_p: finite,
  prompt: str,
  tools: record(bool),
  disable: bool,
  description: str,
  mode: literals(AGENT_MODES),
  hidden: bool,
  options: record(anything),
  color,
  steps: positiveInt,
  maxSteps: positiveInt,
  permission: permissionConfig,
};

/** Folds legacy `tools` booleans into a permission object: tool-derived keys first, explicit ones assigned over them. */
export function foldToolsIntoPermission(tools: unknown, permission: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isPlainObject(tools)) {
    for (const tool of Object.keys(tools)) {
      const action = tools[tool] === true ? 'allow' : 'deny';
      setOwn(out, EDIT_TOOL_ALIASES.has(tool) ? 'edit' : tool, action);
    }
  }
  if (isPlainObject(permission)) for (const key of Object.keys(permission)) setOwn(out, key, permission[key]);
  return out;
}

/** Copies unknown fields into options, folds tools into permission and maxSteps into steps, keeping key order. */
export function normalizeAgentEntry(entry: Record<string, unknown>): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const explicit = getOwn(entry, 'options');
  if (isPlainObject(explicit)) for (const key of Object.keys(explicit)) setOwn(options, key, explicit[key]);
  for (const key of Object.keys(entry)) if (!KNOWN_AGENT_FIELDS.has(key)) setOwn(options, key, entry[key]);
  const permission = foldToolsIntoPermission(getOwn(entry, 'tools'), getOwn(entry, 'permission'));
  const steps = hasOwn(entry, 'steps') ? entry.steps : getOwn(entry, 'maxSteps');
  // Spread-like rebuild: existing keys keep their position, new ones are appended in this order.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(entry)) setOwn(out, key, entry[key]);
  setOwn(out, 'options', options);
  setOwn(out, 'permission', permission);
  if (steps !== undefined) setOwn(out, 'steps', steps);
  return out;
}

/** One agent entry (`AgentConfig`, shown as `object`): known fields typed, anything else kept, then normalised. */
export const agentConfig: Decoder = mapDecoded(
  struct(agentFields, { rest: anything }),
  (value) => (isPlainObject(value) ? normalizeAgentEntry(value) : value),
);

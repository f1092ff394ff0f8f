import { getOwn, hasOwn, isPlainObject, setOwn } from './schema-issue.ts';
import { KNOWN_AGENT_FIELDS } from './schema-keys.ts';

/** Legacy tool ids that all fold into the single `edit` permission. */
export const EDIT_TOOL_ALIASES: ReadonlySet<string> = new Set(['write', 'edit', 'patch']);

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

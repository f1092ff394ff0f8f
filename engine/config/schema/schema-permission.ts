import { type Decoder, literals, mapDecoded, union } from './schema-decoder.ts';
import { setOwn } from './schema-issue.ts';
import { record, struct } from './schema-struct.ts';

/** The three permission actions, exactly and case-sensitively. */
export const PERMISSION_ACTIONS = ['ask', 'allow', 'deny'] as const;

/** Permission keys that accept an action or a `{pattern: action}` map. */
export const PATTERN_PERMISSION_KEYS = [
  'read',
  'edit',
  'glob',
  'grep',
  'list',
  'bash',
  'task',
  'external_directory',
  'lsp',
  'skill',
] as const;

/** Permission keys that accept only a bare action (a map is an error). */
export const ACTION_ONLY_PERMISSION_KEYS = ['todowrite', 'question', 'webfetch', 'websearch', 'doom_loop'] as const;

/** The known permission keys in the reference's declaration order (the order their issues come in). */
export const KNOWN_PERMISSION_KEYS = [
  'read',
  'edit',
  'glob',
  'grep',
  'list',
  'bash',
  'task',
  'external_directory',
  'todowrite',
  'question',
  'webfetch',
  'websearch',
  'lsp',
  'doom_loop',
  'skill',
] as const;

/** A permission action (`PermissionActionConfig`). */
export const permissionAction: Decoder = literals(PERMISSION_ACTIONS, 'PermissionActionConfig');

/** A `{pattern: action}` map (`PermissionObjectConfig`, shown as `object`). */
export const permissionObject: Decoder = record(permissionAction);

/** One permission value: an action or a pattern map (`PermissionRuleConfig`). */
export const permissionRule: Decoder = union([permissionAction, permissionObject], 'PermissionRuleConfig');

const actionOnly: ReadonlySet<string> = new Set(ACTION_ONLY_PERMISSION_KEYS);
const knownFields: Record<string, Decoder> = {};
for (const key of KNOWN_PERMISSION_KEYS) knownFields[key] = actionOnly.has(key) ? permissionAction : permissionRule;

// Known keys are checked by their own field AND by the rest record, as the reference's StructWithRest does.
const permissionInputObject = struct(knownFields, { rest: permissionRule });

/** Turns the bare-action shorthand into `{"*": action}`; objects pass through. */
function normalizePermission(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const out: Record<string, unknown> = {};
  setOwn(out, '*', value);
  return out;
}

/** The whole `permission` value (`PermissionConfig`), normalised to an object. */
export const permissionConfig: Decoder = mapDecoded(union([permissionAction, permissionInputObject]), normalizePermission);

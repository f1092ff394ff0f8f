import { type Decoder, literals, mapDecoded, union } from './schema-decoder.ts';
import { setOwn } from './schema-issue.ts';
import { record, struct } from './schema-struct.ts';

/** The three permission actions, exactly and case-sensitively. */
export const PERMISSION_ACTIONS = ['ask', 'allow', 'deny'] as const;

/** How a known permission key's value is written: an action or a `{pattern: action}` map, or a bare action only. */
export type PermissionKeyShape = 'rule' | 'action';

/** The known permission keys in the reference's declaration order (the order their issues come in), each with its shape. */
export const PERMISSION_KEY_SHAPES: readonly (readonly [string, PermissionKeyShape])[] = [
  ['read', 'rule'],
  ['edit', 'rule'],
  ['glob', 'rule'],
  ['grep', 'rule'],
  ['list', 'rule'],
  ['bash', 'rule'],
  ['task', 'rule'],
  ['external_directory', 'rule'],
  ['todowrite', 'action'],
  ['question', 'action'],
  ['webfetch', 'action'],
  ['websearch', 'action'],
  ['lsp', 'rule'],
  ['doom_loop', 'action'],
  ['skill', 'rule'],
];

/** The known permission keys, in declaration order. */
export const KNOWN_PERMISSION_KEYS: readonly string[] = PERMISSION_KEY_SHAPES.map(([key]) => key);

/** Permission keys that accept an action or a `{pattern: action}` map. */
export const PATTERN_PERMISSION_KEYS: readonly string[] = PERMISSION_KEY_SHAPES.filter(([, shape]) => shape === 'rule').map(([key]) => key);

/** Permission keys that accept only a bare action (a map is an error). */
export const ACTION_ONLY_PERMISSION_KEYS: readonly string[] = PERMISSION_KEY_SHAPES.filter(([, shape]) => shape === 'action').map(([key]) => key);

/** A permission action (`PermissionActionConfig`). */
export const permissionAction: Decoder = literals(PERMISSION_ACTIONS, 'PermissionActionConfig');

/** A `{pattern: action}` map (`PermissionObjectConfig`, shown as `object`). */
export const permissionObject: Decoder = record(permissionAction);

/** One permission value: an action or a pattern map (`PermissionRuleConfig`). */
export const permissionRule: Decoder = union([permissionAction, permissionObject], 'PermissionRuleConfig');

const knownFields: Record<string, Decoder> = {};
for (const [key, shape] of PERMISSION_KEY_SHAPES) knownFields[key] = shape === 'action' ? permissionAction : permissionRule;

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

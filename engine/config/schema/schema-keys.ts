/** Every list of known keys, derived from the schema table (so a key added to the table is known everywhere). */
import { type SchemaNode, fieldOf, unwrap } from './schema-node.ts';
import { CONFIG_TABLE } from './schema-table.ts';

/** How a known permission key's value is written: an action or a `{pattern: action}` map, or a bare action only. */
export type PermissionKeyShape = 'rule' | 'action';

/** The known-key lists of one table. */
export interface KnownKeys {
  /** Top-level keys, in declaration order (anything else is an unrecognized key). */
  readonly topLevel: readonly string[];
  /** Known permission keys in declaration order, each with its shape. */
  readonly permissionShapes: readonly (readonly [string, PermissionKeyShape])[];
  /** Built-in agent names declared as fields of `agent`, and of `mode`. */
  readonly agentFieldNames: readonly string[];
  readonly modeFieldNames: readonly string[];
  /** The agent entry's declared fields, in order. */
  readonly agentFields: readonly string[];
}

const fieldNames = (node: SchemaNode | undefined): string[] => {
  const inner = node ? unwrap(node) : undefined;
  return inner?.kind === 'struct' ? inner.fields.map((f) => f.name) : [];
};

/** The permission object of a `permission` node: the union member that is a struct. */
function permissionObject(permission: SchemaNode | undefined): SchemaNode | undefined {
  const inner = permission ? unwrap(permission) : undefined;
  if (inner?.kind !== 'union') return inner;
  return inner.members.find((m) => unwrap(m).kind === 'struct');
}

/** True for a permission value that may be a pattern map (a union with an object member); an action-only key's is not. */
function isRuleNode(node: SchemaNode): boolean {
  const inner = unwrap(node);
  return inner.kind === 'union' && inner.members.some((m) => unwrap(m).kind === 'struct');
}

/** Reads the known-key lists off a table. */
export function knownKeysOf(table: SchemaNode): KnownKeys {
  const permission = permissionObject(fieldOf(table, 'permission')?.node);
  const permissionShapes: (readonly [string, PermissionKeyShape])[] = [];
  const object = permission ? unwrap(permission) : undefined;
  if (object?.kind === 'struct') for (const f of object.fields) permissionShapes.push([f.name, isRuleNode(f.node) ? 'rule' : 'action']);
  const agent = fieldOf(table, 'agent')?.node;
  const agentMap = agent ? unwrap(agent) : undefined;
  const agentEntry = agentMap?.kind === 'struct' ? agentMap.rest : undefined;
  return {
    topLevel: fieldNames(table),
    permissionShapes,
    agentFieldNames: fieldNames(agent),
    modeFieldNames: fieldNames(fieldOf(table, 'mode')?.node),
    agentFields: fieldNames(agentEntry),
  };
}

const KNOWN = knownKeysOf(CONFIG_TABLE);

/** The keys a config may have at its top level, in declaration order. */
export const TOP_LEVEL_KEYS: readonly string[] = KNOWN.topLevel;
/** The known permission keys in the reference's declaration order, each with its shape. */
export const PERMISSION_KEY_SHAPES: readonly (readonly [string, PermissionKeyShape])[] = KNOWN.permissionShapes;
/** The known permission keys, in declaration order. */
export const KNOWN_PERMISSION_KEYS: readonly string[] = KNOWN.permissionShapes.map(([key]) => key);
/** Permission keys that accept an action or a `{pattern: action}` map. */
export const PATTERN_PERMISSION_KEYS: readonly string[] = KNOWN.permissionShapes.filter(([, s]) => s === 'rule').map(([key]) => key);
/** Permission keys that accept only a bare action (a map is an error). */
export const ACTION_ONLY_PERMISSION_KEYS: readonly string[] = KNOWN.permissionShapes.filter(([, s]) => s === 'action').map(([key]) => key);
/** Built-in agent names listed as explicit fields of `agent` (so they are checked twice). */
export const AGENT_FIELD_NAMES: readonly string[] = KNOWN.agentFieldNames;
/** Built-in names listed as explicit fields of the deprecated `mode` map. */
export const MODE_FIELD_NAMES: readonly string[] = KNOWN.modeFieldNames;
/** Agent fields the reference knows (its declared fields and `name`); every other field is also copied into `options`. */
export const KNOWN_AGENT_FIELDS: ReadonlySet<string> = new Set(['name', ...KNOWN.agentFields]);

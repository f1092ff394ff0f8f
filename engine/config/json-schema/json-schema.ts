import { CONFIG_SCHEMA_URL } from '../discover/layer.ts';
import type { CheckNode, SchemaNode } from '../schema/schema-node.ts';
import { LEGACY_TUI_KEYS } from '../schema/schema.ts';
import { CONFIG_TABLE } from '../schema/schema-table.ts';
import { SCHEMA_DOCS } from './schema-docs.ts';

/** A JSON Schema (draft-07) node, as far as the editor schema uses it. */
export interface JsonSchema {
  readonly $schema?: string;
  readonly $id?: string;
  readonly title?: string;
  readonly description?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly (string | number | boolean)[];
  readonly enumDescriptions?: readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly required?: readonly string[];
  readonly const?: string | number | boolean;
  readonly items?: JsonSchema | readonly JsonSchema[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly anyOf?: readonly JsonSchema[];
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly deprecated?: boolean;
}

type Docs = Readonly<Record<string, string>>;

/** What a check adds to a JSON Schema (the LSP extensions rule and `Finite` have no JSON Schema form). */
function checkSchema(check: CheckNode): Record<string, unknown> {
  switch (check.kind) {
    case 'int':
      return { type: 'integer' };
    case 'greater-than':
      return { exclusiveMinimum: check.n };
    case 'at-least':
      return { minimum: check.n };
    case 'between':
      return { minimum: check.min, maximum: check.max };
    case 'pattern':
      return { pattern: check.source };
    case 'finite':
    case 'lsp-extensions':
      return {};
  }
}

/** The literal values of a union of literals (nested unions flattened), or null when any member is something else. */
function literalValues(node: SchemaNode): (string | number | boolean)[] | null {
  if (node.kind === 'literal') return [node.value];
  if (node.kind !== 'union') return null;
  const out: (string | number | boolean)[] = [];
  for (const m of node.members) {
    const values = literalValues(m);
    if (values === null) return null;
    out.push(...values);
  }
  return out;
}

/** A union's members with unscoped nested unions flattened (a JSON Schema `anyOf` has no order to keep apart). */
function flatMembers(node: SchemaNode & { kind: 'union' }): SchemaNode[] {
  return node.members.flatMap((m) => (m.kind === 'union' && m.scope === undefined ? flatMembers(m) : [m]));
}

/** Turns one table node into JSON Schema, with the hover text found at `path` (a scoped node starts its own path). */
function toJson(node: SchemaNode, path: string, docs: Docs, memo: Map<SchemaNode, JsonSchema>): JsonSchema {
  const scoped = node.scope !== undefined;
  if (scoped && memo.has(node)) return memo.get(node)!;
  const at = scoped ? node.scope! : path;
  const out: Record<string, unknown> = {};
  const description = docs[at];
  if (description !== undefined) out.description = description;
  if (node.deprecated) out.deprecated = true;
  Object.assign(out, shapeOf(node, at, docs, memo));
  const schema = out as JsonSchema;
  if (scoped) memo.set(node, schema);
  return schema;
}

/** The part of a node's JSON Schema that says what it accepts. */
function shapeOf(node: SchemaNode, at: string, docs: Docs, memo: Map<SchemaNode, JsonSchema>): Record<string, unknown> {
  const child = (n: SchemaNode, p: string): JsonSchema => toJson(n, p, docs, memo);
  switch (node.kind) {
    case 'string':
    case 'boolean':
    case 'number':
      return { type: node.kind };
    case 'unknown':
      return {};
    case 'literal':
      return { type: typeof node.value, const: node.value };
    case 'union': {
      const values = literalValues(node);
      if (values !== null && values.length > 1 && new Set(values.map((v) => typeof v)).size === 1) {
        const texts = values.map((v) => docs[`${at}=${String(v)}`]);
        return { type: typeof values[0], enum: values, ...(texts.every((t) => t !== undefined) ? { enumDescriptions: texts } : {}) };
      }
      // Members share the union's path: their fields are documented under it (a member with a scope has its own).
      return { anyOf: flatMembers(node).map((m) => withoutText(child(m, at), m)) };
    }
    case 'struct': {
      const properties: Record<string, JsonSchema> = {};
      for (const f of node.fields) {
        // A field's own text wins over that of the scoped node it holds (`permission.webfetch` over `action`).
        const own = docs[`${at}.${f.name}`];
        const schema = child(f.node, `${at}.${f.name}`);
        properties[f.name] = own !== undefined && schema.description !== own ? { ...schema, description: own } : schema;
      }
      const required = node.fields.filter((f) => f.required).map((f) => f.name);
      return {
        type: 'object',
        ...(node.fields.length > 0 ? { properties } : {}),
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: node.rest ? child(node.rest, `${at}.*`) : false,
      };
    }
    case 'array':
      return { type: 'array', items: child(node.item, `${at}[]`) };
    case 'tuple':
      return { type: 'array', items: node.elements.map((e, i) => child(e, `${at}[${i}]`)), minItems: node.elements.length, maxItems: node.elements.length };
    case 'refine':
      return Object.assign({}, shapeOf(node.inner, at, docs, memo), ...node.checks.map(checkSchema));
    case 'transform':
      return shapeOf(node.inner, at, docs, memo);
  }
}

/** A union member's schema without the union's own text repeated on it (a scoped member keeps its own). */
function withoutText(schema: JsonSchema, member: SchemaNode): JsonSchema {
  if (member.scope !== undefined || schema.description === undefined) return schema;
  const { description: _, ...rest } = schema;
  return rest;
}

/** JSON Schema (draft-07) for a schema table, with its hover texts; legacy TUI keys listed as deprecated (dropped before validation). */
export function jsonSchemaFor(table: SchemaNode, docs: Docs = SCHEMA_DOCS): JsonSchema {
  const root = toJson(table, 'config', docs, new Map());
  const legacy: Record<string, JsonSchema> = {};
  for (const key of LEGACY_TUI_KEYS) legacy[key] = { description: 'Legacy TUI setting (now in tui.json): dropped before validation, ignored here.', deprecated: true };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    // The editor registers the schema under the URL the loader injects as `$schema`: one name for both.
    $id: CONFIG_SCHEMA_URL,
    title: 'agentforge config',
    ...root,
    properties: { ...root.properties, ...legacy },
  };
}

/** JSON Schema (draft-07) for agentforge.json / agentforge.jsonc, derived from the schema table. */
export const configJsonSchema: JsonSchema = jsonSchemaFor(CONFIG_TABLE);

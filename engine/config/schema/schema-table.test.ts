import { describe, expect, it } from 'vitest';
import type { SchemaNode } from './schema-node.ts';
import { literal, union } from './schema-node.ts';
import { CONFIG_TABLE } from './schema-table.ts';
import { validateConfig } from './schema.ts';
import { compileDecoder } from './schema-compile.ts';
import { knownKeysOf, KNOWN_PERMISSION_KEYS } from './schema-keys.ts';
import { jsonSchemaFor } from '../json-schema/json-schema.ts';
import type { ConfigIssue } from './schema-issue.ts';

// The table checked against the decoder compiled from it, the way the schema-walk vectors check the reference: every
// property gets a minimal valid value, a value of a wrong type, each literal, and each required key left out. The
// expectations are read off the table here, independently of the decoder; the vectors check the table itself.

type Json = unknown;
const NO_SAMPLE = Symbol('no sample');
type Sample = Json | typeof NO_SAMPLE;

/** A minimal value the node accepts, read off the table alone (NO_SAMPLE for a pattern we cannot write generically). */
function sampleOf(node: SchemaNode): Sample {
  switch (node.kind) {
    case 'string':
    case 'unknown':
      return 'x';
    case 'boolean':
      return true;
    case 'number':
      return 1;
    case 'literal':
      return node.value;
    case 'union':
      for (const m of node.members) {
        const s = sampleOf(m);
        if (s !== NO_SAMPLE) return s;
      }
      return NO_SAMPLE;
    case 'struct': {
      const out: Record<string, Json> = {};
      for (const f of node.fields) {
        if (!f.required) continue;
        const s = sampleOf(f.node);
        if (s === NO_SAMPLE) return NO_SAMPLE;
        out[f.name] = s;
      }
      return out;
    }
    case 'array':
      return [];
    case 'tuple': {
      const items = node.elements.map(sampleOf);
      return items.includes(NO_SAMPLE) ? NO_SAMPLE : items;
    }
    case 'refine':
      return node.checks.some((c) => c.kind === 'pattern') ? NO_SAMPLE : sampleOf(node.inner);
    case 'transform':
      return sampleOf(node.inner);
  }
}

type InputType = 'string' | 'number' | 'boolean' | 'array' | 'object';
/** The JSON types a node accepts, read off the table. */
function typesOf(node: SchemaNode): Set<InputType> {
  switch (node.kind) {
    case 'string':
    case 'boolean':
    case 'number':
      return new Set([node.kind]);
    case 'unknown':
      return new Set(['string', 'number', 'boolean', 'array', 'object']);
    case 'literal':
      return new Set([typeof node.value as InputType]);
    case 'union':
      return new Set(node.members.flatMap((m) => [...typesOf(m)]));
    case 'struct':
      return new Set(['object']);
    case 'array':
    case 'tuple':
      return new Set(['array']);
    case 'refine':
    case 'transform':
      return typesOf(node.inner);
  }
}

const WRONG: readonly [InputType, Json][] = [['number', 12345], ['string', 'x'], ['boolean', true], ['array', []], ['object', {}]];

interface Case {
  readonly name: string;
  readonly config: Json;
  readonly ok: boolean;
  /** For a refused case: the path every issue must start with. */
  readonly at?: readonly string[];
  readonly missing?: readonly string[];
}

/** Where the walk is: the property's path, the path its refusals must lie under, how a record's key is named. */
interface Where {
  readonly path: readonly string[];
  /** Under a union, another member's issues name the union's own path, so a refusal is checked against that. */
  readonly under: readonly string[] | null;
  /** A union member: its wrong types and outside literals may be what another member accepts. */
  readonly isMember: boolean;
  /** The key a record's entry is walked under (a built-in server id where the LSP extensions rule would refuse others). */
  readonly recordKey: string;
}

/** Every case of the walk: a property's minimal value, a wrong type, each literal, each required key left out. */
function walk(node: SchemaNode, where: Where, place: (v: Json) => Json, out: Case[], seen: Set<SchemaNode>): void {
  const { path } = where;
  const at = where.under ?? path;
  const name = path.join('.') || '(root)';
  const sample = sampleOf(node);
  if (sample !== NO_SAMPLE) out.push({ name: `${name}: minimal value`, config: place(sample), ok: true });
  const accepted = typesOf(node);
  const wrong = WRONG.find(([t]) => !accepted.has(t));
  if (wrong && !where.isMember) out.push({ name: `${name}: wrong type ${JSON.stringify(wrong[1])}`, config: place(wrong[1]), ok: false, at });
  if (node.kind === 'union' && node.members.every((m) => m.kind === 'literal')) {
    for (const m of node.members) out.push({ name: `${name}: literal ${JSON.stringify(sampleOf(m))}`, config: place(sampleOf(m)), ok: true });
    if (accepted.has('string') && !where.isMember) out.push({ name: `${name}: outside the literals`, config: place('zz-not-in-enum'), ok: false, at });
    return;
  }
  const inner = (p: readonly string[], extra: Partial<Where> = {}): Where => ({ path: p, under: where.under, isMember: false, recordKey: 'k1', ...extra });
  // A node shared by many places (the agent entry, a permission rule) is walked inside the first place it appears.
  if (node.scope !== undefined) {
    if (seen.has(node)) return;
    seen.add(node);
  }
  switch (node.kind) {
    case 'union':
      for (const m of node.members) walk(m, { ...where, under: at, isMember: true }, place, out, seen);
      return;
    case 'refine': {
      // A refined leaf was walked as itself (its sample is one the checks accept); only a refined union has parts.
      if (node.inner.kind !== 'union') return;
      const recordKey = node.checks.some((c) => c.kind === 'lsp-extensions') ? 'typescript' : where.recordKey;
      walk(node.inner, { ...where, recordKey }, place, out, seen);
      return;
    }
    case 'transform':
      walk(node.inner, where, place, out, seen);
      return;
    case 'array':
      walk(node.item, inner([...path, '0']), (v) => place([v]), out, seen);
      return;
    case 'tuple': {
      if (sample === NO_SAMPLE) return;
      node.elements.forEach((e, i) => walk(e, inner([...path, String(i)]), (v) => place((sample as Json[]).map((s, k) => (k === i ? v : s))), out, seen));
      return;
    }
    case 'struct': {
      if (sample === NO_SAMPLE) return;
      const base = sample as Record<string, Json>;
      for (const f of node.fields) {
        walk(f.node, inner([...path, f.name]), (v) => place({ ...base, [f.name]: v }), out, seen);
        if (f.required) {
          const without = { ...base };
          delete without[f.name];
          out.push({ name: `${name}: required ${f.name} missing`, config: place(without), ok: false, at, ...(where.under === null ? { missing: [...path, f.name] } : {}) });
        }
      }
      const key = where.recordKey;
      if (node.rest && node.rest.kind !== 'unknown') walk(node.rest, inner([...path, key]), (v) => place({ ...base, [key]: v }), out, seen);
      return;
    }
    default:
      return;
  }
}

const startsWith = (path: readonly (string | number)[], prefix: readonly string[]): boolean => prefix.every((p, i) => String(path[i]) === p);

function checkCase(c: Case, issues: readonly ConfigIssue[], value: unknown): void {
  if (c.ok) {
    expect({ case: c.name, issues }).toEqual({ case: c.name, issues: [] });
    expect(value).not.toBeNull();
    return;
  }
  expect({ case: c.name, refused: issues.length > 0 }).toEqual({ case: c.name, refused: true });
  for (const issue of issues) expect({ case: c.name, path: issue.path, under: startsWith(issue.path, c.at ?? []) }).toEqual({ case: c.name, path: issue.path, under: true });
  // A required key left out is `Missing key` at its path, or (in a union member the key picks) the union's own issue.
  if (c.missing) expect({ case: c.name, missing: issues.some((i) => (i.message === 'Missing key' && startsWith(i.path, c.missing!)) || i.path.length === c.at!.length) }).toEqual({ case: c.name, missing: true });
}

const cases: Case[] = [];
walk(CONFIG_TABLE, { path: [], under: null, isMember: false, recordKey: 'k1' }, (v) => v, cases, new Set());

describe('the schema table, walked against the decoder compiled from it', () => {
  it('walks every property', () => {
    expect(cases.length).toBeGreaterThan(600);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const result = validateConfig(c.config, 'walk.json');
    checkCase(c, result.issues, result.value);
  });
});

describe('one table behind the decoder, the editor schema and the known-key lists', () => {
  // A table with one permission key more (action-only) and one top-level key more: all three must see both.
  const permissionField = (table: SchemaNode) => (table.kind === 'struct' ? table.fields.find((f) => f.name === 'permission')! : null)!;
  function changedTable(): SchemaNode {
    if (CONFIG_TABLE.kind !== 'struct') throw new Error('the table is a struct');
    const permission = permissionField(CONFIG_TABLE).node;
    if (permission.kind !== 'transform' || permission.inner.kind !== 'union') throw new Error('permission is a transformed union');
    const [action, object] = permission.inner.members as [SchemaNode, SchemaNode];
    if (object.kind !== 'struct') throw new Error('the permission object is a struct');
    const widened = { ...object, fields: [...object.fields, { name: 'zz_probe', node: action, required: false }] };
    const newPermission: SchemaNode = { ...permission, inner: union([action, widened]) };
    const extra = { name: 'zz_top', node: literal('on'), required: false };
    return { ...CONFIG_TABLE, fields: [...CONFIG_TABLE.fields.map((f) => (f.name === 'permission' ? { ...f, node: newPermission } : f)), extra] };
  }

  it('the decoder, the JSON Schema and the known keys all follow a change of the table', () => {
    const table = changedTable();
    const decoder = compileDecoder(table);
    const decode = (value: unknown) => {
      const issues: ConfigIssue[] = [];
      decoder.decode(value, [], issues);
      return issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(decode({ permission: { zz_probe: { '*': 'deny' } } })).toContain('permission.zz_probe: Expected PermissionActionConfig | undefined, got {"*":"deny"}');
    expect(decode({ zz_top: 'off' })).toEqual(['zz_top: Expected "on" | undefined, got "off"']);
    const permissionJson = jsonSchemaFor(table).properties?.permission?.anyOf?.find((s) => s.properties)?.properties ?? {};
    expect(Object.keys(permissionJson)).toContain('zz_probe');
    expect(jsonSchemaFor(table).properties?.zz_top).toMatchObject({ const: 'on' });
    const keys = knownKeysOf(table);
    expect(keys.permissionShapes).toContainEqual(['zz_probe', 'action']);
    expect(keys.topLevel).toContain('zz_top');
    // The unchanged table knows neither.
    expect(KNOWN_PERMISSION_KEYS).not.toContain('zz_probe');
    expect(knownKeysOf(CONFIG_TABLE).topLevel).not.toContain('zz_top');
  });
});

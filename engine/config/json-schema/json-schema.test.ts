import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA_URL } from '../discover/layer.ts';
import { type JsonSchema, configJsonSchema } from './json-schema.ts';
import { SCHEMA_DOCS } from './schema-docs.ts';
import { LEGACY_TUI_KEYS } from '../schema/schema.ts';
import { CONFIG_TABLE } from '../schema/schema-table.ts';
import type { SchemaNode } from '../schema/schema-node.ts';
import { ACTION_ONLY_PERMISSION_KEYS, AGENT_FIELD_NAMES, MODE_FIELD_NAMES, PATTERN_PERMISSION_KEYS, TOP_LEVEL_KEYS } from '../schema/schema-keys.ts';

const props = configJsonSchema.properties ?? {};
const obj = (s: JsonSchema | boolean | readonly JsonSchema[] | undefined): JsonSchema => (s && typeof s === 'object' && !Array.isArray(s) ? (s as JsonSchema) : {});
const permissionObject = (props.permission.anyOf ?? []).find((s) => s.properties) ?? {};
const agent = obj(props.agent.additionalProperties);

/** Every docs key the table reaches: `scope`, `scope.field`, `scope.*` for records, `scope=value` for literal unions. */
function docKeys(node: SchemaNode, path: string, out: Set<string>, seen: Set<SchemaNode>): void {
  out.add(path);
  if (node.scope !== undefined) {
    path = node.scope;
    if (seen.has(node)) return;
    seen.add(node);
  }
  out.add(path);
  switch (node.kind) {
    case 'union':
      if (node.members.every((m) => m.kind === 'literal')) for (const m of node.members) if (m.kind === 'literal') out.add(`${path}=${String(m.value)}`);
      for (const m of node.members) docKeys(m, path, out, seen);
      return;
    case 'struct':
      for (const f of node.fields) docKeys(f.node, `${path}.${f.name}`, out, seen);
      if (node.rest) docKeys(node.rest, `${path}.*`, out, seen);
      return;
    case 'array':
      docKeys(node.item, `${path}[]`, out, seen);
      return;
    case 'tuple':
      node.elements.forEach((e, i) => docKeys(e, `${path}[${i}]`, out, seen));
      return;
    case 'refine':
    case 'transform':
      docKeys(node.inner, path, out, seen);
      return;
    default:
      return;
  }
}

describe('configJsonSchema', () => {
  it('is draft-07 under CONFIG_SCHEMA_URL and JSON-serialisable', () => {
    expect(configJsonSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(configJsonSchema.$id).toBe(CONFIG_SCHEMA_URL);
    expect(JSON.parse(JSON.stringify(configJsonSchema))).toEqual(configJsonSchema);
  });

  it('lists exactly the keys the validator accepts (legacy TUI keys as deprecated), each with a description', () => {
    expect(Object.keys(props)).toEqual([...TOP_LEVEL_KEYS, ...LEGACY_TUI_KEYS]);
    for (const key of LEGACY_TUI_KEYS) expect(props[key].deprecated).toBe(true);
    for (const [key, schema] of Object.entries(props)) expect({ key, d: typeof schema.description }).toEqual({ key, d: 'string' });
    expect(configJsonSchema.additionalProperties).toBe(false);
  });

  it('every docs key names a place of the table (no stale text)', () => {
    const reached = new Set<string>();
    docKeys(CONFIG_TABLE, 'config', reached, new Set());
    expect(Object.keys(SCHEMA_DOCS).filter((k) => !reached.has(k))).toEqual([]);
  });

  it('describes every known permission and the actions', () => {
    const known = permissionObject.properties ?? {};
    expect(Object.keys(known)).toEqual([...PATTERN_PERMISSION_KEYS, ...ACTION_ONLY_PERMISSION_KEYS].sort((a, b) => Object.keys(known).indexOf(a) - Object.keys(known).indexOf(b)));
    for (const key of Object.keys(known)) expect({ key, d: typeof known[key].description }).toEqual({ key, d: 'string' });
    expect(known.read.description).toMatch(/relative/i);
    expect(known.bash.description).toMatch(/each parsed command/i);
    expect(known.webfetch.enum).toEqual(['ask', 'allow', 'deny']);
    expect(known.read.anyOf?.map((s) => s.type)).toEqual(['string', 'object']);
    const action = (props.permission.anyOf ?? [])[0];
    expect(action?.enum).toEqual(['ask', 'allow', 'deny']);
    expect(action?.enumDescriptions).toHaveLength(3);
  });

  it.each(['server', 'skills', 'watcher', 'enterprise', 'tool_output', 'compaction', 'experimental', 'attachment'])('%s is closed, with a text per property', (key) => {
    expect(props[key].additionalProperties).toBe(false);
    for (const [name, s] of Object.entries(props[key].properties ?? {})) expect({ name, d: typeof s.description }).toEqual({ name, d: 'string' });
  });

  it("the agent schema is open to unknown fields, and agent/mode name the reference's built-ins", () => {
    expect(agent.additionalProperties).toEqual({});
    expect(Object.keys(props.agent.properties ?? {})).toEqual(AGENT_FIELD_NAMES);
    expect(Object.keys(props.mode.properties ?? {})).toEqual(MODE_FIELD_NAMES);
    expect(AGENT_FIELD_NAMES).toEqual(['plan', 'build', 'general', 'explore', 'title', 'summary', 'compaction']);
    expect(props.agent.properties?.build).toBe(agent);
  });

  it.each<[string, (s: typeof props) => unknown, unknown]>([
    ['share', (p) => p.share.enum, ['manual', 'auto', 'disabled']],
    ['logLevel', (p) => p.logLevel.enum, ['DEBUG', 'INFO', 'WARN', 'ERROR']],
    ['layout', (p) => [p.layout.enum, p.layout.deprecated], [['auto', 'stretch'], true]],
    ['autoupdate', (p) => p.autoupdate.anyOf, [{ type: 'boolean' }, { type: 'string', const: 'notify' }]],
    ['agent mode', () => agent.properties?.mode.enum, ['subagent', 'primary', 'all']],
    ['agent steps', () => agent.properties?.steps.exclusiveMinimum, 0],
    ['agent maxSteps deprecated', () => agent.properties?.maxSteps.deprecated, true],
    ['server.port > 0', (p) => p.server.properties?.port, expect.objectContaining({ type: 'integer', exclusiveMinimum: 0 })],
    ['subagent_depth >= 0', (p) => p.subagent_depth, expect.objectContaining({ type: 'integer', minimum: 0 })],
    ['command template required', (p) => obj(p.command.additionalProperties).required, ['template']],
    ['mcp local/remote/toggle', (p) => obj(p.mcp.additionalProperties).anyOf?.map((b) => [b.properties?.type?.const, b.required]), [['local', ['type', 'command']], ['remote', ['type', 'url']], [undefined, ['enabled']]]],
    ['mcp oauth callbackPort', (p) => obj(obj(p.mcp.additionalProperties).anyOf?.[1]?.properties?.oauth.anyOf?.[0]).properties?.callbackPort, expect.objectContaining({ type: 'integer', minimum: 1, maximum: 65535 })],
    ['references and reference', (p) => [p.references.type, p.reference.deprecated, obj(p.references.additionalProperties).anyOf?.map((b) => b.required ?? b.type)], ['object', true, ['string', ['repository'], ['path']]]],
    ['policy effect', (p) => obj(p.experimental.properties?.policies.items).properties?.effect.enum, ['allow', 'deny']],
    ['plugin entry', (p) => obj(p.plugin.items).anyOf?.map((b) => b.type), ['string', 'array']],
    ['attachment image', (p) => Object.keys(p.attachment.properties?.image.properties ?? {}), ['auto_resize', 'max_width', 'max_height', 'max_base64_bytes']],
  ])('%s is as tight as the decoder', (_name, pick, want) => {
    expect(pick(props)).toEqual(want);
  });

  it('documents legacy tools folding', () => {
    expect(props.tools.description).toMatch(/explicit `permission`.*wins/);
    expect(props.tools.deprecated).toBe(true);
  });
});

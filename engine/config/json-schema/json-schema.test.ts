import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA_URL } from '../discover/layer.ts';
import { type JsonSchema, configJsonSchema } from './json-schema.ts';
import { LEGACY_TUI_KEYS, TOP_LEVEL_DECODERS } from '../schema/schema.ts';
import { agentConfig } from '../schema/schema-agent.ts';
import { ACTION_ONLY_PERMISSION_KEYS, PATTERN_PERMISSION_KEYS } from '../schema/schema-permission.ts';

const props = configJsonSchema.properties ?? {};

describe('configJsonSchema', () => {
  it('is draft-07 under CONFIG_SCHEMA_URL and JSON-serialisable', () => {
    expect(configJsonSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(configJsonSchema.$id).toBe(CONFIG_SCHEMA_URL);
    expect(JSON.parse(JSON.stringify(configJsonSchema))).toEqual(configJsonSchema);
  });

  it('lists exactly the keys the validator accepts (legacy TUI keys as deprecated), each with a description', () => {
    expect(Object.keys(props).sort()).toEqual([...Object.keys(TOP_LEVEL_DECODERS), ...LEGACY_TUI_KEYS].sort());
    for (const key of LEGACY_TUI_KEYS) expect(props[key].deprecated).toBe(true);
    for (const [key, schema] of Object.entries(props)) expect({ key, d: typeof schema.description }).toEqual({ key, d: 'string' });
    expect(configJsonSchema.additionalProperties).toBe(false);
  });

  it('describes every known permission and the actions', () => {
    const permission = (props.permission.anyOf ?? [])[1] as JsonSchema;
    const known = permission.properties ?? {};
    for (const key of [...PATTERN_PERMISSION_KEYS, ...ACTION_ONLY_PERMISSION_KEYS]) expect(known[key]?.description).toBeTruthy();
    expect(known.read.description).toMatch(/relative/i);
    expect(known.bash.description).toMatch(/each parsed command/i);
    expect(known.webfetch.$ref).toBe('#/definitions/action');
    const action = configJsonSchema.definitions?.action;
    expect(action?.enum).toEqual(['ask', 'allow', 'deny']);
    expect(action?.enumDescriptions).toHaveLength(3);
  });

  it('resolves every $ref', () => {
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node !== null && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) k === '$ref' ? refs.push(String(v)) : walk(v);
      }
    };
    walk(configJsonSchema);
    for (const ref of refs) expect(configJsonSchema.definitions?.[ref.replace('#/definitions/', '')]).toBeDefined();
  });

  it.each(['server', 'skills', 'watcher', 'enterprise', 'tool_output', 'compaction', 'experimental', 'attachment'])(
    '%s has the same properties as its decoder, closed',
    (key) => {
      expect(Object.keys(props[key].properties ?? {})).toEqual(TOP_LEVEL_DECODERS[key].fields);
      expect(props[key].additionalProperties).toBe(false);
    },
  );

  it('the agent schema has the agent decoder\'s fields, open to unknown ones', () => {
    const agent = props.agent.additionalProperties as JsonSchema;
    expect(Object.keys(agent.properties ?? {})).toEqual(agentConfig.fields);
    expect(agent.additionalProperties).toEqual({});
    expect(Object.keys(props.agent.properties ?? {})).toEqual(['plan', 'build', 'general', 'explore', 'title', 'summary', 'compaction']);
    expect(Object.keys(props.mode.properties ?? {})).toEqual(['build', 'plan']);
  });

  it.each<[string, (s: typeof props) => unknown, unknown]>([
    ['share', (p) => p.share.enum, ['manual', 'auto', 'disabled']],
    ['logLevel', (p) => p.logLevel.enum, ['DEBUG', 'INFO', 'WARN', 'ERROR']],
    ['layout', (p) => p.layout.enum, ['auto', 'stretch']],
    ['autoupdate', (p) => p.autoupdate.anyOf, [{ type: 'boolean' }, { type: 'string', const: 'notify' }]],
    ['agent mode', (p) => (p.agent.additionalProperties as JsonSchema).properties?.mode.enum, ['subagent', 'primary', 'all']],
    ['agent steps', (p) => (p.agent.additionalProperties as JsonSchema).properties?.steps.exclusiveMinimum, 0],
    ['server.port > 0', (p) => p.server.properties?.port, expect.objectContaining({ type: 'integer', exclusiveMinimum: 0 })],
    ['subagent_depth >= 0', (p) => p.subagent_depth, expect.objectContaining({ type: 'integer', minimum: 0 })],
    ['command template required', (p) => (p.command.additionalProperties as JsonSchema).required, ['template']],
    ['mcp local/remote/toggle', (p) => (p.mcp.additionalProperties as JsonSchema).anyOf?.map((b) => [b.properties?.type?.const, b.required]), [['local', ['type', 'command']], ['remote', ['type', 'url']], [undefined, ['enabled']]]],
    ['references and reference', (p) => [p.references.type, p.reference.deprecated], ['object', true]],
    ['policy effect', (p) => p.experimental.properties?.policies.items?.properties?.effect.enum, ['allow', 'deny']],
  ])('%s is as tight as the decoder', (_name, pick, want) => {
    expect(pick(props)).toEqual(want);
  });

  it('documents legacy tools folding', () => {
    expect(props.tools.description).toMatch(/explicit `permission`.*wins/);
  });
});

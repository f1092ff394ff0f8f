import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMA_URI, type JsonSchema, configJsonSchema } from './json-schema.ts';
import { TOP_LEVEL_DECODERS } from './schema.ts';
import { ACTION_ONLY_PERMISSION_KEYS, PATTERN_PERMISSION_KEYS } from './schema-permission.ts';

const props = configJsonSchema.properties ?? {};

describe('configJsonSchema', () => {
  it('is draft-07 under CONFIG_SCHEMA_URI and JSON-serialisable', () => {
    expect(configJsonSchema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(configJsonSchema.$id).toBe(CONFIG_SCHEMA_URI);
    expect(JSON.parse(JSON.stringify(configJsonSchema))).toEqual(configJsonSchema);
  });

  it('lists exactly the keys the validator accepts, each with a description', () => {
    expect(Object.keys(props).sort()).toEqual(Object.keys(TOP_LEVEL_DECODERS).sort());
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

  it('documents legacy tools folding', () => {
    expect(props.tools.description).toMatch(/explicit `permission`.*wins/);
  });
});

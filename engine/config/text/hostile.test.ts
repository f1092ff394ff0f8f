import { lookupProvenance } from '../merge/provenance.ts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../load.ts';
import type { LoaderInput } from '../discover/loader-input.ts';

const one = (text: string, env: Record<string, string> = {}): LoaderInput => ({ files: [{ path: '/p/agentforge.json', text }], env, cwd: '/p', worktree: '/p', home: '/h' });

describe('hostile input', () => {
  it.each(['{', '{"a": }', '}}}', '\u0000', '{"permission": {"bash": "allow",,}}', '/* unterminated'])('broken JSONC %j is an error, not a throw', (text) => {
    const load = loadConfig(one(text));
    expect(load.config).toBeNull();
    expect(load.error?.name).toBe('ConfigJsonError');
    expect(load.diagnostics.some((d) => d.code === 'config/json-syntax' && d.line !== undefined)).toBe(true);
  });
  it('drops a JSONC __proto__ key as the reference does, keeps constructor and an env JSON __proto__ as data, never touches Object.prototype', () => {
    const load = loadConfig(one('{"permission": {"__proto__": {"polluted": "deny"}, "constructor": "deny", "bash": "ask"}}', { AGENTFORGE_PERMISSION: '{"__proto__": {"x": "allow"}}' }));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const permission = load.config?.permission as Record<string, unknown>;
    // The file's `__proto__` is gone (jsonc-parser's assignment); AGENTFORGE_PERMISSION is JSON.parse'd, which keeps it as an own key.
    expect(Object.keys(permission)).toEqual(['constructor', 'bash', '__proto__']);
    expect(Object.getPrototypeOf(permission)).toBe(Object.prototype);
    expect(load.diagnostics.filter((d) => d.code === 'config/prototype-key')).toHaveLength(3);
  });
  it('reads 30,000-deep nesting as the CLI would if its stack held, with a warning where it does not', () => {
    const deep = `{"agent": {"build": {"options": {"x": ${'['.repeat(30000)}${']'.repeat(30000)}}}}}`;
    const load = loadConfig(one(deep));
    expect(load.error ?? null).toBeNull();
    expect(load.config).not.toBeNull();
    expect(load.diagnostics.find((d) => d.code === 'config/deeper-than-cli')).toMatchObject({ severity: 'warning', line: 1, column: 38 + (10_001 - 4) }); // 38 characters of four levels, then the 10,001st level's `[`
  });
  it('loads a huge file', () => {
    const entries = Array.from({ length: 20000 }, (_, i) => `"tool_${i}": "deny"`).join(',\n');
    const load = loadConfig(one(`{"permission": {${entries}}}`));
    expect(Object.keys(load.config?.permission as object)).toHaveLength(20000);
    expect(lookupProvenance(load.provenance, ['permission', 'tool_19999'])?.winner.location?.line).toBe(20000);
  });
  it('a JSON string in AGENTFORGE_PERMISSION merges per character with a warning; invalid JSON warns', () => {
    expect(loadConfig(one('{}', { AGENTFORGE_PERMISSION: '"no"' })).config?.permission).toEqual({ 0: 'n', 1: 'o' });
    expect(loadConfig(one('{}', { AGENTFORGE_PERMISSION: '{x' })).diagnostics.map((d) => d.code)).toContain('config/env-permission-invalid');
  });
});

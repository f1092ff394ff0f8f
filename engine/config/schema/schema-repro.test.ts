import { describe, expect, it } from 'vitest';
import { decodeAgentValue, validateConfig } from './schema.ts';

type Issue = [path: string[], message: string];
const issuesOf = (value: unknown): Issue[] => validateConfig(value, 'f').issues.map((i) => [i.path.map(String), i.message]);
const agentIssuesOf = (value: unknown): Issue[] => decodeAgentValue(value).issues.map((i) => [i.path.map(String), i.message]);
const MCP_UNION = 'Expected { readonly "type": "local", ... } | { readonly "type": "remote", ... }';
const COLORS = '"primary" | "secondary" | "accent" | "success" | "warning" | "error" | "info"';

describe('issue 12 repro inputs: refused with the reference\'s paths, messages and order', () => {
  it.each<[string, unknown, Issue[]]>([
    ['references: number entry', { references: { a: 1 } }, [[['references', 'a'], 'Expected string | object, got 1']]],
    ['references: not a map', { references: 'x' }, [[['references'], 'Expected object | undefined, got "x"']]],
    ['lsp custom server without extensions', { lsp: { x: { command: ['a'] } } }, [[['lsp'], "For custom LSP servers, 'extensions' array is required."]]],
    ['lsp entry not an object', { lsp: { x: 'y' } }, [[['lsp', 'x'], 'Expected { readonly "disabled": true, ... } | object, got "y"']]],
    ['lsp command not an array', { lsp: { x: { command: 'a', extensions: ['.x'] } } }, [[['lsp', 'x', 'command'], 'Expected array, got "a"']]],
    ['formatter.x: "y"', { formatter: { x: 'y' } }, [[['formatter', 'x'], 'Expected object, got "y"']]],
    ['formatter: "x"', { formatter: 'x' }, [[['formatter'], 'Expected boolean | object | undefined, got "x"']]],
    ['command template wrong and missing', { command: { a: { template: 1 }, b: {} } }, [[['command', 'a', 'template'], 'Expected string, got 1'], [['command', 'b', 'template'], 'Missing key']]],
    ['mcp local without command', { mcp: { fs: { type: 'local' } } }, [[['mcp', 'fs', 'command'], 'Missing key'], [['mcp', 'fs', 'enabled'], 'Missing key']]],
    ['mcp remote without url', { mcp: { fs: { type: 'remote' } } }, [[['mcp', 'fs', 'url'], 'Missing key'], [['mcp', 'fs', 'enabled'], 'Missing key']]],
    ['mcp empty entry: both alternatives', { mcp: { fs: {} } }, [[['mcp', 'fs'], `${MCP_UNION}, got {}`], [['mcp', 'fs', 'enabled'], 'Missing key']]],
    ['mcp entry a number', { mcp: { fs: 5 } }, [[['mcp', 'fs'], `${MCP_UNION} | object, got 5`]]],
    ['server.port 0', { server: { port: 0 } }, [[['server', 'port'], 'Expected a value greater than 0, got 0']]],
    ['server.port 1.5', { server: { port: 1.5 } }, [[['server', 'port'], 'Expected an integer, got 1.5']]],
    ['server.port -1.5: every failing check', { server: { port: -1.5 } }, [[['server', 'port'], 'Expected an integer, got -1.5'], [['server', 'port'], 'Expected a value greater than 0, got -1.5']]],
    ['server null', { server: null }, [[['server'], 'Expected ServerConfig | undefined, got null']]],
    ['policy action', { experimental: { policies: [{ action: 'x', effect: 'allow', resource: '*' }] } }, [[['experimental', 'policies', '0', 'action'], 'Expected "provider.use", got "x"']]],
    ['policy effect', { experimental: { policies: [{ action: 'provider.use', effect: 'maybe', resource: '*' }] } }, [[['experimental', 'policies', '0', 'effect'], 'Expected Policy.Effect, got "maybe"']]],
    ['policy missing keys', { experimental: { policies: [{ action: 'provider.use' }] } }, [[['experimental', 'policies', '0', 'effect'], 'Missing key'], [['experimental', 'policies', '0', 'resource'], 'Missing key']]],
    ['one unknown top-level key, nothing else', { bogus: 1, model: 5 }, [[[], 'Unrecognized key: bogus']]],
    ['several unknown keys in input order', { zeta: 1, model: 'a/b', alpha: 2 }, [[[], 'Unrecognized keys: zeta, alpha']]],
    ['legacy keys are dropped before the unknown-key check', { tui: {}, theme: 1, bogus: 1 }, [[[], 'Unrecognized key: bogus']]],
    ['issue order is declaration order, not input order', { snapshot: 'x', server: { port: 0 }, share: 'x' }, [
      [['server', 'port'], 'Expected a value greater than 0, got 0'],
      [['snapshot'], 'Expected boolean | undefined, got "x"'],
      [['share'], 'Expected "manual" | "auto" | "disabled", got "x"'],
    ]],
    ['declared permission keys first, then the rest record', { permission: { task: 'auto', webfetch: { x: 'deny' } } }, [
      [['permission', 'task'], 'Expected PermissionActionConfig, got "auto"'],
      [['permission', 'webfetch'], 'Expected PermissionActionConfig | undefined, got {"x":"deny"}'],
      [['permission', 'task'], 'Expected PermissionActionConfig, got "auto"'],
    ]],
    ['built-in agent fields before the agent record', { agent: { build: { mode: 'x' }, plan: { steps: 0 } } }, [
      [['agent', 'plan', 'steps'], 'Expected a value greater than 0, got 0'],
      [['agent', 'build', 'mode'], 'Expected "subagent" | "primary" | "all", got "x"'],
      [['agent', 'build', 'mode'], 'Expected "subagent" | "primary" | "all", got "x"'],
      [['agent', 'plan', 'steps'], 'Expected a value greater than 0, got 0'],
    ]],
    ['top-level array', [], [[[], 'Expected Config, got []']]],
    ['plugin item neither spec nor [spec, options]', { plugin: [1] }, [[['plugin', '0'], 'Expected string | array, got 1']]],
    ['plugin tuple too short / too long', { plugin: [['a'], ['b', {}, 3]] }, [[['plugin', '0', '1'], 'Missing key'], [['plugin', '1', '2'], 'Unexpected key']]],
  ])('%s', (_name, value, want) => {
    expect(issuesOf(value)).toEqual(want);
    expect(validateConfig(value, 'f').value).toBeNull();
  });
});

describe('accepted configs decode as the reference decodes them', () => {
  it.each<[string, unknown, unknown]>([
    ['references git url and object', { references: { docs: 'git@x:o/d.git', b: { path: '/x', extra: 1 } } }, { references: { docs: 'git@x:o/d.git', b: { path: '/x' } } }],
    ['deprecated reference beside references', { reference: { a: 'x' }, references: { b: 'y' } }, { reference: { a: 'x' }, references: { b: 'y' } }],
    ['built-in lsp without extensions', { lsp: { typescript: { command: ['tsls'] } } }, { lsp: { typescript: { command: ['tsls'] } } }],
    ['disabled custom lsp', { lsp: { x: { disabled: true, command: 1 } } }, { lsp: { x: { disabled: true } } }],
    ['mcp toggle only', { mcp: { fs: { enabled: false } } }, { mcp: { fs: { enabled: false } } }],
    ['unknown nested keys dropped, key order kept', { server: { foo: 1, port: 4096, hostname: 'h' } }, { server: { port: 4096, hostname: 'h' } }],
    ['provider model unknown key dropped', { provider: { openai: { models: { m: { foo: 1, name: 'M' } } } } }, { provider: { openai: { models: { m: { name: 'M' } } } } }],
    ['provider options pass through', { provider: { x: { options: { apiKey: 'k', custom: [1] } } } }, { provider: { x: { options: { apiKey: 'k', custom: [1] } } } }],
    ['legacy keys only', { keybinds: 'x', theme: -1 }, {}],
    ['plugin spec and [spec, options]', { plugin: ['a@1', ['b', { x: 1 }]] }, { plugin: ['a@1', ['b', { x: 1 }]] }],
  ])('%s', (_name, value, want) => {
    const result = validateConfig(value, 'f');
    expect(result.issues).toEqual([]);
    expect(JSON.stringify(result.value)).toBe(JSON.stringify(want));
  });
});

describe('one agent object', () => {
  it.each<[string, unknown, Issue[]]>([
    ['color: both members report', { color: 'red' }, [[['color'], 'Expected a string matching the RegExp ^#[0-9a-fA-F]{6}$, got "red"'], [['color'], `Expected ${COLORS}, got "red"`]]],
    ['color: wrong type', { color: 5 }, [[['color'], `Expected string | ${COLORS} | undefined, got 5`]]],
    ['steps 0 / maxSteps 2.5', { steps: 0, maxSteps: 2.5 }, [[['steps'], 'Expected a value greater than 0, got 0'], [['maxSteps'], 'Expected an integer, got 2.5']]],
    ['mode null', { mode: null }, [[['mode'], 'Expected "subagent" | "primary" | "all" | undefined, got null']]],
    ['permission word', { permission: 'never' }, [[['permission'], 'Expected PermissionActionConfig, got "never"']]],
    ['permission type', { permission: true }, [[['permission'], 'Expected PermissionActionConfig | object | undefined, got true']]],
    ['not an object', [], [[[], 'Expected object, got []']]],
  ])('%s', (_name, value, want) => {
    expect(agentIssuesOf(value)).toEqual(want);
  });

  it('normalises: unknown fields into options, maxSteps into steps, permission shorthand', () => {
    const result = decodeAgentValue({ permission: 'allow', maxSteps: 5, extra: 1, tools: { bash: false } });
    expect(JSON.stringify(result.value)).toBe(
      JSON.stringify({ permission: { bash: 'deny', '*': 'allow' }, maxSteps: 5, extra: 1, tools: { bash: false }, options: { extra: 1 }, steps: 5 }),
    );
  });
});

describe('hostile input never throws', () => {
  const deep = (n: number): unknown => {
    let v: unknown = 'allow';
    for (let i = 0; i < n; i++) v = { x: v };
    return v;
  };
  it.each<[string, unknown]>([
    ['deep nesting in agent options', { agent: { a: { options: deep(5000) } } }],
    ['deep nesting in a permission map', { permission: { bash: deep(5000) } }],
    ['deep nesting in provider options', { provider: { p: { options: { x: deep(5000) } } } }],
    ['prototype keys as config keys', JSON.parse('{"__proto__":{"a":1},"constructor":1,"prototype":2}')],
    ['prototype keys inside maps', JSON.parse('{"mcp":{"__proto__":{"enabled":true}},"command":{"constructor":{"template":"x"}},"lsp":{"__proto__":{"disabled":true}}}')],
    ['a huge array', { instructions: Array.from({ length: 200_000 }, (_, i) => (i % 2 ? 'a' : 1)) }],
    ['a huge map', { tools: Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`t${i}`, i % 2 === 0])) }],
  ])('%s', (_name, value) => {
    expect(() => validateConfig(value, 'f')).not.toThrow();
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });

  it('keeps prototype-named map keys as plain data', () => {
    const result = validateConfig(JSON.parse('{"mcp":{"__proto__":{"enabled":true}}}'), 'f');
    expect(result.issues).toEqual([]);
    const mcp = result.value?.mcp as Record<string, unknown>;
    expect(Object.keys(mcp)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(mcp)).toBe(Object.prototype);
  });
});

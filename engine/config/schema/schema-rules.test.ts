import { describe, expect, it } from 'vitest';
import { validateAgentEntry, validateConfig } from './schema.ts';

const issuePaths = (value: unknown) => validateConfig(value, 'f').issues.map((i) => i.path);
const decoded = (value: unknown) => validateConfig(value, 'f').value;

describe('type errors carry paths', () => {
  it.each<[string, unknown, (string | number)[][]]>([
    ['model: 42', { model: 42 }, [['model']]],
    ['top-level array', [], [[]]],
    ['top-level string', 'x', [[]]],
    ['permission: null', { permission: null }, [['permission']]],
    ['bad top-level action', { permission: 'yes' }, [['permission']]],
    ['case-sensitive action', { permission: { read: 'Allow' } }, [['permission', 'read'], ['permission', 'read']]],
    ['unknown key bad action once', { permission: { mcp_x: 'nope' } }, [['permission', 'mcp_x']]],
    ['action-only key rejects map', { permission: { todowrite: { '*': 'deny' } } }, [['permission', 'todowrite']]],
    ['doom_loop rejects map', { permission: { doom_loop: {} } }, [['permission', 'doom_loop']]],
    ['share enum', { share: 'sometimes' }, [['share']]],
    ['instructions item (index as a string)', { instructions: ['a', 3] }, [['instructions', '1']]],
    ['tools must be booleans', { tools: { bash: 'no' } }, [['tools', 'bash']]],
    ['agent mode', { agent: { mine: { mode: 'x' } } }, [['agent', 'mine', 'mode']]],
    ['built-in agent is checked twice', { agent: { build: { steps: 0 } } }, [['agent', 'build', 'steps'], ['agent', 'build', 'steps']]],
    ['agent color (both union members report)', { agent: { mine: { color: 'red' } } }, [['agent', 'mine', 'color'], ['agent', 'mine', 'color']]],
    ['agent temperature', { agent: { mine: { temperature: 'hot' } } }, [['agent', 'mine', 'temperature']]],
    ['mcp enabled (no server type, toggle wrong)', { mcp: { db: { enabled: 'yes' } } }, [['mcp', 'db'], ['mcp', 'db', 'enabled']]],
    ['compaction.auto', { compaction: { auto: 1 } }, [['compaction', 'auto']]],
    ['subagent_depth', { subagent_depth: -1 }, [['subagent_depth']]],
  ])('%s', (_name, value, paths) => {
    expect(issuePaths(value)).toEqual(paths);
    expect(decoded(value)).toBeNull();
  });

  it('reports unknown top-level keys as one unrecognized_keys issue', () => {
    const result = validateConfig({ a: 1, model: 'x', b: 2 }, 'f');
    expect(result.issues).toEqual([{ code: 'unrecognized_keys', keys: ['a', 'b'], path: [], message: 'Unrecognized keys: a, b' }]);
  });
});

describe('accepted values', () => {
  it('drops legacy TUI keys silently', () => {
    expect(decoded({ theme: 'x', keybinds: {}, tui: { a: 1 }, model: 'm' })).toEqual({ model: 'm' });
  });

  it('normalises a bare permission action', () => {
    expect(decoded({ permission: 'deny' })).toEqual({ permission: { '*': 'deny' } });
  });

  it('keeps permission key order exactly, integer-like keys as JS orders them', () => {
    const permission = { '*': 'deny', edit: 'ask', 'mcp_*': 'allow', bash: { 'git *': 'allow', '*': 'ask' } };
    expect(JSON.stringify(decoded({ permission }))).toBe(JSON.stringify({ permission }));
  });

  it('accepts agent colors, steps, and copies maxSteps to steps', () => {
    const result = validateAgentEntry({ color: '#A1b2C3', maxSteps: 5 }, 'a');
    expect(result.value).toEqual({ name: 'a', color: '#A1b2C3', maxSteps: 5, options: {}, permission: {}, steps: 5 });
    expect(validateAgentEntry({ color: 'accent', steps: 3, maxSteps: 9 }, 'a').value?.steps).toBe(3);
  });

  it('copies unknown agent fields into options over explicit options, keeping them on the entry', () => {
    const result = validateAgentEntry({ options: { a: 1, effort: 'low' }, effort: 'high', extra: true }, 'a');
    expect(JSON.stringify(result.value)).toBe(
      JSON.stringify({ name: 'a', options: { a: 1, effort: 'high', extra: true }, effort: 'high', extra: true, permission: {} }),
    );
  });

  it('folds agent tools: write/edit/patch → edit (last wins), tool keys first, explicit permission over them', () => {
    const result = validateAgentEntry({ tools: { write: false, bash: true, patch: true }, permission: { bash: 'ask', read: 'deny' } }, 'a');
    expect(JSON.stringify(result.value?.permission)).toBe(JSON.stringify({ edit: 'allow', bash: 'ask', read: 'deny' }));
  });

  it('drops unknown nested keys in fixed-shape objects', () => {
    expect(decoded({ compaction: { auto: true, future: 1 }, experimental: { anything: [] } })).toEqual({ compaction: { auto: true }, experimental: {} });
  });
});

describe('hostile keys stay plain data', () => {
  it('never touches Object.prototype', () => {
    const text = '{"permission":{"__proto__":{"polluted":"deny"},"constructor":"allow","prototype":"ask"},' +
      '"agent":{"__proto__":{"polluted":1,"tools":{"__proto__":true}}},"tools":{"__proto__":false}}';
    const result = validateConfig(JSON.parse(text), 'f');
    expect(result.issues).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.value?.permission)).toBe(Object.prototype);
    const permission = result.value?.permission as Record<string, unknown>;
    expect(Object.keys(permission)).toEqual(['__proto__', 'constructor', 'prototype']);
    const agent = (result.value?.agent as Record<string, Record<string, unknown>>)['__proto__'];
    expect(Object.keys(agent.permission as object)).toEqual(['__proto__']);
    expect(Object.keys(agent.options as object)).toEqual(['polluted']);
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('rejects a prototype-named unknown top-level key', () => {
    expect(validateConfig(JSON.parse('{"__proto__":1}'), 'f').issues[0]?.keys).toEqual(['__proto__']);
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareDeep } from '../conformance/kinds/compare.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import { expandHome, fromConfig } from './from-config.ts';
import type { RuleOrigin } from './rule.ts';

const vectors = readVectorFiles([fileURLToPath(new URL('../../../shared/vectors/ruleset.jsonl', import.meta.url))]);
const direct = vectors.filter((v) => (v.input as { via?: string }).via === 'fromConfig');

describe('ruleset vectors (via fromConfig)', () => {
  // The same as rulesetKind's fromConfig branch; that kind also needs the loader (see loader-vectors.test.ts).
  it.each(direct.map((v) => [v.id, v] as const))('%s', (_id, vector) => {
    const input = vector.input as { permission: unknown; home: string };
    const result = compareDeep(vector.expected, { rules: fromConfig(input.permission, input.home) });
    expect(result.problems).toEqual([]);
    expect(result.orderNotes).toEqual([]);
  });
});

describe('expandHome', () => {
  it.each([
    ['~/x', '/h/x'],
    ['~', '/h'],
    ['$HOME/x', '/h/x'],
    ['$HOME', '/h'],
    ['$HOMEfoo', '/hfoo'],
    ['~user/x', '~user/x'],
    ['~\\x', '~\\x'],
    [' ~/x', ' ~/x'],
    ['a/~/x', 'a/~/x'],
    ['', ''],
  ])('%s → %s', (pattern, want) => expect(expandHome(pattern, '/h')).toBe(want));
});

describe('fromConfig', () => {
  it('keeps the reference key order per rule shape', () => {
    const rules = fromConfig({ bash: 'allow', edit: { '*': 'deny' } }, '/h');
    expect(rules.map((r) => Object.keys(r))).toEqual([
      ['permission', 'action', 'pattern'],
      ['permission', 'pattern', 'action'],
    ]);
  });

  it('asks originOf with raw, unexpanded key paths', () => {
    const calls: string[][] = [];
    const origin: RuleOrigin = { kind: 'given' };
    const rules = fromConfig({ bash: 'allow', read: { '~/x': 'deny' } }, '/h', (kp) => (calls.push([...kp]), origin));
    expect(calls).toEqual([['bash'], ['read', '~/x']]);
    expect(rules[1]).toEqual({ permission: 'read', pattern: '/h/x', action: 'deny', origin });
  });

  it('does not pollute Object.prototype through __proto__ keys', () => {
    const permission: unknown = JSON.parse('{"__proto__": {"polluted": "allow"}, "constructor": "deny", "x": {"__proto__": "ask"}}');
    const rules = fromConfig(permission, '/h');
    expect(rules).toEqual([
      { permission: '__proto__', pattern: 'polluted', action: 'allow' },
      { permission: 'constructor', action: 'deny', pattern: '*' },
      { permission: 'x', pattern: '__proto__', action: 'ask' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores non-objects and keeps garbage actions verbatim', () => {
    expect(fromConfig(null, '/h')).toEqual([]);
    expect(fromConfig('deny', '/h')).toEqual([]);
    expect(fromConfig({ a: null, b: 5 }, '/h')).toEqual([]);
    expect(fromConfig({ 0: 'd', 1: 'e' }, '/h').map((r) => r.action)).toEqual(['d', 'e']);
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareDeep } from '../conformance/kinds/compare.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import { expandHome, fromConfig, fromConfigAfterEdit, type PermissionEdit } from './from-config.ts';
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

describe('fromConfigAfterEdit: the last list with the one edited rule made again', () => {
  const home = '/h';
  const prefix = ['permission'];
  // One origin object per key path, as a load's provenance gives them: an unchanged entry keeps its origin.
  const origins = new Map<string, RuleOrigin>();
  const originOf = (keyPath: readonly string[]): RuleOrigin => {
    const id = JSON.stringify(keyPath);
    let o = origins.get(id);
    if (!o) origins.set(id, (o = { kind: 'config', keyPath: [...prefix, ...keyPath] }));
    return o;
  };
  const first = { bash: { '*': 'ask', 'git *': 'allow', '~/bin/*': 'deny' }, edit: 'ask', read: { '.env': 'deny' } };
  it.each<[string, Record<string, unknown>, PermissionEdit, boolean]>([
    ['an action in a map', { ...first, bash: { '*': 'ask', 'git *': 'deny', '~/bin/*': 'deny' } }, { kind: 'value', path: ['bash', 'git *'] }, true],
    ['a bare action', { ...first, edit: 'deny' }, { kind: 'value', path: ['edit'] }, true],
    ['a pattern renamed', { ...first, bash: { '*': 'ask', 'git s*': 'allow', '~/bin/*': 'deny' } }, { kind: 'key', path: ['bash'], from: 'git *', to: 'git s*' }, true],
    ['a pattern renamed to one home expands', { ...first, bash: { '*': 'ask', '~/git *': 'allow', '~/bin/*': 'deny' } }, { kind: 'key', path: ['bash'], from: 'git *', to: '~/git *' }, true],
    ['a bare permission renamed', { bash: first.bash, edits: 'ask', read: first.read }, { kind: 'key', path: [], from: 'edit', to: 'edits' }, true],
    ['a pattern renamed to an array index (it would enumerate first)', { ...first, bash: { '*': 'ask', '7': 'allow', '~/bin/*': 'deny' } }, { kind: 'key', path: ['bash'], from: 'git *', to: '7' }, false],
    ['an edit of an entry the last list does not have', first, { kind: 'value', path: ['bash', 'rm *'] }, false],
    ['an entry that is no longer a string', { ...first, edit: { '*': 'ask' } }, { kind: 'value', path: ['edit'] }, false],
  ])('%s', (_name, after, edit, applies) => {
    const before = fromConfig(first, home, originOf);
    const patched = fromConfigAfterEdit(before, after, home, originOf, prefix, edit);
    if (!applies) return expect(patched).toBeNull();
    expect(patched).toEqual(fromConfig(after, home, originOf));
    // Every rule but the edited one is the last list's object.
    expect(patched!.filter((r, i) => r !== before[i])).toHaveLength(1);
  });
});

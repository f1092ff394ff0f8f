import { describe, expect, it } from 'vitest';
import type { ConfigIssue } from './schema-issue.ts';
import { anything, checked, literal, literals, mapDecoded, matches, num, optional, str, union, type Decoder } from './schema-decoder.ts';
import { record, req, struct, type DecoderThunk } from './schema-struct.ts';

/** A struct with an optional field and a rest decoder, given as decoders or as thunks (counting their calls). */
function shapes() {
  const calls = { size: 0, rest: 0 };
  const thunk = (name: keyof typeof calls, decoder: Decoder): DecoderThunk => () => (calls[name]++, decoder);
  const eager = struct({ kind: req(literal('a')), size: num }, { identifier: 'Shape', rest: union([str, num]) });
  const deferred = struct({ kind: req(literal('a')), size: thunk('size', num) }, { identifier: 'Shape', rest: thunk('rest', union([str, num])) });
  return { eager, deferred, calls };
}

describe('struct with thunks for optional fields and the rest', () => {
  it('calls a field thunk only when a value has the key, the rest thunk on the first object decoded, each once', () => {
    const { deferred, calls } = shapes();
    expect(deferred.candidate({ kind: 'a' })).toBe(true);
    expect(deferred.inUnion).toBe('{ readonly "kind": "a", ... }');
    expect(calls).toEqual({ size: 0, rest: 0 });
    deferred.decode('not an object', [], []);
    expect(calls).toEqual({ size: 0, rest: 0 });
    deferred.decode({ kind: 'a' }, [], []);
    expect(calls).toEqual({ size: 0, rest: 1 });
    deferred.decode({ kind: 'a', size: 1 }, [], []);
    deferred.decode({ kind: 'a', size: 2 }, [], []);
    expect(calls).toEqual({ size: 1, rest: 1 });
  });

  const inputs: readonly unknown[] = [
    { kind: 'a', size: 1 },
    { kind: 'b' },
    { size: 'x' },
    { kind: 'a', size: undefined },
    { kind: 'a', extra: true, size: 1 },
    { kind: 'a', size: 1, name: 'n' },
    null,
    [],
    'a',
    Object.create({ kind: 'a' }),
  ];
  it.each(inputs.map((input, i) => [i, input]))('input %i decodes, names and reports exactly as with plain decoders', (_i, input) => {
    const { eager, deferred } = shapes();
    const eagerIssues: ConfigIssue[] = [];
    const deferredIssues: ConfigIssue[] = [];
    expect(deferred.decode(input, ['x'], deferredIssues)).toEqual(eager.decode(input, ['x'], eagerIssues));
    expect(deferredIssues).toEqual(eagerIssues);
    expect(union([deferred, str]).expected).toBe(union([eager, str]).expected);
  });
});

describe('a clean value decodes to itself', () => {
  const action = literals(['allow', 'ask', 'deny']);
  const pattern = checked(str, [matches(/^[a-z]+$/)]);
  const mapped = mapDecoded(str, (v) => String(v).toUpperCase());
  it.each<[string, Decoder, unknown, boolean | undefined]>([
    ['a literal, its value', literal('a'), 'a', true],
    ['a literal, another value', literal('a'), 'b', false],
    ['a union of literals, a member', action, 'ask', true],
    ['a union of literals, no member', action, 'maybe', false],
    ['a union with a struct member cannot tell', union([str, struct({})]), 'x', undefined],
    ['a checked string that passes', pattern, 'abc', true],
    ['a checked string that fails its check', pattern, 'ABC', false],
    ['a checked string of the wrong type', pattern, 1, false],
    ['a mapped decoder cannot tell', mapped, 'x', undefined],
    ['anything', anything, { a: 1 }, true],
    ['optional, undefined', optional(num), undefined, true],
  ])('%s', (_name, decoder, value, want) => {
    expect(decoder.isClean?.(value)).toBe(want);
    if (want !== undefined) {
      // isClean says exactly what decode does: the value itself and no issue.
      const issues: ConfigIssue[] = [];
      const decoded = decoder.decode(value, [], issues);
      expect(issues.length === 0 && decoded === value).toBe(want);
    }
  });

  it.each<[string, Record<string, unknown>, boolean]>([
    ['a map of actions is the same object', { 'git *': 'allow', '*': 'ask', __proto__x: 'deny' }, true],
    ['a map with a bad action is a type issue, kept as it was', { 'git *': 'allow', rm: 'nope' }, true],
    ['an empty map', {}, true],
  ])('%s', (_name, input, isSame) => {
    const map = record(action);
    const issues: ConfigIssue[] = [];
    const decoded = map.decode(input, ['permission', 'bash'], issues);
    expect(decoded === input).toBe(isSame);
    expect(Object.keys(decoded as object)).toEqual(Object.keys(input));
  });

  it('a map whose values a decoder changes is a new object with the new values', () => {
    const map = record(mapped);
    const input = { a: 'x', b: 'y' };
    const decoded = map.decode(input, [], []);
    expect(decoded).not.toBe(input);
    expect(decoded).toEqual({ a: 'X', b: 'Y' });
  });

  it('a bad action in a map still gets its issue at its path', () => {
    const issues: ConfigIssue[] = [];
    record(action).decode({ ok: 'allow', rm: 'nope' }, ['permission', 'bash'], issues);
    expect(issues).toEqual([{ path: ['permission', 'bash', 'rm'], message: expect.stringContaining('"allow" | "ask" | "deny"') }]);
  });
});

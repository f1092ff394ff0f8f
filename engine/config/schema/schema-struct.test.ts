import { describe, expect, it } from 'vitest';
import type { ConfigIssue } from './schema-issue.ts';
import { literal, num, str, union, type Decoder } from './schema-decoder.ts';
import { req, struct, type DecoderThunk } from './schema-struct.ts';

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

import { describe, expect, it } from 'vitest';
import type { ConfigIssue } from './schema-issue.ts';
import { lazy, literal, num, optional, str, union } from './schema-decoder.ts';
import { req, struct } from './schema-struct.ts';

const shape = () => struct({ kind: req(literal('a')), size: num, name: optional(str) }, { identifier: 'Shape' });

describe('lazy', () => {
  it('builds its decoder only when it is first used, and once', () => {
    let builds = 0;
    const decoder = lazy(() => (builds++, shape()));
    expect(builds).toBe(0);
    expect(decoder.candidate({ kind: 'a' })).toBe(true);
    expect(decoder.expected).toBe('Shape');
    expect(builds).toBe(1);
  });

  const inputs: readonly unknown[] = [{ kind: 'a', size: 1 }, { kind: 'b' }, { size: 'x' }, null, [], 'a', { kind: 'a', size: 1, name: 3, extra: true }, { __proto__: { kind: 'a' } }];
  it.each(inputs.map((input) => [JSON.stringify(input) ?? String(input), input]))('decodes %s exactly as the decoder it stands for', (_name, input) => {
    const eager = union([shape(), str]);
    const deferred = union([lazy(shape), str]);
    const eagerIssues: ConfigIssue[] = [];
    const deferredIssues: ConfigIssue[] = [];
    expect(deferred.decode(input, ['x'], deferredIssues)).toEqual(eager.decode(input, ['x'], eagerIssues));
    expect(deferredIssues).toEqual(eagerIssues);
    expect(deferred.expected).toBe(eager.expected);
    expect(deferred.types).toEqual(eager.types);
  });

  it('keeps a struct with a lazy optional field reporting in declaration order (a missing key, then a bad field)', () => {
    const issues: ConfigIssue[] = [];
    const decoded = struct({ id: req(str), size: lazy(() => num) }).decode({ size: 'big' }, [], issues);
    expect(decoded).toEqual({ size: 'big' });
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([['id', 'Missing key'], ['size', expect.stringContaining('Expected number')]]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ScenarioFile } from '../../../engine/index.ts';
import { applyFilesDelta, toFilesDelta } from './files-delta.ts';

const f = (path: string, text = `{"p": "${path}"}`): ScenarioFile => ({ path, text });
const [a, b, c, d] = [f('/a'), f('/b'), f('/c'), f('/d')];
const proto = f('__proto__', '{"__proto__": 1}');

describe('files cross to the worker as a delta from the files it has', () => {
  it.each([
    ['nothing changed', [a, b, c], [a, b, c], 0],
    ['one file edited', [a, b, c], [a, { ...b, text: 'x' }, c], 1],
    ['a file added at the end', [a, b], [a, b, c], 1],
    ['a file inserted at the start (everything moves)', [b, c], [a, b, c], 1],
    ['a file removed', [a, b, c], [a, c], 0],
    ['reordered', [a, b, c, d], [d, c, b, a], 0],
    ['from nothing', [], [a, b], 2],
    ['to nothing', [a, b], [], 0],
    ['the same object twice', [a], [a, a], 0],
    ['an equal but new object is sent again', [a], [{ ...a }], 1],
    ['hostile names', [proto, a], [a, proto, f('constructor')], 1],
  ] as const)('%s', (_, before, after, freshCount) => {
    const delta = toFilesDelta(7, before, after);
    expect(delta.base).toBe(7);
    expect(delta.fresh).toHaveLength(freshCount);
    // What the worker rebuilds is the page's list, with the very file objects where they were kept.
    const rebuilt = applyFilesDelta(structuredClone(before), structuredClone(delta));
    expect(rebuilt).toEqual(after);
    const kept = applyFilesDelta(before, delta)!;
    kept.forEach((file, i) => {
      if (delta.keep[i]! >= 0) expect(file).toBe(before[delta.keep[i]!]);
    });
  });

  it.each([
    ['an index past the base list', { base: 1, keep: Int32Array.from([0, 5]), fresh: [] }],
    ['a negative index other than -1', { base: 1, keep: Int32Array.from([-2]), fresh: [] }],
    ['fewer fresh files than asked for', { base: 1, keep: Int32Array.from([-1, -1]), fresh: [a] }],
    ['fresh files left over', { base: 1, keep: Int32Array.from([0]), fresh: [b] }],
  ])('a delta that does not fit its base list is refused: %s', (_, delta) => {
    expect(applyFilesDelta([a], delta)).toBeNull();
  });

  it('20,000 files, one edited: one file travels', () => {
    const before = Array.from({ length: 20_000 }, (_, i) => f(`/p/.agentforge/agent/a${i}.md`));
    const after = before.slice();
    after[12_345] = { ...after[12_345]!, text: 'edited' };
    const delta = toFilesDelta(1, before, after);
    expect(delta.fresh).toEqual([after[12_345]]);
    expect(applyFilesDelta(before, delta)).toEqual(after);
  });
});

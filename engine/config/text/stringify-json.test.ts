import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '../../fuzz/fuzz-runs.ts';
import { stringifyJson } from './stringify-json.ts';
import { deepValueText } from './deep-config.fixture.ts';

describe('stringifyJson writes what JSON.stringify writes', () => {
  it.each([null, 0, -0, 1.5, Number.NaN, Infinity, '', 'a"\\\n\u2028', true, false, undefined, [], {}, [undefined, () => 1], { a: undefined, b: 1 }, { __proto__: null, x: [1, { y: 'z' }] }])('%j', (value) => {
    expect(stringifyJson(value)).toBe(JSON.stringify(value));
  });
  it('on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => void expect(stringifyJson(value)).toBe(JSON.stringify(value))), { numRuns: fuzzRuns(500) });
  });
  it('at 100,000 levels, where JSON.stringify throws', () => {
    const text = deepValueText(100_000);
    const value: unknown = JSON.parse(text);
    expect(() => JSON.stringify(value)).toThrow(RangeError);
    expect(stringifyJson(value)).toBe(text.replaceAll(': ', ':'));
  });
});

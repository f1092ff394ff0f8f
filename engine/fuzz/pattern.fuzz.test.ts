import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLATFORMS, type Platform } from '../permission/platform.ts';
import { compilePattern, toReferenceRegExp } from '../permission/wildcard.ts';
import { FUZZ_TIMEOUT, fuzzRuns } from './fuzz-runs.ts';

/** Glob syntax, RegExp metacharacters, both slashes, newlines and letters whose case folds oddly (µ/Μ, ſ/S, K/K, İ). */
const ALPHABET = ['*', '?', ' ', '/', '\\', 'a', 'b', 'A', 'B', '.', '(', ')', '[', ']', '^', '$', '|', '+', '{', '}', '\n', 'µ', 'Μ', 'ſ', 's', 'S', 'K', 'k', '\u212a', 'İ', 'i', '\u00df'];
const text = (max: number) => fc.array(fc.constantFrom(...ALPHABET), { maxLength: max }).map((cs) => cs.join(''));

/** An input built from the pattern itself (each `*` and `?` filled in), so that matches are common, not rare. */
const matchingInput = (pattern: string) =>
  fc.array(text(3), { minLength: pattern.length + 1, maxLength: pattern.length + 1 }).map((fills) => [...pattern].map((c, i) => (c === '*' ? fills[i]! : c === '?' ? (fills[i]![0] ?? 'x') : c)).join(''));

describe('property: compilePattern agrees with the reference plain RegExp translation', () => {
  it.each(PLATFORMS as Platform[])('%s: random patterns and random inputs', (platform) => {
    fc.assert(
      fc.property(text(8), text(10), (pattern, input) => {
        expect(compilePattern(pattern, platform).match(input)).toBe(toReferenceRegExp(pattern, platform).test(input));
      }),
      { numRuns: fuzzRuns(2000) },
    );
  }, FUZZ_TIMEOUT);

  it.each(PLATFORMS as Platform[])('%s: inputs made from the pattern (mostly matches)', (platform) => {
    fc.assert(
      fc.property(text(7).chain((pattern) => fc.tuple(fc.constant(pattern), matchingInput(pattern))), ([pattern, input]) => {
        expect(compilePattern(pattern, platform).match(input)).toBe(toReferenceRegExp(pattern, platform).test(input));
      }),
      { numRuns: fuzzRuns(2000) },
    );
  }, FUZZ_TIMEOUT);

  it.each(PLATFORMS as Platform[])('%s: any UTF-16 text, lone surrogates included', (platform) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 8 }), (pattern, input) => {
        expect(compilePattern(pattern, platform).match(input)).toBe(toReferenceRegExp(pattern, platform).test(input));
      }),
      { numRuns: fuzzRuns(1000) },
    );
  }, FUZZ_TIMEOUT);
});

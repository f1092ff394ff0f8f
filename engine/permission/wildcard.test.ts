import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wildcardKind } from '../conformance/kinds/wildcard.ts';
import { runVectors } from '../conformance/run-vectors.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import type { Platform } from './platform.ts';
import { compilePattern, matchWildcard, toReferenceRegExp } from './wildcard.ts';

const vectors = readVectorFiles([fileURLToPath(new URL('../../../shared/vectors/wildcard.jsonl', import.meta.url))]);

describe('wildcard vectors', () => {
  it.each(vectors.map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const [result] = await runVectors([vector], { wildcard: wildcardKind });
    expect(result?.problems).toEqual([]);
  });
});

describe('matchWildcard', () => {
  it.each([
    ['*', '', 'linux', true],
    ['', '', 'linux', true],
    ['', 'a', 'linux', false],
    ['ls *', 'ls', 'linux', true],
    ['ls *', 'ls ', 'linux', true],
    ['ls *', 'lsx', 'linux', false],
    ['a\\ *', 'a/', 'linux', true],
    ['a **', 'a', 'linux', false],
    ['a?', 'a😀', 'linux', false],
    ['a??', 'a😀', 'linux', true],
    ['?*?', 'ab', 'linux', true],
    ['?*?', 'a', 'linux', false],
    ['a*a', 'a', 'linux', false],
    ['a*a', 'aa', 'linux', true],
    ['READ', 'read', 'win32', true],
    ['READ', 'read', 'darwin', false],
    ['ſ', 'S', 'win32', false],
    ['K', 'k', 'win32', true],
    ['µ', 'Μ', 'win32', true],
  ] as const)('%j on %j (%s) → %s', (pattern, input, platform, want) => {
    expect(matchWildcard(input, pattern, platform)).toBe(want);
    expect(toReferenceRegExp(pattern, platform).test(input)).toBe(want);
  });

  it('compiles once per pattern and platform', () => {
    expect(compilePattern('x*', 'linux')).toBe(compilePattern('x*', 'linux'));
    expect(compilePattern('x*', 'win32')).not.toBe(compilePattern('x*', 'linux'));
  });

  it('keeps the cache bounded while staying correct', () => {
    for (let i = 0; i < 2000; i++) expect(matchWildcard(`p${i}`, `p${i}*`)).toBe(true);
  });
});

describe('hostile input', () => {
  const big = 'a'.repeat(100_000);
  it.each([
    ['*a*a*a*a*a*b', big, false],
    ['*a*a*a*a*a*a', big, true],
    [`*${'a'.repeat(30)}b*`, big, false],
    ['*?*?*?*?*?*?*?*?*b', big, false],
    ['b* *', big, false],
    [`${'*'.repeat(500)}b`, big, false],
  ])('%s on 100k chars finishes quickly', (pattern, input, want) => {
    expect(matchWildcard(input, pattern)).toBe(want);
    expect(matchWildcard(input, pattern, 'win32')).toBe(want);
  });

  it('handles 100k-char patterns', () => {
    const pattern = `${'a?'.repeat(50_000)}*`;
    expect(matchWildcard('ab'.repeat(50_000), pattern)).toBe(true);
  });
});

describe('property: compiled matcher equals the reference RegExp', () => {
  const alphabet = ['*', '?', ' ', '/', '\\', '.', 'a', 'b', 'A', '\n'];
  const text = (max: number) => fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((cs) => cs.join(''));
  it.each(['linux', 'win32'] as Platform[])('%s', (platform) => {
    fc.assert(
      fc.property(text(8), text(10), (pattern, input) => compilePattern(pattern, platform).match(input) === toReferenceRegExp(pattern, platform).test(input)),
      { numRuns: 5000 },
    );
  });

  it('agrees with the reference form that rewrites `\\` in the input first', () => {
    fc.assert(
      fc.property(text(8), text(10), (pattern, input) => {
        const regex = toReferenceRegExp(pattern);
        return regex.test(input) === regex.test(input.replaceAll('\\', '/'));
      }),
      { numRuns: 2000 },
    );
  });
});

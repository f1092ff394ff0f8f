import picomatch from 'picomatch/posix.js';
import { describe, expect, it } from 'vitest';
import { disagreesOn, findGlobIntuition, isGlobComparable } from './glob-intuition.ts';
import type { Platform } from '../permission/platform.ts';
import { matchWildcard } from '../permission/wildcard.ts';

describe('findGlobIntuition', () => {
  it.each([
    // [pattern, user inputs, witness, reference matches it, reason]
    ['src/*', [], 'src/a/b.ts', true, 'star-crosses-slash'],
    ['*.md', [], 'a/b.md', true, 'star-crosses-slash'],
    ['*.md', ['README.md', 'docs/a.md'], 'docs/a.md', true, 'star-crosses-slash'],
    ['reports/**', [], 'reports', false, 'globstar-is-two-stars'],
    ['**/*.ts', [], 'x.ts', false, 'globstar-is-two-stars'],
    ['src/**/*.ts', ['src/a.ts'], 'src/a.ts', false, 'globstar-is-two-stars'],
    ['a?c', [], 'a/c', true, 'question-crosses-slash'],
    ['src/?', ['src/'], 'src//', true, 'question-crosses-slash'],
    ['{a,b}.ts', [], 'a.ts', false, 'glob-syntax-is-literal'],
    ['src/[abc].ts', [], 'src/a.ts', false, 'glob-syntax-is-literal'],
    ['+(a|b).ts', [], 'a.ts', false, 'glob-syntax-is-literal'],
    ['!secret.txt', [], 'secret.txtx', false, 'glob-syntax-is-literal'],
    ['a\\*', [], 'a/x', true, 'backslash-is-slash'],
    ['./src/*.ts', [], 'src/x.ts', false, 'relative-prefix'],
  ] as const)('%s with %o -> %s', (pattern, inputs, witness, referenceMatches, reason) => {
    expect(findGlobIntuition(pattern, inputs)).toEqual({ pattern, witness, referenceMatches, reason });
  });

  it.each([
    // Patterns whose wildcard and glob meanings agree on every input tried, or that are not compared.
    'src/a.ts',
    '*',
    '**',
    '',
    '*a*b*c*d', // too many star runs to hand to picomatch
  ])('%o -> null', (pattern) => {
    expect(findGlobIntuition(pattern, ['src/a.ts', 'a/b/c'])).toBeNull();
  });

  it('uses a user input only when it shows a difference', () => {
    // `src/x` agrees, `src/a/b` disagrees in the same direction as the sample.
    expect(findGlobIntuition('src/*', ['src/x', 'src/a/b'])?.witness).toBe('src/a/b');
    // A user input that disagrees for another reason than the confirmed one is not shown with that reason.
    expect(findGlobIntuition('src/*', ['src/'])?.witness).toBe('src/a/b.ts');
  });

  it('falls back to "other" when only a user input shows a difference', () => {
    // No sample built from `a(b)` shows a difference; the user's `ab` does (a glob reads the parentheses as a group).
    expect(findGlobIntuition('a(b)', [])).toBeNull();
    expect(findGlobIntuition('a(b)', ['ab'])).toEqual({ pattern: 'a(b)', witness: 'ab', referenceMatches: false, reason: 'other' });
  });

  it('folds case and backslashes on win32 as the user would expect there', () => {
    expect(findGlobIntuition('SRC\\*', [], 'win32')).toEqual({ pattern: 'SRC\\*', witness: 'SRC\\a/b.ts', referenceMatches: true, reason: 'star-crosses-slash' });
    expect(disagreesOn('SRC/*.TS', 'src/a.ts', 'win32')).toBe(false);
  });
});

const PATTERNS = ['src/*', '*.md', 'reports/**', '**/*.ts', 'a?c', '{a,b}.ts', '[abc]', '+(a|b)', '!x', 'a\\*', './src/*', 'docs/**/*.md', '*.env.*', 'src/*/', '?', '**', 'a/**/b'];
const INPUTS = ['', 'a', 'src', 'src/', 'src/a', 'src/a/b.ts', 'a.md', 'docs/a.md', 'reports', 'reports/a', 'x.ts', 'a/c', 'a.ts', '[abc]', 'a/b', './src/a', 'x/.env.local', '.env.a'];

describe('property: every witness really disagrees', () => {
  it.each(['linux', 'win32'] as const satisfies readonly Platform[])('on %s', (platform) => {
    for (const pattern of PATTERNS) {
      const found = findGlobIntuition(pattern, INPUTS, platform);
      if (!found) continue;
      const glob = picomatch(platform === 'win32' ? pattern.replaceAll('\\', '/') : pattern, { dot: true, nocase: platform === 'win32' });
      const globInput = platform === 'win32' ? found.witness.replaceAll('\\', '/') : found.witness;
      expect(matchWildcard(found.witness, pattern, platform), `${pattern} on ${found.witness}`).toBe(found.referenceMatches);
      expect(glob(globInput), `${pattern} on ${found.witness}`).toBe(!found.referenceMatches);
    }
  });
});

describe('hostile patterns', () => {
  const braces = '{a,b}'.repeat(40);
  it.each([
    ['very long', `${'a/'.repeat(10_000)}*`],
    ['many stars', `${'*a'.repeat(40)}b`],
    ['three star runs, worst input', '*a*a*ab'],
    ['brace bomb', braces],
    ['nested extglob', '+(+(+(+(a|aa))))b'],
    ['unbalanced', '[a-'],
    ['bad range', '{1..100000000}'],
    ['posix class', '[[:alpha:]]'],
    ['escapes only', '\\\\\\'],
  ])('%s finishes fast and never throws', (_, pattern) => {
    const inputs = ['a'.repeat(150), `${'a'.repeat(150)}/b`, 'x'.repeat(100_000)];
    expect(() => findGlobIntuition(pattern, inputs)).not.toThrow();
    expect(() => findGlobIntuition(pattern, inputs, 'win32')).not.toThrow();
  });

  it('bounds what it compares', () => {
    expect(isGlobComparable('a'.repeat(200) + '*')).toBe(false);
    expect(disagreesOn('src/*', 'src/' + 'a/'.repeat(200))).toBeNull();
  });
});

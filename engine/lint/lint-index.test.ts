import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnreachableRules, ruleCovers, type UnreachableRule } from './lint.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule } from '../permission/rule.ts';

/** The definition, pair by pair: the last later rule that covers each rule. */
function naiveUnreachable(ruleset: readonly Rule[], platform: Platform): UnreachableRule[] {
  const dead: UnreachableRule[] = [];
  ruleset.forEach((rule, index) => {
    for (let later = ruleset.length - 1; later > index; later--) {
      if (!ruleCovers(ruleset[later]!, rule, platform)) continue;
      dead.push({ index, rule, shadowedBy: { rule: ruleset[later]!, index: later } });
      return;
    }
  });
  return dead;
}

describe('property: the indexed lint equals the pairwise definition', () => {
  // Non-ASCII case pairs (µ/Μ, ſ/S) fold on win32 matching but not in the same-glob check.
  const alphabet = ['*', '?', ' ', '/', '\\', 'a', 'b', 'A', 'µ', 'Μ', 'ſ', 'S', 's'];
  const text = (max: number) => fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((cs) => cs.join(''));
  const rule: fc.Arbitrary<Rule> = fc.record({
    permission: fc.oneof(text(3), fc.constantFrom('*', 'bash', 'BASH', 'b*', 'edit')),
    pattern: fc.oneof(text(6), fc.constantFrom('*', 'a *', 'a b', 'a')),
    action: fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const),
  });
  it.each(['linux', 'darwin', 'win32'] as Platform[])('%s', (platform) => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 25 }), (rules) => {
        expect(findUnreachableRules(rules, platform)).toEqual(naiveUnreachable(rules, platform));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('property: after an edit, the kept shadows of the unchanged tail are still the definition', () => {
  // Each pass keeps every rule's shadow; the next pass reuses them past the last changed rule. Runs of small edits
  // (one or two rules changed, or one added or removed) check every pass against the pairwise definition.
  const alphabet = ['*', '?', ' ', '/', 'a', 'b', 'A', 's'];
  const text = (max: number) => fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((cs) => cs.join(''));
  const rule: fc.Arbitrary<Rule> = fc.record({
    permission: fc.oneof(text(2), fc.constantFrom('*', 'bash', 'edit')),
    pattern: fc.oneof(text(5), fc.constantFrom('*', 'a *', 'a b', 'a')),
    action: fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const),
  });
  const edit = fc.tuple(fc.nat(29), rule, fc.constantFrom('replace', 'replace', 'replace', 'insert', 'remove'));
  it.each(['linux', 'win32'] as Platform[])('%s', (platform) => {
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 30 }), fc.array(fc.array(edit, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 10 }), (start, steps) => {
        let rules = start;
        expect(findUnreachableRules(rules, platform)).toEqual(naiveUnreachable(rules, platform));
        for (const changes of steps) {
          rules = [...rules];
          for (const [at, r, kind] of changes) {
            const i = at % Math.max(1, rules.length);
            if (kind === 'insert') rules.splice(i, 0, r);
            else if (kind === 'remove' && rules.length > 1) rules.splice(i, 1);
            else rules[i] = r;
          }
          expect(findUnreachableRules(rules, platform)).toEqual(naiveUnreachable(rules, platform));
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('property: after one rule is changed in place, the rules before it keep or take their shadow as the definition says', () => {
  // A keystroke changes one rule: a rule before it keeps its kept shadow, takes the changed rule, or (when the changed
  // rule was its shadow) is worked out again. Runs of such edits check every pass against the pairwise definition.
  const alphabet = ['*', '?', ' ', 'a', 'b', 'A'];
  const text = (max: number) => fc.array(fc.constantFrom(...alphabet), { maxLength: max }).map((cs) => cs.join(''));
  const rule: fc.Arbitrary<Rule> = fc.record({
    permission: fc.constantFrom('*', 'bash', 'edit', 'b*'),
    pattern: fc.oneof(text(4), fc.constantFrom('*', 'a *', 'a b', 'a')),
    action: fc.constantFrom('allow' as const, 'ask' as const, 'deny' as const),
  });
  it.each(['linux', 'win32'] as Platform[])('%s', (platform) => {
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 40 }), fc.array(fc.tuple(fc.nat(39), rule), { minLength: 1, maxLength: 12 }), (start, edits) => {
        let rules = start;
        findUnreachableRules(rules, platform);
        for (const [at, r] of edits) {
          rules = rules.map((old, i) => (i === at % rules.length ? r : old));
          expect(findUnreachableRules(rules, platform)).toEqual(naiveUnreachable(rules, platform));
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the kept pass across many passes', () => {
  const r = (permission: string, pattern: string): Rule => ({ permission, pattern, action: 'allow' });
  const base: Rule[] = [r('bash', 'git status'), r('bash', 'git *'), r('edit', 'src/a.ts'), r('bash', 'npm test'), r('edit', '*'), r('bash', 'ls')];

  it.each([
    // 1,100 keystrokes in one pattern add 1,100 globs: past the first bucket width (1,024) the pass starts anew.
    { name: 'a pattern retyped past the bucket width', steps: 1100, at: 0, make: (i: number) => r('bash', `ls ${i}`) },
    // A permission key retyped: the kept permissions index grows with each new key.
    { name: 'a permission key retyped', steps: 300, at: 3, make: (i: number) => r(`bash${i}`, 'npm test') },
    // The edited rule becomes the catch-all and back: rules before it gain and lose their shadow.
    { name: 'a rule that becomes the catch-all and back', steps: 40, at: 3, make: (i: number) => (i % 2 === 0 ? r('*', '*') : r('bash', `npm ${i}`)) },
    // The edited rule takes the pattern of a rule before it, then leaves it: that bucket's last rule moves back.
    { name: 'a rule that joins and leaves another bucket', steps: 40, at: 5, make: (i: number) => (i % 2 === 0 ? r('bash', 'git status') : r('bash', `git status ${i}`)) },
  ])('$name: every pass equals the definition', ({ steps, at, make }) => {
    let rules = base;
    for (let i = 0; i < steps; i++) {
      rules = rules.map((old, j) => (j === at ? make(i) : old));
      expect(findUnreachableRules(rules, 'linux')).toEqual(naiveUnreachable(rules, 'linux'));
    }
  });

  it('passes that alternate between two rulesets and two platforms each equal the definition', () => {
    const other: Rule[] = [r('read', '*.env'), r('read', '*'), r('bash', 'rm *'), r('*', '*')];
    for (let i = 0; i < 30; i++) {
      const rules = (i % 2 === 0 ? base : other).map((old, j) => (j === 0 ? r(old.permission, `${old.pattern} ${i}`) : old));
      for (const platform of ['linux', 'win32'] as Platform[]) expect(findUnreachableRules(rules, platform)).toEqual(naiveUnreachable(rules, platform));
    }
  });
});

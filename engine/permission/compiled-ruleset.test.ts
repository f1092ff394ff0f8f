import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiledRuleset, compileRuleset, requiredPrefix } from './compiled-ruleset.ts';
import { evaluate } from './evaluate.ts';
import type { Platform } from './platform.ts';
import type { Rule, RuleAction } from './rule.ts';
import { explainVisibility } from './visibility.ts';
import { compilePattern } from './wildcard.ts';

const r = (permission: string, pattern: string, action: RuleAction): Rule => ({ permission, pattern, action });

/** reachable, the slow way: every matching-permission rule from the last live catch-all on. */
function reachableSlow(rules: readonly Rule[], permission: string, platform: Platform, isDead: (i: number) => boolean): RuleAction[] {
  const actions = new Set<RuleAction>();
  let covered = false;
  for (let i = rules.length - 1; i >= 0 && !covered; i--) {
    if (isDead(i) || !compilePattern(rules[i]!.permission, platform).match(permission)) continue;
    actions.add(rules[i]!.action);
    if (rules[i]!.pattern === '*') covered = true;
  }
  if (!covered) actions.add('ask');
  return (['allow', 'ask', 'deny'] as const).filter((a) => actions.has(a));
}

describe('requiredPrefix', () => {
  it.each([
    ['git push *', 'git push'],
    ['git *', 'git'],
    ['*', ''],
    ['', ''],
    ['ls', 'ls'],
    ['src/?/x', 'src/'],
    ['a\\b*', 'a/b'],
    ['a*b *', 'a'],
    [' *', ''],
    ['x  *', 'x '],
  ])('%j needs %j', (pattern, prefix) => expect(requiredPrefix(pattern)).toBe(prefix));
});

describe('compileRuleset', () => {
  const rules: Rule[] = [
    r('*', '*', 'allow'),
    r('bash', '*', 'ask'),
    ...Array.from({ length: 40 }, (_, i) => r('bash', `cmd${i} *`, i % 2 ? 'allow' : 'deny')),
    r('bash', 'git push *', 'deny'),
    r('ba?h', 'git *', 'ask'),
    r('edit', 'src/*', 'allow'),
    r('edit', '*', 'deny'),
  ];
  const c = compileRuleset(rules, 'linux');

  it.each([
    ['bash', 'git push origin'],
    ['bash', 'git push'],
    ['bash', 'git'],
    ['bash', 'cmd3'],
    ['bash', 'cmd30 --x'],
    ['bash', 'cmd3x'],
    ['bash', ''],
    ['edit', 'src/a.ts'],
    ['edit', 'src\\a.ts'],
    ['read', 'x'],
    ['BASH', 'git push'],
  ])('decides %s %j as evaluate does', (permission, input) => {
    expect(c.decide(permission, input)).toEqual(evaluate(permission, input, [rules], 'linux'));
  });

  it('lists the rules a permission reaches, and the last one', () => {
    expect(c.rulesFor('edit')).toEqual([0, 44, 45]);
    expect(c.lastRule('edit')).toEqual({ rule: rules[45], index: 45 });
    expect(c.lastRule('nothing-here')).toEqual({ rule: rules[0], index: 0 });
    expect(compileRuleset([], 'linux').lastRule('bash')).toBeNull();
  });

  it('gives the reachable actions, skipping dead rules', () => {
    expect(c.reachable('edit')).toEqual(['deny']);
    expect(c.reachable('edit', (i) => i === 45)).toEqual(['allow']);
    expect(compileRuleset([r('bash', 'ls', 'allow')], 'linux').reachable('bash')).toEqual(['allow', 'ask']);
  });

  it('shares one compilation per frozen list and compiles unfrozen lists afresh', () => {
    const frozen = Object.freeze([...rules]);
    expect(compiledRuleset(frozen, 'linux')).toBe(compiledRuleset(frozen, 'linux'));
    expect(compiledRuleset(frozen, 'win32')).not.toBe(compiledRuleset(frozen, 'linux'));
    const open = [...rules];
    const before = compiledRuleset(open, 'linux');
    open.push(r('bash', '*', 'deny'));
    expect(compiledRuleset(open, 'linux').decide('bash', 'x').action).toBe('deny');
    expect(before.decide('bash', 'x').action).toBe('ask');
  });

  it('survives hostile patterns and inputs', () => {
    const hostile = [r('bash', '*a*a*a*a*a*a*a*b', 'deny'), ...Array.from({ length: 30 }, (_, i) => r('bash', `${'*'.repeat(i)}x`, 'allow'))];
    const h = compileRuleset(hostile, 'linux');
    const input = 'a'.repeat(20_000);
    expect(h.decide('bash', input)).toEqual(evaluate('bash', input, [hostile], 'linux'));
    expect(h.decide('bash', '\u0000\\\\')).toEqual(evaluate('bash', '\u0000\\\\', [hostile], 'linux'));
  });
});

describe('compileRuleset agrees with evaluate, visibility and reachable on random lists', () => {
  const unit = fc.constantFrom('a', 'b', '/', '\\', '*', '?', ' ', 'A', 'é', '.');
  const text = fc.array(unit, { maxLength: 8 }).map((a) => a.join(''));
  const permission = fc.constantFrom('bash', 'edit', 'read', 'b*', '*', 'ba?h', 'Bash', 'mcp_*');
  const rule = fc.record({ permission, pattern: fc.oneof(text, text.map((t) => `${t} *`)), action: fc.constantFrom<RuleAction>('allow', 'ask', 'deny') });
  const platform = fc.constantFrom<Platform>('linux', 'darwin', 'win32');

  it('on every platform', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 60 }), fc.array(fc.tuple(fc.constantFrom('bash', 'edit', 'BASH', 'mcp_x', 'read'), text), { minLength: 1, maxLength: 10 }), platform, fc.array(fc.nat(59), { maxLength: 5 }), (rules, calls, p, dead) => {
        const c = compileRuleset(rules, p);
        const isDead = (i: number) => dead.includes(i);
        for (const [perm, input] of calls) {
          expect(c.decide(perm, input)).toEqual(evaluate(perm, input, [rules], p));
          expect(c.lastRule(perm)).toEqual(explainVisibility(perm, rules, p).lastRule);
          expect(c.reachable(perm, isDead)).toEqual(reachableSlow(rules, perm, p, isDead));
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('a prefix index patched from the last one agrees with evaluate', () => {
  // A keystroke changes one pattern of a long list: the next compilation patches the last index instead of building
  // one. Each step here edits a few patterns of the previous list (or moves the list), and every decision is checked.
  const unit = fc.constantFrom('a', 'b', '/', '\\', '*', '?', ' ', 'g', 'é');
  const text = fc.array(unit, { maxLength: 7 }).map((a) => a.join(''));
  const edit = fc.tuple(fc.nat(39), fc.oneof(text, text.map((t) => `${t} *`)));
  it('over runs of edits to a 40-rule list', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(text, text.map((t) => `${t} *`)), { minLength: 40, maxLength: 40 }), fc.array(fc.array(edit, { minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 12 }), fc.array(text, { minLength: 1, maxLength: 8 }), (patterns, steps, inputs) => {
        let rules = patterns.map((pattern, i) => r('bash', pattern, (['allow', 'ask', 'deny'] as const)[i % 3]!));
        for (const changes of steps) {
          rules = rules.map((rule) => ({ ...rule }));
          for (const [at, pattern] of changes) rules[at] = { ...rules[at]!, pattern };
          const c = compileRuleset(rules, 'linux');
          for (const input of [...inputs, ...changes.map(([, p]) => p.replaceAll('*', 'x'))]) expect(c.decide('bash', input)).toEqual(evaluate('bash', input, [rules], 'linux'));
        }
      }),
      { numRuns: 300 },
    );
  });
});

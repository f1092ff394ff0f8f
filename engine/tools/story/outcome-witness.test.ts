import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../analyze.ts';
import { evaluate } from '../../permission/evaluate.ts';
import type { Rule, RuleAction } from '../../permission/rule.ts';
import { readScenario } from '../../scenario/read-scenario.ts';
import { canBeAskedWith } from './asked-inputs.ts';
import { findWitnesses, inputsFromPattern } from './outcome-witness.ts';

const rule = (permission: string, pattern: string, action: RuleAction): Rule => ({ permission, pattern, action });
const all = (rules: readonly Rule[]) => rules.map((_, i) => i);

describe('inputsFromPattern', () => {
  it.each([
    ['git push*', 'git push'],
    ['git push *', 'git push'],
    ['*.env', '.env'],
    ['src/?.ts', 'src/x.ts'],
    ['*', 'x'],
    ['reports/**', 'reports/x'],
  ])('%s gives %s first', (pattern, first) => expect(inputsFromPattern(pattern)[0]).toBe(first));

  it('gives nothing for a pattern too long to read', () => expect(inputsFromPattern('a'.repeat(5000))).toEqual([]));
});

describe('findWitnesses', () => {
  it.each([
    // [permission, rules, expected [action, input, winning index | null]]
    ['bash', [rule('bash', '*', 'ask'), rule('bash', 'git push*', 'deny')], [['ask', '*', 0], ['deny', 'git push', 1]]],
    ['bash', [rule('bash', 'git status', 'allow'), rule('bash', 'git diff *', 'allow'), rule('bash', '*', 'ask')], [['ask', '*', 2]]],
    ['bash', [rule('bash', '*', 'ask'), rule('bash', 'git status', 'allow')], [['allow', 'git status', 1], ['ask', '*', 0]]],
    ['edit', [rule('edit', 'reports/**', 'allow'), rule('edit', '*', 'deny')], [['deny', '*', 1]]],
    ['edit', [rule('edit', '*', 'deny'), rule('edit', 'reports/**', 'allow')], [['allow', 'reports/x', 1], ['deny', '*', 0]]],
    // An absolute read pattern: no relative path can get its deny.
    ['read', [rule('read', '*', 'allow'), rule('read', '/home/user/project/secrets/*', 'deny')], [['allow', '*', 0]]],
    ['read', [rule('read', '*.env', 'deny')], [['ask', '*', null], ['deny', '.env', 0]]],
    // An MCP tool asks with `*` alone, so its pattern rules never apply.
    ['github_create', [rule('github_*', 'repo*', 'deny')], [['ask', '*', null]]],
    ['todowrite', [], [['ask', '*', null]]],
    // No tool asks with write; only the bare call is told.
    ['write', [rule('write', '*', 'deny'), rule('write', 'src/*', 'allow')], [['deny', '*', 0]]],
    ['webfetch', [rule('*', '*', 'allow'), rule('webfetch', 'https://evil.test/*', 'deny')], [['allow', '*', 0], ['deny', 'https://evil.test/x', 1]]],
  ] as const)('%s %j', (permission, rules, want) => {
    const got = findWitnesses(permission, rules, all(rules), 'linux');
    expect(got.map((w) => [w.action, w.input, w.rule?.index ?? null])).toEqual(want);
  });

  it('survives hostile patterns and keeps every witness true', () => {
    const rules = [rule('bash', '*', 'allow'), rule('bash', `${'*'.repeat(3000)}x`, 'deny'), rule('bash', '<script>alert(1)</script>', 'deny'), rule('bash', '__proto__', 'ask')];
    const got = findWitnesses('bash', rules, all(rules), 'linux');
    for (const w of got) expect(evaluate('bash', w.input, [rules]).action).toBe(w.action);
    expect(got.map((w) => w.action)).toEqual(['allow', 'ask', 'deny']);
  });
});

// The property over the real configs beside the repo (read where they are, never copied): every witness
// the analysis gives really gets its outcome, and its rule is the one that decides it.
const DIR = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
const names = existsSync(DIR) ? readdirSync(DIR).filter((n) => /^r\d.*\.json$/.test(n)) : [];

describe('witnesses over the real configs', () => {
  it('finds the configs', () => expect(names.length).toBeGreaterThan(0));
  it.each(names)('%s', (name) => {
    const { scenario } = readScenario(JSON.parse(readFileSync(join(DIR, name), 'utf8')));
    if (!scenario) return;
    const a = analyze(scenario);
    expect(a.toolStories.map((s) => s.tool)).toEqual(a.tools.map((t) => t.tool));
    let count = 0;
    a.toolStories.forEach((story, i) => {
      const permission = a.tools[i]!.permission;
      for (const w of story.outcomes) {
        const d = evaluate(permission, w.input, [a.ruleset], scenario.platform);
        expect([story.tool, w.input, d.action, d.index]).toEqual([story.tool, w.input, w.action, w.rule?.index ?? -1]);
        if (w.input !== '*') expect(canBeAskedWith(permission, w.input, scenario.platform)).toBe(true);
        count++;
      }
      // The bare call's outcome is always among them.
      expect(story.outcomes.map((w) => w.action)).toContain(a.tools[i]!.bare.action);
    });
    if (a.tools.length > 0) expect(count).toBeGreaterThan(0);
  });
});

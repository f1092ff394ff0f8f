import type { Platform } from './platform.ts';
import type { Rule, RuleAction, Ruleset } from './rule.ts';
import { compiledRuleset } from './compiled-ruleset.ts';
import { compilePattern } from './wildcard.ts';

/** The synthetic rule the reference returns when nothing matches: ask, for this permission, pattern `*`. */
export interface DefaultRule {
  readonly action: 'ask';
  readonly permission: string;
  readonly pattern: '*';
}

/** A rule together with its position in the concatenated rulesets. */
export interface RuleMatch {
  readonly rule: Rule;
  readonly index: number;
}

/** The answer to one permission check, with the full trace of matching rules. */
export interface Decision {
  readonly action: RuleAction;
  /** The winning rule, or null when the default applied. */
  readonly rule: Rule | null;
  /** Index of `rule` in the concatenation of all rulesets; -1 when the default applied. */
  readonly index: number;
  readonly isDefault: boolean;
  readonly default: DefaultRule | null;
  /** Every rule that matched, in order; the winner is last. */
  readonly matches: readonly RuleMatch[];
}

/** True when a rule's permission glob matches `permission` and its pattern glob matches `pattern`. */
export function ruleMatches(rule: Rule, permission: string, pattern: string, platform: Platform = 'linux'): boolean {
  return compilePattern(rule.permission, platform).match(permission) && compilePattern(rule.pattern, platform).match(pattern);
}

/** Concatenates rulesets in order; nothing is de-duplicated (the reference's `merge`). */
export function mergeRulesets(...rulesets: readonly Ruleset[]): Rule[] {
  return rulesets.flat();
}

/** Evaluates one check: the LAST rule matching both permission and pattern wins; no match means ask. */
export function evaluate(permission: string, pattern: string, rulesets: readonly Ruleset[], platform: Platform = 'linux'): Decision {
  // One frozen list (an analysis's ruleset) has one shared compiled form: same answer, without the scan.
  if (rulesets.length === 1 && Object.isFrozen(rulesets[0])) return compiledRuleset(rulesets[0]!, platform).decide(permission, pattern);
  const matches: RuleMatch[] = [];
  let index = 0;
  for (const ruleset of rulesets) {
    for (const rule of ruleset) {
      if (ruleMatches(rule, permission, pattern, platform)) matches.push({ rule, index });
      index++;
    }
  }
  const winner = matches[matches.length - 1];
  if (winner) return { action: winner.rule.action, rule: winner.rule, index: winner.index, isDefault: false, default: null, matches };
  return { action: 'ask', rule: null, index: -1, isDefault: true, default: { action: 'ask', permission, pattern: '*' }, matches };
}

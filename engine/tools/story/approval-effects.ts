/**
 * What each "always" approval does beside the config (semantics §13/§14.13): approvals are evaluated after
 * every ruleset, so an approval beats whatever the config says for the inputs it matches.
 */
import { evaluate, type Decision } from '../../permission/evaluate.ts';
import type { Platform } from '../../permission/platform.ts';
import type { Rule } from '../../permission/rule.ts';
import { compilePattern } from '../../permission/wildcard.ts';

/** One approval and what the config alone gives for the input it names. */
export interface ApprovalEffect {
  readonly approval: Rule;
  /** Its position after the ruleset, as if the approvals were appended (`ruleset.length + i`). */
  readonly index: number;
  /** The config's decision for the approval's own permission and pattern (what the approval beat when it is not allow). */
  readonly config: Decision;
}

/** Each approval with the config's decision for its permission and pattern, in the order they were stored. */
export function approvalEffects(approved: readonly Rule[], ruleset: readonly Rule[], platform: Platform = 'linux'): ApprovalEffect[] {
  return approved.map((approval, i) => ({ approval, index: ruleset.length + i, config: evaluate(approval.permission, approval.pattern, [ruleset], platform) }));
}

/** The tool-wide approval for a permission: the last one whose permission glob matches it and whose pattern matches a call with any input (`*`). */
export function approvalForAnyInput(permission: string, approved: readonly Rule[], platform: Platform = 'linux'): Rule | null {
  for (let i = approved.length - 1; i >= 0; i--) {
    const rule = approved[i]!;
    if (compilePattern(rule.permission, platform).match(permission) && compilePattern(rule.pattern, platform).match('*')) return rule;
  }
  return null;
}

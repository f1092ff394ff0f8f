/** What every draft generator knows about one target: the analysis before, the target's result, its agent's rules and the user's documents. */
import type { Analysis, ProbeResult } from '../analyze.ts';
import type { Rule, RuleAction } from '../permission/rule.ts';
import { compilePattern } from '../permission/wildcard.ts';
import type { Scenario } from '../scenario/scenario.ts';
import type { FixTarget } from './fix-types.ts';
import type { Ownership } from './ownership.ts';

/** The state a target is fixed from. */
export interface FixContext {
  /** The scenario with the target as its last probe. */
  readonly scenario: Scenario;
  readonly target: FixTarget;
  readonly before: Analysis;
  /** The target's result today (decided: drafts are only made for a decided target). */
  readonly result: ProbeResult;
  /** The target agent's name (its config key for built-in and config agents). */
  readonly agent: string;
  /** The rules the target is evaluated against: the agent's, then the session's. */
  readonly rules: readonly Rule[];
  readonly owner: Ownership;
  /** The action the wanted outcome needs. */
  readonly action: RuleAction;
}

/** True when a rule's permission glob matches the target's permission. */
export function coversPermission(ctx: FixContext, rule: Rule): boolean {
  return compilePattern(rule.permission, ctx.scenario.platform).match(ctx.target.permission);
}

/** True when a rule matches the target's permission and input. */
export function matchesTarget(ctx: FixContext, rule: Rule): boolean {
  return coversPermission(ctx, rule) && compilePattern(rule.pattern, ctx.scenario.platform).match(ctx.target.input);
}

/** A rule written as config: `bash["git *"]: "allow"` or `edit: "deny"`. */
export function ruleText(perm: string, pattern: string | undefined, action: string): string {
  return pattern === undefined ? `${JSON.stringify(perm)}: ${JSON.stringify(action)}` : `${perm}[${JSON.stringify(pattern)}]: ${JSON.stringify(action)}`;
}

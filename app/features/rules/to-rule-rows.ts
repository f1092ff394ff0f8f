import type { Layer } from '../../../engine/config/layer.ts';
import type { UnreachableRule } from '../../../engine/permission/lint.ts';
import type { Rule, RuleAction } from '../../../engine/permission/rule.ts';
import { toRuleSource, type RuleSource } from '../results/to-rule-source.ts';

/** One row of the effective rules, in evaluation order. */
export interface RuleRow {
  readonly index: number;
  readonly permission: string;
  readonly pattern: string;
  readonly action: RuleAction;
  readonly source: RuleSource;
  /** The index of the later rule that covers this one (it can never win), or null. */
  readonly coveredBy: number | null;
}

/** The Rules tab's rows: the ruleset in order, each with its source and its unreachable lint. */
export function toRuleRows(ruleset: readonly Rule[], lints: readonly UnreachableRule[], layers: readonly Layer[], worktree: string, home: string): RuleRow[] {
  const coveredBy = new Map(lints.map((l) => [l.index, l.shadowedBy.index]));
  return ruleset.map((rule, index) => ({
    index,
    permission: rule.permission,
    pattern: rule.pattern,
    action: rule.action,
    source: toRuleSource(rule, layers, worktree, home),
    coveredBy: coveredBy.get(index) ?? null,
  }));
}

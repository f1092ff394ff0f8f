import type { RuleLint, Layer, UnreachableRule, Rule, RuleAction } from '../../../engine/index.ts';
import { toRuleSource, type RuleSource } from '../../shared/to-rule-source.ts';

/** One row of the effective rules, in evaluation order. */
export interface RuleRow {
  readonly index: number;
  readonly permission: string;
  readonly pattern: string;
  readonly action: RuleAction;
  readonly source: RuleSource;
  /** The index of the later rule that covers this one (it can never win), or null. */
  readonly coveredBy: number | null;
  /** Where the pattern means something else than the same text read as a glob: the engine's words and its witness input. */
  readonly globIntuition: { readonly detail: string; readonly witness: string } | null;
}

/** The Rules tab's rows: the ruleset in order, each with its source, its unreachable lint and its glob-intuition lint. */
export function toRuleRows(ruleset: readonly Rule[], lints: readonly UnreachableRule[], layers: readonly Layer[], worktree: string, home: string, ruleLints: readonly RuleLint[] = []): RuleRow[] {
  const coveredBy = new Map(lints.map((l) => [l.index, l.shadowedBy.index]));
  const globByIndex = new Map<number, RuleRow['globIntuition']>();
  for (const l of ruleLints) if (l.code === 'rule/glob-intuition' && l.detail !== undefined && l.witness !== undefined) globByIndex.set(l.index, { detail: l.detail, witness: l.witness });
  return ruleset.map((rule, index) => ({
    index,
    permission: rule.permission,
    pattern: rule.pattern,
    action: rule.action,
    source: toRuleSource(rule, layers, worktree, home),
    coveredBy: coveredBy.get(index) ?? null,
    globIntuition: globByIndex.get(index) ?? null,
  }));
}

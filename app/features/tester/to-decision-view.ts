import { matchCountWords, stageOf, type Decision, type Layer, type RuleAction, type StageKind } from '../../../engine/index.ts';
import { toRuleSource, type RuleSource } from '../../shared/rule/to-rule-source.ts';

/** One matching rule as the tester lists it. */
export interface MatchLine {
  readonly index: number;
  readonly action: RuleAction;
  readonly pattern: string;
  readonly permission: string;
  readonly source: RuleSource;
  readonly isWinner: boolean;
}

/** The tester's result: the stage in big words and the trace behind it. */
export interface DecisionView {
  readonly stage: StageKind;
  readonly action: RuleAction;
  readonly isHidden: boolean;
  readonly isDefault: boolean;
  readonly winner: MatchLine | null;
  /** Every other matching rule, in evaluation order; each lost to a later one. */
  readonly overridden: readonly MatchLine[];
  /** `last of 3 matching rules`, `the only matching rule`, or the default sentence. */
  readonly summary: string;
}

/** Shapes an engine Decision for the tester. */
export function toDecisionView(decision: Decision, isHidden: boolean, layers: readonly Layer[], worktree: string, home: string): DecisionView {
  const lines: MatchLine[] = decision.matches.map((m) => ({
    index: m.index,
    action: m.rule.action,
    pattern: m.rule.pattern,
    permission: m.rule.permission,
    source: toRuleSource(m.rule, layers, worktree, home),
    isWinner: m.index === decision.index,
  }));
  const n = lines.length;
  return {
    stage: stageOf(decision.action, isHidden, decision.isDefault),
    action: decision.action,
    isHidden,
    isDefault: decision.isDefault,
    winner: lines.find((l) => l.isWinner) ?? null,
    overridden: lines.filter((l) => !l.isWinner),
    summary: n === 0 ? 'No rule matched: default ask' : n === 1 ? matchCountWords(n) : `${matchCountWords(n)} (last match wins)`,
  };
}

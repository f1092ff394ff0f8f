import { APPROVAL_WORDS, LOST_LEGACY_WORDS, STAGE_LABELS, stageOf, type Analysis, type ApprovalEffect, type RuleLint, type Layer, type UnreachableRule, type Rule, type RuleAction, type SourceLocation } from '../../../engine/index.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';
import { toRuleSource, type RuleSource } from '../../shared/rule/to-rule-source.ts';

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
  /** When the pattern can never match the string its tool compares: the engine's words and that compared string. */
  readonly neverMatches: { readonly detail: string; readonly compared: string } | null;
}

/** A legacy `tools` value that lost when folded, placed just before the rule that beat it. */
export interface LostLegacyRuleRow {
  /** The index of the rule it is shown before (the first rule of what beat it); the ruleset's length when none is left. */
  readonly before: number;
  readonly value: string;
  readonly lostTo: string;
  readonly scope: string;
  readonly location: SourceLocation | null;
  readonly locationText: string | null;
}

/** An "always" approval shown as the session rule it is, after every rule, with what it beat. */
export interface ApprovalRuleRow {
  readonly index: number;
  readonly permission: string;
  readonly pattern: string;
  readonly label: string;
  /** What the config alone gives for the approval's input, when that is not allow (the approval beat it); null otherwise. */
  readonly beat: string | null;
}

/** The Rules tab's rows: the ruleset in order, each with its source, its unreachable lint and its glob-intuition lint. */
export function toRuleRows(ruleset: readonly Rule[], lints: readonly UnreachableRule[], layers: readonly Layer[], worktree: string, home: string, ruleLints: readonly RuleLint[] = []): RuleRow[] {
  const coveredBy = new Map(lints.map((l) => [l.index, l.shadowedBy.index]));
  const globByIndex = new Map<number, RuleRow['globIntuition']>();
  for (const l of ruleLints) if (l.code === 'rule/glob-intuition' && l.detail !== undefined && l.witness !== undefined) globByIndex.set(l.index, { detail: l.detail, witness: l.witness });
  const neverByIndex = new Map<number, RuleRow['neverMatches']>();
  for (const l of ruleLints) if (l.code === 'rule/never-matches' && l.detail !== undefined && l.compared !== undefined) neverByIndex.set(l.index, { detail: l.detail, compared: l.compared });
  return ruleset.map((rule, index) => ({
    index,
    permission: rule.permission,
    pattern: rule.pattern,
    action: rule.action,
    source: toRuleSource(rule, layers, worktree, home),
    coveredBy: coveredBy.get(index) ?? null,
    globIntuition: globByIndex.get(index) ?? null,
    neverMatches: neverByIndex.get(index) ?? null,
  }));
}

function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((k, i) => path[i] === k);
}

/** The lost legacy values of the top level and the selected agent, each placed before the first rule of what beat it. */
export function toLostLegacyRows(lost: Analysis['lostLegacy'], ruleset: readonly Rule[], agentKey: string | null, ctx: { readonly worktree: string; readonly home: string }): LostLegacyRuleRow[] {
  return lost
    .filter((l) => l.agent === null || l.agent === agentKey)
    .map((l) => {
      const to = l.lostTo;
      const at = ruleset.findIndex((r) => {
        const o = r.origin;
        if (to.kind === 'permission') return (o?.kind === 'config' || o?.kind === 'env-permission') && startsWith(o.keyPath, to.keyPath);
        return o?.kind === 'legacy-tools' && o.tool === to.tool;
      });
      return {
        before: at < 0 ? ruleset.length : at,
        value: LOST_LEGACY_WORDS.value(l.tool, l.json, l.action),
        lostTo: to.kind === 'permission' ? LOST_LEGACY_WORDS.toPermission(to.keyPath, to.json) : LOST_LEGACY_WORDS.toTools(to.tool),
        scope: LOST_LEGACY_WORDS.scope(l.agent),
        location: l.location ?? null,
        locationText: l.location ? `${toDisplayPath(l.location.file, ctx)}:${l.location.line}:${l.location.column}` : null,
      };
    });
}

/** The approvals as session rules after the ruleset, each with what the config alone says for its input when it beat that. */
export function toApprovalRuleRows(effects: readonly ApprovalEffect[]): ApprovalRuleRow[] {
  return effects.map((e) => {
    const d = e.config;
    const beat = d.action === 'allow' ? null : APPROVAL_WORDS.beat(`${STAGE_LABELS[stageOf(d.action, false, d.isDefault)].toLowerCase()} ${d.rule ? `by #${d.index}` : '(no rule matched)'}`);
    return { index: e.index, permission: e.approval.permission, pattern: e.approval.pattern, label: APPROVAL_WORDS.sessionRule, beat };
  });
}

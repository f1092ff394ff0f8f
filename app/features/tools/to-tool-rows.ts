import { usesApplyPatch, matchCountWords, type ToolVisibility, type Layer, type Platform, type Rule, type RuleAction, stageOf, type StageKind } from '../../../engine/index.ts';
import { toRuleSource, type RuleSource } from '../../shared/to-rule-source.ts';

/** What the Tools table needs from the analysis. */
export interface ToolRowsInput {
  readonly tools: readonly ToolVisibility[];
  readonly ruleset: readonly Rule[];
  readonly layers: readonly Layer[];
  readonly worktree: string;
  readonly home: string;
  readonly platform: Platform;
  readonly model: string | undefined;
}

/** Why a row reads as it does: words plus the rule (with its source) they point at. */
export interface ToolReason {
  readonly text: string;
  readonly index: number | null;
  readonly source: RuleSource | null;
}

/** One row of the Tools table. */
export interface ToolRow {
  readonly tool: string;
  readonly permission: string;
  readonly visible: boolean;
  /** What the model sees: hidden, or the stage a bare call reaches. */
  readonly seen: StageKind;
  /** The action of a call whose input only catch-all rules match; null when the tool is hidden. */
  readonly bare: StageKind | null;
  /** Other stages some inputs reach (from `reachable`), e.g. asks for some inputs. */
  readonly someInputs: readonly StageKind[];
  readonly reason: ToolReason;
  /** True for edit/write when the model is GPT-style: the registry offers apply_patch instead. */
  readonly isReplacedByApplyPatch: boolean;
}

function hiddenReason(t: ToolVisibility, input: ToolRowsInput): ToolReason {
  if (t.hiddenBy === 'request') return { text: `this request sets tools.${t.tool} = false`, index: null, source: null };
  const last = t.lastRule;
  if (!last) return { text: `hidden, with no rule for ${t.permission}`, index: null, source: null };
  return { text: `the last rule for ${t.permission} denies "*"`, index: last.index, source: toRuleSource(last.rule, input.layers, input.worktree, input.home) };
}

function fold(actions: readonly RuleAction[], bare: RuleAction): StageKind[] {
  return actions.filter((a) => a !== bare).map((a) => stageOf(a, false));
}

/** Turns the engine's tool visibility into table rows, one per ToolVisibility, in the engine's order. */
export function toToolRows(input: ToolRowsInput): ToolRow[] {
  const isPatchModel = usesApplyPatch(input.model);
  return input.tools.map((t) => {
    const isReplacedByApplyPatch = isPatchModel && (t.tool === 'edit' || t.tool === 'write');
    if (!t.visible) {
      return { tool: t.tool, permission: t.permission, visible: false, seen: 'hidden', bare: null, someInputs: [], reason: hiddenReason(t, input), isReplacedByApplyPatch };
    }
    const decision = t.bare;
    const bare = t.stage;
    const reason: ToolReason = decision.rule
      ? { text: matchCountWords(decision.matches.length), index: decision.index, source: toRuleSource(decision.rule, input.layers, input.worktree, input.home) }
      : { text: 'no rule matched: default ask', index: null, source: null };
    return { tool: t.tool, permission: t.permission, visible: true, seen: bare, bare, someInputs: fold(t.reachable, decision.action), reason, isReplacedByApplyPatch };
  });
}

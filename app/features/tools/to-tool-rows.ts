import { usesApplyPatch, matchCountWords, STAGE_LABELS, APPROVAL_WORDS, approvalForAnyInput, TOOL_TABLE_WORDS, TOOL_SUBJECT_WORDS, LOST_LEGACY_WORDS, type Analysis, type ToolVisibility, type Layer, type Platform, type Rule, type RuleAction, stageOf, type StageKind, type SourceLocation } from '../../../engine/index.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';
import { toRuleSource, type RuleSource } from '../../shared/rule/to-rule-source.ts';

/** What the Tools table needs from the analysis. */
export interface ToolRowsInput {
  readonly tools: readonly ToolVisibility[];
  readonly ruleset: readonly Rule[];
  readonly layers: readonly Layer[];
  readonly worktree: string;
  readonly home: string;
  readonly platform: Platform;
  readonly model: string | undefined;
  /** The engine's story per tool (same order as `tools`); rows without one show the outcomes alone. */
  readonly stories?: Analysis['toolStories'];
  /** The Simulator's "always" approvals (evaluated after every rule). */
  readonly approved?: readonly Rule[];
}

/** One outcome some inputs get, with an input that gets it and the rule that decides it. */
export interface WitnessRow {
  readonly kind: StageKind;
  /** `Denied at execute for "git push"`, or the words for an outcome no input reaches. */
  readonly text: string;
  readonly input: string | null;
  readonly index: number | null;
  readonly source: RuleSource | null;
}

/** A legacy `tools` value that lost when folded, and what beat it. */
export interface LostLegacyRow {
  readonly value: string;
  readonly lostTo: string;
  readonly scope: string;
  readonly location: SourceLocation | null;
  readonly locationText: string | null;
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
  /** For each of `someInputs`: an input that gets it and the rule, from the engine's witnesses. */
  readonly witnesses: readonly WitnessRow[];
  /** What the row stands for when it is not one tool id (`any tool of server github`); null otherwise. */
  readonly subject: string | null;
  /** The permission as the row's calls ask with it: the tool id, or `github_…` for any tool of a server, or the key with `*`. */
  readonly permissionText: string;
  readonly lostLegacy: readonly LostLegacyRow[];
  /** When an "always" approval decides every call of a visible tool: it is a session rule, and what it beat. */
  readonly approval: { readonly label: string; readonly beat: string | null } | null;
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

type Story = NonNullable<ToolRowsInput['stories']>[number];

function witnessesOf(story: Story | undefined, someInputs: readonly RuleAction[], input: ToolRowsInput): WitnessRow[] {
  return someInputs.map((action) => {
    const kind = stageOf(action, false);
    const w = story?.outcomes.find((o) => o.action === action);
    if (!w) return { kind, text: TOOL_TABLE_WORDS.unreachable(STAGE_LABELS[kind]), input: null, index: null, source: null };
    const text = TOOL_TABLE_WORDS.someInput(STAGE_LABELS[w.rule ? kind : 'default-ask'], w.input);
    return { kind: w.rule ? kind : 'default-ask', text, input: w.input, index: w.rule?.index ?? null, source: w.rule ? toRuleSource(w.rule.rule, input.layers, input.worktree, input.home) : null };
  });
}

function permissionTextOf(story: Story | undefined, permission: string): string {
  const s = story?.subject;
  if (!s || s.kind === 'tool') return permission;
  return s.kind === 'mcp-server' ? TOOL_SUBJECT_WORDS.mcpPermission(s.server) : s.key;
}

function subjectOf(story: Story | undefined): string | null {
  const s = story?.subject;
  if (!s || s.kind === 'tool') return null;
  return s.kind === 'mcp-server' ? TOOL_SUBJECT_WORDS['mcp-server'](s.server) : TOOL_SUBJECT_WORDS['key-pattern'](s.key);
}

function lostLegacyOf(story: Story | undefined, input: ToolRowsInput): LostLegacyRow[] {
  return (story?.lostLegacy ?? []).map((l) => ({
    value: LOST_LEGACY_WORDS.value(l.tool, l.json, l.action),
    lostTo: l.lostTo.kind === 'permission' ? LOST_LEGACY_WORDS.toPermission(l.lostTo.keyPath, l.lostTo.json) : LOST_LEGACY_WORDS.toTools(l.lostTo.tool),
    scope: LOST_LEGACY_WORDS.scope(l.agent),
    location: l.location ?? null,
    locationText: l.location ? `${toDisplayPath(l.location.file, input)}:${l.location.line}:${l.location.column}` : null,
  }));
}

/** Turns the engine's tool visibility into table rows, one per ToolVisibility, in the engine's order. */
export function toToolRows(input: ToolRowsInput): ToolRow[] {
  const isPatchModel = usesApplyPatch(input.model);
  return input.tools.map((t, i) => {
    const story = input.stories?.[i]?.tool === t.tool ? input.stories[i] : undefined;
    const subject = subjectOf(story);
    const permissionText = permissionTextOf(story, t.permission);
    const lostLegacy = lostLegacyOf(story, input);
    const isReplacedByApplyPatch = isPatchModel && (t.tool === 'edit' || t.tool === 'write');
    if (!t.visible) {
      return { tool: t.tool, permission: t.permission, visible: false, seen: 'hidden', bare: null, someInputs: [], witnesses: [], subject, permissionText, lostLegacy, approval: null, reason: hiddenReason(t, input), isReplacedByApplyPatch };
    }
    const decision = t.bare;
    const bare = t.stage;
    const reason: ToolReason = decision.rule
      ? { text: matchCountWords(decision.matches.length), index: decision.index, source: toRuleSource(decision.rule, input.layers, input.worktree, input.home) }
      : { text: 'no rule matched: default ask', index: null, source: null };
    const others = t.reachable.filter((a) => a !== decision.action);
    const approved = approvalForAnyInput(t.permission, input.approved ?? [], input.platform);
    const approval = approved ? { label: APPROVAL_WORDS.sessionRule, beat: decision.action === 'allow' ? null : APPROVAL_WORDS.beat(STAGE_LABELS[bare].toLowerCase()) } : null;
    return { tool: t.tool, permission: t.permission, visible: true, seen: bare, bare, someInputs: fold(t.reachable, decision.action), witnesses: witnessesOf(story, others, input), subject, permissionText, lostLegacy, approval, reason, isReplacedByApplyPatch };
  });
}

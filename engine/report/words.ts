/** The product's short words for outcomes, in one place for the CLI and every view. */
import type { AllowedBy } from '../ask/allowed-by.ts';
import type { Direction } from '../compare/diff-direction.ts';
import type { MatrixStatus } from '../compare/matrix.ts';
import type { RuleAction } from '../permission/rule.ts';
import type { Stage, StageKind } from '../permission/stage.ts';

/** How one stage kind is said: the CLI's lowercase word, the screen's label, and one line on what it means. */
export interface StageText {
  readonly word: string;
  readonly label: string;
  readonly hint: string;
  /** The explain card's full sentence on what happens at this stage. */
  readonly sentence: string;
}

/** The one table of stage words and hints. */
export const STAGE_TEXT: Readonly<Record<StageKind, StageText>> = {
  hidden: { word: 'hidden from the model', label: 'Hidden from the model', hint: 'removed at resolveTools: the model never sees the tool this turn', sentence: "Hidden at resolveTools: the tool is not in this turn's tool table, so the model never sees it and never calls it." },
  'denied-at-execute': { word: 'denied at execute', label: 'Denied at execute', hint: 'the model sees the tool; the call is refused and the reason goes back to the model', sentence: 'Denied at execute: the model sees the tool and may call it; the call is refused and the reason below is written back to the model.' },
  asks: { word: 'asks', label: 'Asks', hint: 'the user is asked (once, always, reject); work continues after the answer', sentence: 'Asks: the model sees the tool; before the call runs, the user is asked (once, always or reject), and work continues after the answer.' },
  'default-ask': { word: 'default ask', label: 'Default ask', hint: 'no rule matched, so the reference falls back to ask', sentence: 'Asks: the model sees the tool; before the call runs, the user is asked (once, always or reject), and work continues after the answer. No rule matched: this is the default ask.' },
  allowed: { word: 'allowed', label: 'Allowed', hint: 'runs without asking', sentence: 'Allowed: the model sees the tool and the call runs without asking.' },
};

function column<K extends string>(keys: readonly K[], pick: (t: StageText) => string): Readonly<Record<K, string>> {
  return Object.fromEntries(keys.map((k) => [k, pick(STAGE_TEXT[k as StageKind])])) as Record<K, string>;
}

const STAGES: readonly Stage[] = ['hidden', 'denied-at-execute', 'asks', 'allowed'];
const KINDS: readonly StageKind[] = [...STAGES, 'default-ask'];

/** The CLI's lowercase word for each stage (`hidden from the model`, `denied at execute`, ...). */
export const STAGE_WORDS: Readonly<Record<Stage, string>> = column(STAGES, (t) => t.word);

/** The screen's label for each stage kind (`Hidden from the model`, `Default ask`, ...). */
export const STAGE_LABELS: Readonly<Record<StageKind, string>> = column(KINDS, (t) => t.label);

/** One line under each label: what the stage means for the model and the user. */
export const STAGE_HINTS: Readonly<Record<StageKind, string>> = column(KINDS, (t) => t.hint);

/** A matrix cell's status in one word. */
export const MATRIX_WORDS: Readonly<Record<MatrixStatus, string>> = { hidden: 'Hidden', denied: 'Denied', asks: 'Asks', allowed: 'Allowed' };

/** What some inputs get, as the tail of "<action> for some inputs". */
export const SOME_INPUT_WORDS: Readonly<Record<RuleAction, string>> = { allow: 'allowed', ask: 'asks', deny: 'denied' };

/** Which way a change moves a decision. */
export const DIRECTION_WORDS: Readonly<Record<Direction, string>> = { more: 'More permissive', less: 'Less permissive', same: 'Same strength', unclear: 'Depends on the input' };


/** Why a played call's request went through without a question (the Simulator's request states). */
export const ALLOWED_BY_WORDS = {
  rules: 'allowed by the rules',
  /** An approval beat a deny; `{whose}` is filled from the denying rule's origin. */
  approvalOverDeny: "allowed by your earlier \u201calways\u201d approval (an approval rule, kept for every session of the instance), which beats {whose} deny",
  approvalOverAsk: 'allowed by your earlier \u201calways\u201d approval (an approval rule, kept for every session of the instance): no question this time',
} as const;

/** Whose deny an approval beat, by the denying rule's origin kind. */
const DENY_OWNER: Readonly<Record<string, string>> = { config: "the config's", 'legacy-tools': "the config's", 'env-permission': "AGENTFORGE_PERMISSION's", 'builtin-default': 'the default', 'builtin-agent': "the agent's", request: "the request's", 'subagent-inherited': "the parent session's", 'subagent-default': "the subagent's" };

/** The words for why an allowed request went through. */
export function allowedByWords(by: AllowedBy): string {
  if (by.kind === 'rules') return ALLOWED_BY_WORDS.rules;
  if (by.overrides === 'ask') return ALLOWED_BY_WORDS.approvalOverAsk;
  const kind = by.overridden?.origin?.kind;
  const whose = kind && Object.hasOwn(DENY_OWNER, kind) ? DENY_OWNER[kind]! : "the rules'";
  return ALLOWED_BY_WORDS.approvalOverDeny.replace('{whose}', whose);
}

/** What a run mode does to a question in the Simulator, in place of the user's answer. */
export const AUTO_REPLY_WORDS: Readonly<Record<'reject' | 'once', string>> = {
  reject: 'rejected by non-interactive run: nobody can answer, so the ask is rejected without waiting',
  once: 'answered \u201conce\u201d by --auto: the call runs and nothing is remembered',
};

/** The Tools table's words: its column headings (with a hint each), what a row stands for, and its "some inputs" and lost-legacy sentences. */
export const TOOL_TABLE_WORDS = {
  columns: {
    tool: 'Tool',
    permission: 'Permission',
    seen: 'Model sees',
    usual: 'Most calls',
    usualHint: 'What a call gets when no pattern but a catch-all (*) names its input',
    someInputs: 'Some inputs',
    why: 'Why',
  },
  /** An input for an outcome: `Denied at execute for "git push"`, then the rule that decides it. */
  someInput: (label: string, input: string) => `${label} for ${JSON.stringify(input)}`,
  /** The default ask's witness has no rule. */
  noRuleMatches: 'no rule matches it',
  /** An outcome some rule gives, that no input the tool asks with can reach. */
  unreachable: (label: string) => `${label} for no input the tool asks with (see the lint on the rule)`,
  lostLegacyHead: 'Lost legacy value',
} as const;

/** What a row of the Tools table stands for, when it is not one tool id. */
export const TOOL_SUBJECT_WORDS = {
  'mcp-server': (server: string) => `any tool of server ${server}`,
  'key-pattern': (key: string) => `any tool matching ${key}`,
  /** The permission an MCP server's tools ask with: their own ids, `<server>_<tool>`. */
  mcpPermission: (server: string) => `${server}_…`,
} as const;

/** A legacy `tools` value that lost when folded: what it was and what beat it. */
export const LOST_LEGACY_WORDS = {
  value: (tool: string, json: string, action: RuleAction) => `tools.${tool} = ${json} (would ${action === 'allow' ? 'allow' : 'deny'})`,
  toPermission: (keyPath: readonly string[], json: string) => `lost to ${keyPath.join('.')} = ${json}: explicit permission wins over legacy tools`,
  toTools: (tool: string) => `lost to tools.${tool}, which folds into the same key and comes later`,
  scope: (agent: string | null) => (agent === null ? 'top-level tools' : `agent ${agent}'s tools`),
} as const;

/** How an "always" approval shows beside the config: it is a session rule, and it beat what the config says. */
export const APPROVAL_WORDS = {
  allowedBy: 'Allowed by a session rule',
  sessionRule: 'session rule from an "always" approval',
  beat: (configWords: string) => `beats the config: without it, ${configWords}`,
  heading: 'Approved with "always" in the Simulator',
} as const;

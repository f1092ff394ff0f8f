/** The explain card's data: one decision in plain words, the rule that won and those that lost, the stage and the run modes. */
import { stageOf, type Stage } from '../permission/stage.ts';
import { ASK_MESSAGES } from '../permission/ask-flow.ts';
import type { Decision, RuleMatch } from '../permission/evaluate.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule, RuleAction, RuleOrigin, Ruleset, SourceLocation } from '../permission/rule.ts';
import { compiledRuleset } from '../permission/compiled-ruleset.ts';
import { describeOrigin, matchCountWords, ruleKeyLabel } from '../permission/describe.ts';
import { applyEveryRunMode, type RunModeOutcome } from '../ask/run-mode.ts';
import { STAGE_TEXT } from './words.ts';

/** A piece of a sentence: plain words or code (a rule key, an action, a pattern). */
export interface SentencePart {
  readonly kind: 'text' | 'code';
  readonly text: string;
}

/** A rule as the card names it: how it is written, where, and its position in the ruleset. */
export interface ExplainedRule {
  readonly index: number;
  readonly rule: Rule;
  /** `edit["*"]`, `tools.bash`, or `bash "*" deny` for rules nobody wrote. */
  readonly label: string;
  /** `agentforge.json line 6`, or the engine's origin words (`built-in default rule of every agent`). */
  readonly where: string;
  /** The span to highlight in its editor; null for built-in, session and env rules. */
  readonly location: SourceLocation | null;
  /** True for rules a subagent session inherited from its parent. */
  readonly isInherited: boolean;
}

/** A rule that did not decide, and why. */
export interface LostRule extends ExplainedRule {
  readonly reason: 'overridden' | 'pattern-mismatch';
  readonly why: string;
}

/** What the card needs besides the decision. */
export interface ExplainContext {
  readonly permission: string;
  /** The string the patterns were compared with. */
  readonly input: string;
  /** The ruleset the decision was evaluated against (agent rules ++ session rules): the Denied text lists from it. */
  readonly ruleset: Ruleset;
  readonly platform: Platform;
  /** Whether the model sees the tool at all, and what hid it. */
  readonly hiddenBy: 'request' | 'rule' | null;
  /** The tool id when it differs from the permission (write is checked as edit). */
  readonly tool?: string;
  /** The last rule for the permission (the one `disabled` looks at), when `hiddenBy` is `rule`. */
  readonly hidingRule?: RuleMatch | null;
  /** How a file path is shown (worktree-relative, `~/…`); the identity when absent. */
  readonly displayPath?: (file: string) => string;
}

/** Everything the explain card shows about one decision; every word comes from here. */
export interface DecisionExplanation {
  readonly permission: string;
  readonly input: string;
  readonly action: RuleAction;
  readonly stage: Stage;
  readonly isDefault: boolean;
  /** The headline: what decided, in one sentence. */
  readonly sentence: readonly SentencePart[];
  /** When the tool is hidden: what its rules would say if it could be called; null otherwise. */
  readonly ifCalled: readonly SentencePart[] | null;
  /** What happens at the stage, in one sentence. */
  readonly stageText: string;
  readonly winner: ExplainedRule | null;
  /** Matching rules that lost to a later one, in evaluation order. */
  readonly overridden: readonly LostRule[];
  /** Rules for this permission whose pattern does not match the input. */
  readonly unmatched: readonly LostRule[];
  /** The default, in words, when no rule matched; null otherwise. */
  readonly fallback: string | null;
  /** The exact Denied text the model receives when the call is refused at execute; null otherwise. */
  readonly modelMessage: string | null;
  readonly modes: readonly RunModeOutcome[];
}

/** The source position of a rule, when the loader recorded one (inherited rules keep their parent's). */
export function ruleLocation(origin: RuleOrigin | undefined): SourceLocation | null {
  if (!origin) return null;
  if (origin.kind === 'config' || origin.kind === 'legacy-tools') return origin.location ?? null;
  if (origin.kind === 'subagent-inherited') return ruleLocation(origin.from);
  return null;
}

/** The Denied text the model receives for a refused call: the ruleset entries whose permission glob matches (§13). */
export function deniedMessageFor(permission: string, ruleset: Ruleset, platform: Platform): string {
  return ASK_MESSAGES.denied(compiledRuleset(ruleset, platform).rulesFor(permission).map((i) => ruleset[i]!));
}

/** A rule at its index, named as the card names it; `show` shortens file paths. */
export function explainRule(match: RuleMatch, show: (file: string) => string = (f) => f): ExplainedRule {
  const { rule, index } = match;
  const location = ruleLocation(rule.origin);
  const origin = rule.origin;
  const inherited = origin?.kind === 'subagent-inherited';
  const place = location ? `${show(location.file)} line ${location.line}` : null;
  // An inherited rule travelled with the parent SESSION's rules (§10.5), so say where it first came from.
  const where = inherited ? `${place ?? describeOrigin(origin.from)}, inherited from the ${origin.parent} session` : (place ?? describeOrigin(origin));
  const label = ruleKeyLabel(inherited ? origin.from : origin, rule);
  return { index, rule, label, where, location, isInherited: inherited };
}

const text = (t: string): SentencePart => ({ kind: 'text', text: t });
const code = (t: string): SentencePart => ({ kind: 'code', text: t });

/** Joins parts into one plain string, code in backticks (for tests, titles and the CLI). */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((p) => (p.kind === 'code' ? `\`${p.text}\`` : p.text)).join('');
}

function decisionSentence(decision: Decision, winner: ExplainedRule | null, ctx: ExplainContext): SentencePart[] {
  if (!winner) return [code('ask'), text(' by default: no rule matches '), code(ctx.permission), text(' with '), code(JSON.stringify(ctx.input)), text(', so the reference falls back to ask')];
  const n = decision.matches.length;
  const where = winner.location ? ` in ${winner.where}` : ` (${winner.where})`;
  return [code(decision.action), text(' set by '), code(winner.label), text(`${where}, ${n === 1 ? matchCountWords(n) : `the ${matchCountWords(n)}`}`)];
}

function hiddenSentence(ctx: ExplainContext, show: (file: string) => string): SentencePart[] {
  const tool = ctx.tool ?? ctx.permission;
  if (ctx.hiddenBy === 'request') return [text('Hidden from the model: this request sets '), code(`tools.${tool} = false`), text(', so resolveTools drops the tool and the model never sees it this turn')];
  const last = ctx.hidingRule ? explainRule(ctx.hidingRule, show) : null;
  const by = last ? [code(last.label), text(last.location ? ` in ${last.where}` : ` (${last.where})`)] : [text('a rule')];
  return [text('Hidden from the model: the last rule for '), code(ctx.permission), text(' is '), ...by, text(', a '), code('deny'), text(' with pattern '), code('*'), text(', so resolveTools removes the tool and the model never sees it')];
}

/** Builds the explanation of one decision; pure, and total on any input. */
export function explainDecision(decision: Decision, ctx: ExplainContext): DecisionExplanation {
  const show = ctx.displayPath ?? ((file: string) => file);
  const isHidden = ctx.hiddenBy !== null;
  const stage = stageOf(decision.action, isHidden);
  const winnerMatch = decision.matches.find((m) => m.index === decision.index) ?? null;
  const winner = winnerMatch ? explainRule(winnerMatch, show) : null;
  const overridden: LostRule[] = decision.matches
    .filter((m) => m !== winnerMatch)
    .map((m) => ({ ...explainRule(m, show), reason: 'overridden', why: winner ? `overridden by a later rule: #${winner.index} ${winner.label} (the last match wins)` : 'overridden by a later rule' }));
  const matched = new Set(decision.matches.map((m) => m.index));
  const unmatched: LostRule[] = [];
  for (const index of compiledRuleset(ctx.ruleset, ctx.platform).rulesFor(ctx.permission)) {
    const rule = ctx.ruleset[index]!;
    if (matched.has(index)) continue;
    unmatched.push({ ...explainRule({ rule, index }, show), reason: 'pattern-mismatch', why: `its pattern ${JSON.stringify(rule.pattern)} does not match ${JSON.stringify(ctx.input)}` });
  }
  const said = decisionSentence(decision, winner, ctx);
  const modelMessage = stage === 'denied-at-execute' ? deniedMessageFor(ctx.permission, ctx.ruleset, ctx.platform) : null;
  const deniedForModes = decision.action === 'deny' ? deniedMessageFor(ctx.permission, ctx.ruleset, ctx.platform) : null;
  return {
    permission: ctx.permission,
    input: ctx.input,
    action: decision.action,
    stage,
    isDefault: decision.isDefault,
    sentence: isHidden ? hiddenSentence(ctx, show) : said,
    ifCalled: isHidden ? said : null,
    stageText: STAGE_TEXT[stageOf(decision.action, isHidden, decision.isDefault)].sentence,
    winner,
    overridden,
    unmatched,
    fallback: decision.isDefault ? `No rule for ${ctx.permission} matches ${JSON.stringify(ctx.input)}, so the reference falls back to ask.` : null,
    modelMessage,
    modes: applyEveryRunMode(stage, deniedForModes),
  };
}

import { evaluate, type Decision } from '../permission/evaluate.ts';
import type { Platform } from '../permission/platform.ts';
import type { Ruleset, RuleAction } from '../permission/rule.ts';
import type { ShellAnalysis, ShellPermission } from '../shell/shell-analysis.ts';

/** One pattern of one request, and how the ruleset decides it. */
export interface ShellPatternDecision {
  readonly pattern: string;
  readonly decision: Decision;
}

/** One `ask` call of the shell tool, decided pattern by pattern. */
export interface ShellRequestDecision {
  readonly permission: ShellPermission;
  readonly patterns: readonly ShellPatternDecision[];
  /** What an "always" answer to this request would store (as allow rules). */
  readonly always: readonly string[];
  /** deny if any pattern is denied, else ask if any asks, else allow (an empty list allows). */
  readonly action: RuleAction;
}

/** The whole shell call: each request in ask order, and the combined outcome. */
export interface ShellCallDecision {
  readonly requests: readonly ShellRequestDecision[];
  /** deny when any request is denied (the call is refused there), else ask when any asks, else allow. */
  readonly action: RuleAction;
  /** The first request (in ask order) that is denied: the call stops there and later requests are never asked. */
  readonly deniedAt: number | null;
  /** The pattern that settles the call: the first denied one, else the first that asks, else the last allowed; null when nothing is asked. */
  readonly decisive: (ShellPatternDecision & { readonly permission: ShellPermission }) | null;
  /** The call's result: the combined action, or `error` when the tool fails before asking anything. */
  readonly outcome: RuleAction | 'error';
  /** Set when the tool fails before asking anything (bad arguments, a parse failure). */
  readonly error?: { readonly name: string; readonly message: string };
}

function combine(actions: readonly RuleAction[]): RuleAction {
  if (actions.includes('deny')) return 'deny';
  if (actions.includes('ask')) return 'ask';
  return 'allow';
}

/**
 * Decides a shell call the way the reference's ask service would: each request's patterns are evaluated
 * against `rulesets` (agent rules, session rules, approvals); a deny in any pattern refuses that request
 * at once, and since requests are asked in order, nothing after a denied request is asked.
 */
export function decideShellCall(shell: ShellAnalysis, rulesets: readonly Ruleset[], platform: Platform = 'linux'): ShellCallDecision {
  const requests = shell.requests.map((request): ShellRequestDecision => {
    const patterns = request.patterns.map((pattern) => ({ pattern, decision: evaluate(request.permission, pattern, rulesets, platform) }));
    return { permission: request.permission, patterns, always: request.always, action: combine(patterns.map((p) => p.decision.action)) };
  });
  const denied = requests.findIndex((r) => r.action === 'deny');
  const action = combine(requests.map((r) => r.action));
  const flat = requests.flatMap((r) => r.patterns.map((p) => ({ ...p, permission: r.permission })));
  const decisive = flat.find((p) => p.decision.action === 'deny') ?? flat.find((p) => p.decision.action === 'ask') ?? flat[flat.length - 1] ?? null;
  const base = { requests, action, deniedAt: denied < 0 ? null : denied, decisive };
  return shell.error ? { ...base, outcome: 'error', error: { name: shell.error.name, message: shell.error.message } } : { ...base, outcome: action };
}

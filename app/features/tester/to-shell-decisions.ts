import type { Decision } from '../../../engine/permission/evaluate.ts';
import type { RuleAction } from '../../../engine/permission/rule.ts';
import type { ShellAnalysis } from '../../../engine/shell/shell-analysis.ts';

/** One pattern the shell tool asks with, and the decision on it. */
export interface ShellAsk {
  readonly permission: string;
  readonly pattern: string;
  readonly decision: Decision;
}

/** A command's outcome: every ask in the reference's order, the one that decides, and the overall action. */
export interface ShellOutcome {
  readonly asks: readonly ShellAsk[];
  /** The ask that settles the call: the first deny, else the first ask, else the last allow; null when nothing is asked. */
  readonly decisive: ShellAsk | null;
  /** deny if any pattern is denied, else ask if any asks, else allow (also when nothing is asked). */
  readonly action: RuleAction;
  /** The call fails before anything is asked (bad parameters, a parse failure). */
  readonly error: string | null;
}

/** Evaluates every pattern of every request of one shell analysis. */
export function toShellOutcome(analysis: ShellAnalysis, decide: (permission: string, pattern: string) => Decision): ShellOutcome {
  if (analysis.error) return { asks: [], decisive: null, action: 'deny', error: `${analysis.error.name}: ${analysis.error.message}` };
  const asks: ShellAsk[] = [];
  for (const request of analysis.requests) for (const pattern of request.patterns) asks.push({ permission: request.permission, pattern, decision: decide(request.permission, pattern) });
  const decisive = asks.find((a) => a.decision.action === 'deny') ?? asks.find((a) => a.decision.action === 'ask') ?? asks[asks.length - 1] ?? null;
  return { asks, decisive, action: decisive?.decision.action ?? 'allow', error: null };
}

/** Every directory that holds a scenario file (absolute POSIX paths), for the shell's `isDir` check. */
export function toDirectorySet(filePaths: readonly string[]): ReadonlySet<string> {
  const dirs = new Set<string>(['/']);
  for (const path of filePaths) {
    const parts = path.split('/').filter(Boolean).slice(0, -1);
    parts.forEach((_, i) => dirs.add(`/${parts.slice(0, i + 1).join('/')}`));
  }
  return dirs;
}

/** Which way a change moves a policy: more permissive, less permissive, neither, or it depends on the input. */
import type { RuleAction } from '../permission/rule.ts';
import type { MatrixStatus } from './matrix.ts';

/** `more`: something is now allowed that was not (allow > ask > deny); `less`: the reverse; `same`: no change of strength; `unclear`: it depends. */
export type Direction = 'more' | 'less' | 'same' | 'unclear';

/** How permissive each action is: allow > ask > deny. */
export const ACTION_RANK: Readonly<Record<RuleAction, number>> = { deny: 0, ask: 1, allow: 2 };

/** How permissive each matrix status is: hidden < denied at execute < asks < allowed. */
export const STATUS_RANK: Readonly<Record<MatrixStatus, number>> = { hidden: 0, denied: 1, asks: 2, allowed: 3 };

/** Compares two ranks: higher after means more permissive. */
export function compareRanks(before: number, after: number): Direction {
  return after > before ? 'more' : after < before ? 'less' : 'same';
}

/** The direction of an action change (allow > ask > deny). */
export function compareActions(before: RuleAction, after: RuleAction): Direction {
  return compareRanks(ACTION_RANK[before], ACTION_RANK[after]);
}

/** The direction of adding (or removing) a rule with this action, taken alone: an allow opens, a deny closes, an ask depends on what it replaces. */
export function ruleDirection(action: RuleAction, kind: 'added' | 'removed'): Direction {
  if (action === 'ask') return 'unclear';
  const opens = action === 'allow';
  return kind === 'added' === opens ? 'more' : 'less';
}

/** The direction of a change in the set of actions some inputs can get: gaining allow or losing deny opens; the reverse closes. */
export function compareActionSets(before: readonly RuleAction[], after: readonly RuleAction[]): Direction {
  const gained = after.filter((a) => !before.includes(a));
  const lost = before.filter((a) => !after.includes(a));
  const votes = new Set<Direction>([...gained.map((a) => ruleDirection(a, 'added')), ...lost.map((a) => ruleDirection(a, 'removed'))].filter((d) => d !== 'unclear'));
  if (votes.size === 1) return [...votes][0]!;
  return gained.length === 0 && lost.length === 0 ? 'same' : 'unclear';
}

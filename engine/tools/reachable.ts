import type { Rule, RuleAction } from '../permission/rule.ts';

/**
 * The actions calls of a tool can still get: from the last live rule for its permission with pattern `*`
 * (which decides every input no later rule matches) and every live rule after it; the default ask when
 * no such catch-all exists. `indices` are the ascending indices of the rules whose permission glob
 * matches the permission.
 */
export function reachableActions(indices: readonly number[], ruleset: readonly Rule[], isDead: (index: number) => boolean): RuleAction[] {
  const actions = new Set<RuleAction>();
  let covered = false;
  for (let k = indices.length - 1; k >= 0 && !covered; k--) {
    const i = indices[k]!;
    if (isDead(i)) continue;
    const rule = ruleset[i]!;
    actions.add(rule.action);
    if (rule.pattern === '*') covered = true;
  }
  if (!covered) actions.add('ask');
  return (['allow', 'ask', 'deny'] as const).filter((a) => actions.has(a));
}

import { matchWildcard } from '../permission/wildcard.ts';

/** A bare rule as the reference prints it. */
export interface BareRule {
  readonly permission: string;
  readonly pattern: string;
  readonly action: 'allow' | 'ask' | 'deny';
}

/** A `permission` object being built: keys in order, each with its patterns in order. */
type Groups = Map<string, Map<string, BareRule['action']>>;

const IS_WILD = /[*?]/;

/** True when some permission name could match both keys, so their relative order matters. */
function overlaps(a: string, b: string): boolean {
  if (a === b) return true;
  const aw = IS_WILD.test(a);
  const bw = IS_WILD.test(b);
  if (aw && bw) return true;
  if (aw) return matchWildcard(b, a);
  if (bw) return matchWildcard(a, b);
  return false;
}

/** Adds a rule at the end of its key's group, when no later key could reorder a decision; false when it cannot. */
function place(groups: Groups, rule: BareRule): boolean {
  const group = groups.get(rule.permission);
  if (!group) {
    groups.set(rule.permission, new Map([[rule.pattern, rule.action]]));
    return true;
  }
  const keys = [...groups.keys()];
  const later = keys.slice(keys.indexOf(rule.permission) + 1);
  // The same pattern again would replace the earlier entry in place: keep both by using the next object.
  if (group.has(rule.pattern) || later.some((k) => overlaps(k, rule.permission))) return false;
  group.set(rule.pattern, rule.action);
  return true;
}

/** A plain `permission` object from groups: a lone `*` pattern is written as the short string form. */
function toObject(groups: Groups): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, patterns] of groups) {
    const only = patterns.size === 1 ? patterns.get('*') : undefined;
    const value = only !== undefined ? only : Object.fromEntries(patterns);
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** How an ordered list of rules is written as config: the top-level `permission`, then the agent's own, and what did not fit. */
export interface PermissionLayout {
  readonly global: Record<string, unknown>;
  readonly agent: Record<string, unknown>;
  /** Rules that could not keep their order in either object (they are still written, at the nearest place). */
  readonly misplaced: readonly BareRule[];
}

/**
 * Writes an ordered ruleset as config `permission` objects, which load as rules in key order.
 * Rules move next to earlier rules of the same key only across keys that can never match the same
 * permission, so every decision stays the same; what needs a second run of a key goes to the
 * agent's own `permission` (loaded after the top-level one).
 */
export function layoutPermissions(rules: readonly BareRule[]): PermissionLayout {
  const global: Groups = new Map();
  const agent: Groups = new Map();
  const misplaced: BareRule[] = [];
  let target = global;
  for (const rule of rules) {
    if (place(target, rule)) continue;
    if (target === global) {
      target = agent;
      if (place(target, rule)) continue;
    }
    misplaced.push(rule);
    // The earlier rule with this key and pattern can never win after this one, so dropping it changes no decision.
    const group = target.get(rule.permission) ?? new Map<string, BareRule['action']>();
    group.delete(rule.pattern);
    group.set(rule.pattern, rule.action);
    target.set(rule.permission, group);
  }
  return { global: toObject(global), agent: toObject(agent), misplaced };
}

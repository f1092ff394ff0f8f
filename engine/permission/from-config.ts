import type { Rule, RuleAction, RuleOrigin } from './rule.ts';

/** Tells where the permission entry at a key path (`['bash']` or `['bash', 'rm *']`, raw keys) came from. */
export type OriginOf = (keyPath: readonly string[]) => RuleOrigin | undefined;

/** Expands a leading `~/`, a bare `~`, or a leading `$HOME` (even `$HOMEfoo`, a reference quirk) to `home`. */
export function expandHome(pattern: string, home: string): string {
  if (pattern.startsWith('~/')) return home + pattern.slice(1);
  if (pattern === '~') return home;
  if (pattern.startsWith('$HOME')) return home + pattern.slice(5);
  return pattern;
}

/** Rules by origin: an origin shared across runs (an unchanged layer's) gives back the same rule object. */
const ruleByOrigin = new WeakMap<RuleOrigin, Rule>();

/** A rule; `{permission, action, pattern}` key order for a bare action, `{permission, pattern, action}` for a map entry, as before. */
function ruleWith(permission: string, pattern: string, action: RuleAction, origin: RuleOrigin | undefined, isBare: boolean): Rule {
  if (origin === undefined) return isBare ? { permission, action, pattern } : { permission, pattern, action };
  const known = ruleByOrigin.get(origin);
  if (known && known.permission === permission && known.pattern === pattern && known.action === action) return known;
  const rule: Rule = isBare ? { permission, action, pattern, origin } : { permission, pattern, action, origin };
  ruleByOrigin.set(origin, rule);
  return rule;
}

/**
 * Turns a decoded `permission` object into ordered rules, walking keys in JS enumeration order: a string
 * value gives `{permission, action, pattern: '*'}`, a map gives `{permission, pattern, action}` per entry
 * (key orders as the reference builds them). Only patterns get home expansion. Values are kept verbatim,
 * as the reference does for the unvalidated `AGENTFORGE_PERMISSION`, so an action may be any string.
 */
export function fromConfig(permission: unknown, home: string, originOf?: OriginOf): Rule[] {
  const rules: Rule[] = [];
  if (typeof permission !== 'object' || permission === null) return rules;
  // Object.keys, not Object.entries: the same order (integer-like keys first), without a pair array per rule.
  const byKey = permission as Record<string, unknown>;
  for (const key of Object.keys(byKey)) {
    const value = byKey[key];
    if (typeof value === 'string') {
      rules.push(ruleWith(key, '*', value as RuleAction, originOf?.([key]), true));
      continue;
    }
    // The reference calls Object.entries on any non-string; null would crash it, so it gives nothing here.
    if (typeof value !== 'object' || value === null) continue;
    const byPattern = value as Record<string, unknown>;
    for (const pattern of Object.keys(byPattern)) {
      rules.push(ruleWith(key, expandHome(pattern, home), byPattern[pattern] as RuleAction, originOf?.([key, pattern]), false));
    }
  }
  return rules;
}

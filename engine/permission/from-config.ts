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

function withOrigin<T extends object>(rule: T, origin: RuleOrigin | undefined): T {
  return origin === undefined ? rule : { ...rule, origin };
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
  for (const [key, value] of Object.entries(permission)) {
    if (typeof value === 'string') {
      const rule = { permission: key, action: value as RuleAction, pattern: '*' };
      rules.push(withOrigin(rule, originOf?.([key])));
      continue;
    }
    // The reference calls Object.entries on any non-string; null would crash it, so it gives nothing here.
    if (typeof value !== 'object' || value === null) continue;
    for (const [pattern, action] of Object.entries(value)) {
      const rule = { permission: key, pattern: expandHome(pattern, home), action: action as RuleAction };
      rules.push(withOrigin(rule, originOf?.([key, pattern])));
    }
  }
  return rules;
}

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

/**
 * One entry of a permission object changed, and nothing else: an action (`path` `[permission]` for a bare one,
 * `[permission, pattern]` for one of a map), or a key renamed in place: a map's pattern (`path` `[permission]`) or
 * the permission of a bare action (`path` `[]`).
 */
export type PermissionEdit = { readonly kind: 'value'; readonly path: readonly [string] | readonly [string, string] } | { readonly kind: 'key'; readonly path: readonly [] | readonly [string]; readonly from: string; readonly to: string };

/** A key JS enumerates before the others (an array index): renaming one to or from it can move it. */
function isIndexKey(key: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;
}

/**
 * `fromConfig` after one edit of the permission object `before` was made from (`prefix` is where that object sits in
 * the config, for the rules' key paths): `before` with the one rule the edit reaches made again, every other rule the
 * same object. Gives what `fromConfig` gives when the edit is all that changed and every other entry keeps its origin
 * (a load that took the one-leaf shortcut: config/load-shortcut.ts). Null when the edited rule is not found once
 * in `before`, the new entry is not a string, or a renamed key is an array index (its place in the order may move).
 */
export function fromConfigAfterEdit(before: readonly Rule[], permission: unknown, home: string, originOf: OriginOf, prefix: readonly string[], edit: PermissionEdit): Rule[] | null {
  if (typeof permission !== 'object' || permission === null) return null;
  // A bare action: its value edited (`[permission]`), or its permission renamed (`[]`).
  const isBare = edit.kind === 'value' ? edit.path.length === 1 : edit.path.length === 0;
  const name = edit.path[0] ?? (edit.kind === 'key' ? edit.to : '');
  if (isIndexKey(name) || (edit.kind === 'key' && (isIndexKey(edit.from) || isIndexKey(edit.to)))) return null;
  const oldTail = edit.kind === 'key' ? (edit.path.length === 0 ? [edit.from] : [name, edit.from]) : edit.path;
  const at = indexOfEntry(before, prefix, oldTail);
  if (at < 0) return null;
  const entry = (permission as Record<string, unknown>)[name];
  let rule: Rule;
  if (isBare) {
    if (typeof entry !== 'string') return null;
    rule = ruleWith(name, '*', entry as RuleAction, originOf([name]), true);
  } else {
    const pattern = edit.kind === 'key' ? edit.to : edit.path[1]!;
    const value = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[pattern] : undefined;
    if (typeof value !== 'string') return null;
    rule = ruleWith(name, expandHome(pattern, home), value as RuleAction, originOf([name, pattern]), false);
  }
  const rules = before.slice();
  rules[at] = rule;
  return rules;
}

/** The index of the one rule of `rules` whose config origin is the entry at `[...prefix, ...tail]` (`tail[0]` its permission); -1 when none or several. */
function indexOfEntry(rules: readonly Rule[], prefix: readonly string[], tail: readonly string[]): number {
  const length = prefix.length + tail.length;
  const last = tail[tail.length - 1]!;
  let found = -1;
  for (let i = 0; i < rules.length; i++) {
    const origin = rules[i]!.origin;
    if (origin?.kind !== 'config') continue;
    const path = origin.keyPath;
    if (path.length !== length || path[length - 1] !== last || rules[i]!.permission !== tail[0]) continue;
    let same = true;
    for (let k = 0; k < length && same; k++) same = path[k] === (k < prefix.length ? prefix[k] : tail[k - prefix.length]);
    if (!same) continue;
    if (found >= 0) return -1;
    found = i;
  }
  return found;
}

import type { Decision, RuleMatch } from './evaluate.ts';
import type { Platform } from './platform.ts';
import type { Rule } from './rule.ts';
import { compilePattern } from './wildcard.ts';

/** Which rules of a ruleset have a permission glob that matches a given permission. */
export interface PermissionIndex {
  /** Ascending indices of the rules whose permission glob matches `permission`. */
  rulesFor(permission: string): readonly number[];
}

/**
 * Indexes rules by permission glob. On linux and darwin a glob without `*` or `?` matches exactly the
 * permission equal to it (backslashes read as `/`), so literal globs are looked up, and only wildcard
 * globs are matched one by one; win32 folds case, so every glob is matched there. A ruleset with
 * thousands of distinct permission keys then costs per tool what its matching rules cost, not a pass
 * over every key.
 */
export function indexPermissions(ruleset: readonly Rule[], platform: Platform): PermissionIndex {
  const rulesByGlob = new Map<string, number[]>();
  ruleset.forEach((rule, index) => {
    const list = rulesByGlob.get(rule.permission);
    if (list) list.push(index);
    else rulesByGlob.set(rule.permission, [index]);
  });
  const slash = (text: string) => text.replaceAll('\\', '/');
  const literalGlobs = new Map<string, string[]>();
  const wildcardGlobs: string[] = [];
  for (const glob of rulesByGlob.keys()) {
    if (platform === 'win32' || glob.includes('*') || glob.includes('?')) wildcardGlobs.push(glob);
    else {
      const key = slash(glob);
      const same = literalGlobs.get(key);
      if (same) same.push(glob);
      else literalGlobs.set(key, [glob]);
    }
  }
  const byPermission = new Map<string, readonly number[]>();
  return {
    rulesFor(permission) {
      let indices = byPermission.get(permission);
      if (!indices) {
        const globs = [...(platform === 'win32' ? [] : literalGlobs.get(slash(permission)) ?? []), ...wildcardGlobs.filter((g) => compilePattern(g, platform).match(permission))];
        const merged = globs.flatMap((g) => rulesByGlob.get(g) ?? []);
        indices = globs.length > 1 ? merged.sort((x, y) => x - y) : merged;
        byPermission.set(permission, indices);
      }
      return indices;
    },
  };
}

/** `evaluate` for one permission over the rules the index already found for it (the same Decision, indices into `ruleset`). */
export function decideIndexed(permission: string, input: string, ruleset: readonly Rule[], indices: readonly number[], platform: Platform): Decision {
  const matches: RuleMatch[] = [];
  for (const index of indices) {
    const rule = ruleset[index]!;
    if (compilePattern(rule.pattern, platform).match(input)) matches.push({ rule, index });
  }
  const winner = matches[matches.length - 1];
  if (winner) return { action: winner.rule.action, rule: winner.rule, index: winner.index, isDefault: false, default: null, matches };
  return { action: 'ask', rule: null, index: -1, isDefault: true, default: { action: 'ask', permission, pattern: '*' }, matches };
}

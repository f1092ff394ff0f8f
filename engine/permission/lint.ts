import type { RuleMatch } from './evaluate.ts';
import type { Platform } from './platform.ts';
import type { Rule, Ruleset } from './rule.ts';
import { compilePattern } from './wildcard.ts';

/** A rule that can never win, and the later rule that matches everything it matches. */
export interface UnreachableRule {
  readonly index: number;
  readonly rule: Rule;
  readonly shadowedBy: RuleMatch;
}

function hasWildcard(glob: string): boolean {
  return glob.includes('*') || glob.includes('?');
}

function sameGlob(a: string, b: string, platform: Platform): boolean {
  const na = a.replaceAll('\\', '/');
  const nb = b.replaceAll('\\', '/');
  // Only ASCII letters are folded here: a safe under-approximation of win32 folding.
  return platform === 'win32' ? na.replace(/[a-z]/g, (c) => c.toUpperCase()) === nb.replace(/[a-z]/g, (c) => c.toUpperCase()) : na === nb;
}

/**
 * True only when `later` provably matches every string `earlier` matches: `later` is `*`, the two globs
 * are the same text (after `\`→`/`), or `earlier` is a literal that `later` matches. Conservative by design.
 */
export function globCovers(later: string, earlier: string, platform: Platform = 'linux'): boolean {
  if (later === '*') return true;
  if (sameGlob(later, earlier, platform)) return true;
  return !hasWildcard(earlier) && compilePattern(later, platform).match(earlier);
}

/** True when `later` matches every (permission, input) pair that `earlier` matches. */
export function ruleCovers(later: Rule, earlier: Rule, platform: Platform = 'linux'): boolean {
  return globCovers(later.permission, earlier.permission, platform) && globCovers(later.pattern, earlier.pattern, platform);
}

/**
 * Rules that can never be the winner because some later rule matches everything they match
 * (last match wins). `shadowedBy` is the last such rule. Example: in `{"git status": "allow", "*": "ask"}`
 * the `git status` rule is dead.
 */
export function findUnreachableRules(ruleset: Ruleset, platform: Platform = 'linux'): UnreachableRule[] {
  const dead: UnreachableRule[] = [];
  ruleset.forEach((rule, index) => {
    for (let later = ruleset.length - 1; later > index; later--) {
      const candidate = ruleset[later]!;
      if (!ruleCovers(candidate, rule, platform)) continue;
      dead.push({ index, rule, shadowedBy: { rule: candidate, index: later } });
      return;
    }
  });
  return dead;
}

import type { Rule } from '../permission/rule.ts';

/** Two rules that say the same: permission, pattern, action, and the same origin object (or none). */
function sameRule(a: Rule, b: Rule): boolean {
  return a.permission === b.permission && a.pattern === b.pattern && a.action === b.action && a.origin === b.origin;
}

/**
 * The rule lists of the last `buildAgents`, by what they are (`defaults`, `builtin:<name>`, `user`, `agent:<key>`), so
 * a list that says what it said before is the same array, and a rule that says what it said before is the same object.
 * A keystroke in one rule then changes one list of one agent: the rest of every agent is what it was, for every cache
 * and view that compares by identity, and for the worker, which sends the page only what it does not hold.
 */
export class StableRules {
  private before = new Map<string, readonly Rule[]>();
  private now = new Map<string, readonly Rule[]>();

  /** The list the last build kept under `key`, if it kept one. */
  previous(key: string): readonly Rule[] | undefined {
    return this.before.get(key);
  }

  /** `rules` (made just now, not shared yet, or the list `previous` gave), or the list kept under `key` when it holds the same rules. */
  keep(key: string, rules: Rule[] | readonly Rule[]): readonly Rule[] {
    const old = this.before.get(key);
    let kept: readonly Rule[] = rules;
    if (old && old !== rules && old.length === rules.length) {
      let same = true;
      for (let i = 0; i < rules.length; i++) {
        if (rules[i] === old[i]) continue;
        if (sameRule(rules[i]!, old[i]!)) (rules as Rule[])[i] = old[i]!;
        else same = false;
      }
      if (same) kept = old;
    }
    this.now.set(key, kept);
    return kept;
  }

  /** Ends a build: the next one compares with the lists kept in this one only (an agent taken out is forgotten). */
  end(): void {
    this.before = this.now;
    this.now = new Map();
  }
}

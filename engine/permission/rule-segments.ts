/**
 * An ordered rule list held as the lists it is made of. Every agent's rules are the built-in defaults, its own
 * built-in rules, the user's `permission` and its config entry's rules, in that order: the defaults and the user's
 * rules are one list shared by every agent, never copied into each agent's (100,000 rules and 5,000 agents made
 * 500 million copied references). Indices count across the segments, as the reference's concatenation does.
 */
import type { Rule } from './rule.ts';

/** An ordered rule list as frozen segments in order; a segment may be shared by many lists and never changes. */
export interface RuleSegments {
  /** The segments, in order; each frozen. */
  readonly segments: readonly (readonly Rule[])[];
  /** How many rules the segments hold in all. */
  readonly length: number;
}

/** A rule list made of `segments`, in order (each segment is frozen here: it is shared, so it must never change). */
export function toRuleSegments(segments: readonly (readonly Rule[])[]): RuleSegments {
  let length = 0;
  for (const segment of segments) {
    if (!Object.isFrozen(segment)) Object.freeze(segment);
    length += segment.length;
  }
  return Object.freeze({ segments: Object.freeze([...segments]), length });
}

/** The rule at `index` (counted across the segments), or undefined past the end. */
export function ruleAt(list: RuleSegments, index: number): Rule | undefined {
  if (index < 0) return undefined;
  let at = index;
  for (const segment of list.segments) {
    if (at < segment.length) return segment[at];
    at -= segment.length;
  }
  return undefined;
}

/** Every rule of the list in order, one segment after another. */
export function* eachRule(list: RuleSegments): Generator<Rule> {
  for (const segment of list.segments) yield* segment;
}

/** True when some rule of the list satisfies `test` (a scan of each segment, with no joined copy). */
export function someRule(list: RuleSegments, test: (rule: Rule) => boolean): boolean {
  return list.segments.some((segment) => segment.some(test));
}

/** How many rules of the list satisfy `test`. */
export function countRules(list: RuleSegments, test: (rule: Rule) => boolean): number {
  let n = 0;
  for (const segment of list.segments) for (const rule of segment) if (test(rule)) n++;
  return n;
}

/**
 * The list's rules and then `more`, joined into one new array (one agent's whole ruleset, for a caller that
 * indexes into it). Callers join one agent at a time; an agent's `permission` itself stays segmented.
 */
export function joinRules(list: RuleSegments, more: readonly Rule[] = []): Rule[] {
  const out = new Array<Rule>(list.length + more.length);
  let n = 0;
  for (const segment of list.segments) for (const rule of segment) out[n++] = rule;
  for (const rule of more) out[n++] = rule;
  return out;
}

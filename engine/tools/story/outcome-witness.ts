/**
 * For each action some call of a tool can get, one input that gets it and the rule that decides it,
 * found from the rules' own patterns and kept only when evaluating it gives that action.
 */
import { compiledRuleset } from '../../permission/compiled-ruleset.ts';
import type { RuleMatch } from '../../permission/evaluate.ts';
import type { Platform } from '../../permission/platform.ts';
import type { Rule, RuleAction } from '../../permission/rule.ts';
import { canBeAskedWith } from './asked-inputs.ts';

/** One outcome with an input that really gets it. */
export interface OutcomeWitness {
  readonly action: RuleAction;
  /** The input, as the tool would ask with it (a command for bash, a worktree-relative path for read). */
  readonly input: string;
  /** The rule that decides it; null for the default ask (no rule matched). */
  readonly rule: RuleMatch | null;
}

/** Patterns longer than this are not turned into inputs (a witness is for reading). */
const MAX_PATTERN = 2_000;
/** At most this many rules, from the last, are tried per permission. */
const MAX_RULES = 400;

/** Inputs a pattern matches: its wildcards filled a few ways (the trailing ` *` made optional first). */
export function inputsFromPattern(pattern: string): string[] {
  if (pattern.length > MAX_PATTERN) return [];
  const stars = pattern.replace(/\*+/g, '*');
  const fill = (text: string, star: string) => text.replaceAll('*', star).replaceAll('?', 'x');
  const empty = fill(stars, '');
  // A path that ends at a `/` (or nothing at all) reads worse than one with a name in it, so it comes last.
  const isBare = empty === '' || empty.endsWith('/');
  const out = [...(isBare ? [] : [empty]), fill(stars, 'x'), fill(stars, 'a/b'), ...(isBare ? [empty] : [])];
  if (stars.endsWith(' *')) out.unshift(fill(stars.slice(0, -2), ''));
  return [...new Set(out)];
}

/** Inputs likely to match no rule, for the default ask. */
const STRANGERS = ['x', 'zz-unnamed', 'unnamed/x.txt', 'q', ''];

/**
 * The witnesses for one permission, in allow, ask, deny order: at most one per action, each verified by
 * evaluating it over the rules for the permission (`indices`, ascending into `ruleset`). Only inputs the
 * permission's tool can ask with count (no absolute path for read, only `*` for an MCP tool).
 */
export function findWitnesses(permission: string, ruleset: readonly Rule[], indices: readonly number[], platform: Platform): OutcomeWitness[] {
  const compiled = compiledRuleset(ruleset, platform);
  const found = new Map<RuleAction, OutcomeWitness>();
  const tried = new Set<string>();
  // The bare call (`*`) is always told, even for a permission no tool asks with, so a row's own outcome has its witness.
  const tryInput = (input: string, isBare = false): void => {
    if (tried.has(input) || (!isBare && !canBeAskedWith(permission, input, platform))) return;
    tried.add(input);
    const decision = compiled.decide(permission, input);
    if (found.has(decision.action)) return;
    found.set(decision.action, { action: decision.action, input, rule: decision.rule ? { rule: decision.rule, index: decision.index } : null });
  };
  tryInput('*', true);
  const from = Math.max(0, indices.length - MAX_RULES);
  for (let k = indices.length - 1; k >= from && found.size < 3; k--) {
    const rule = ruleset[indices[k]!]!;
    if (found.has(rule.action)) continue;
    for (const input of inputsFromPattern(rule.pattern)) tryInput(input);
  }
  if (!found.has('ask')) for (const input of STRANGERS) tryInput(input);
  return (['allow', 'ask', 'deny'] as const).flatMap((a) => (found.has(a) ? [found.get(a)!] : []));
}

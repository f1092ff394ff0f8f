/**
 * One compiled ruleset: every question the playground asks of an ordered rule list (which rules a permission
 * reaches, the last of them, the decision for one input, the actions some input can still get) answered from
 * indexes built once, with the same answers as a linear `evaluate` over the list.
 *
 * Two indexes: rules by permission glob (literal globs looked up, wildcard globs matched once per permission),
 * then, per permission with many rules, rules by the literal prefix every input they match must start with
 * (the input's own prefixes looked up). A decision then costs what its candidate rules cost, not a pass over all.
 */
import type { Decision, RuleMatch } from './evaluate.ts';
import type { Platform } from './platform.ts';
import type { Rule, RuleAction } from './rule.ts';
import { compilePattern, type CompiledPattern } from './wildcard.ts';
import { joinRules, type RuleSegments } from './rule-segments.ts';

export interface CompiledRuleset {
  readonly rules: readonly Rule[];
  readonly platform: Platform;
  /** Ascending indices of the rules whose permission glob matches `permission` (patterns ignored). */
  rulesFor(permission: string): readonly number[];
  /** The last rule whose permission glob matches: the only one tool visibility looks at. */
  lastRule(permission: string): RuleMatch | null;
  /** The reference's `evaluate` on this list: every matching rule in order, the last one wins, none means ask. */
  decide(permission: string, input: string): Decision;
  /**
   * The actions calls with `permission` can still get: the last live rule with pattern `*` and every live rule
   * after it, plus the default ask when no such catch-all exists. `isDead` marks rules that can never win.
   */
  reachable(permission: string, isDead?: (index: number) => boolean): readonly RuleAction[];
}

/** Below this many rules for one permission, a scan is as cheap as the prefix index. */
const PREFIX_INDEX_THRESHOLD = 12;
const STAR = 42;
const QUESTION = 63;

/**
 * Rules by the literal prefix every input they match must start with: one list per distinct prefix (ascending rule
 * indices) and the distinct prefix lengths, so an input's candidates are its own prefixes looked up, one per length.
 * Building it costs one map entry per rule (a trie of characters made a node per character).
 */
interface PrefixIndex {
  readonly byPrefix: ReadonlyMap<string, readonly number[]>;
  /** Distinct prefix lengths, ascending. */
  readonly lengths: readonly number[];
}

/**
 * The literal text every input a pattern matches starts with: up to the first `*` or `?`, `\` read as `/`;
 * for a pattern ending in ` *` the optional tail is dropped first (the shorter reading must match too).
 */
export function requiredPrefix(pattern: string): string {
  let text = pattern.includes('\\') ? pattern.replaceAll('\\', '/') : pattern;
  if (text.endsWith(' *')) text = text.slice(0, -2);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === STAR || unit === QUESTION) return text.slice(0, i);
  }
  return text;
}

function buildPrefixIndex(indices: readonly number[], rules: readonly Rule[]): PrefixIndex {
  const byPrefix = new Map<string, number[]>();
  const lengths = new Set<number>();
  for (const index of indices) {
    const prefix = requiredPrefix(rules[index]!.pattern);
    const list = byPrefix.get(prefix);
    if (list) list.push(index);
    else {
      byPrefix.set(prefix, [index]);
      lengths.add(prefix.length);
    }
  }
  return { byPrefix, lengths: [...lengths].sort((x, y) => x - y) };
}

/** Past this many changed rules, an index is built afresh rather than patched. */
const MAX_PATCHED_RULES = 16;

/** The last index built per permission: the next ruleset's, when it differs in a few patterns, is patched from it. */
const lastIndexes = new Map<string, { readonly indices: readonly number[]; readonly patterns: readonly string[]; readonly index: PrefixIndex }>();

/**
 * The prefix index of a permission's rules, patched from the last one built for that permission when the rules sit
 * at the same indices and only a few patterns changed (a keystroke in one pattern): the same index a build gives.
 */
function prefixIndexFor(permission: string, indices: readonly number[], rules: readonly Rule[]): PrefixIndex {
  const patterns = indices.map((i) => rules[i]!.pattern);
  const last = lastIndexes.get(permission);
  let index: PrefixIndex | null = null;
  if (last && last.indices.length === indices.length) {
    const changed: number[] = [];
    for (let k = 0; k < indices.length && changed.length <= MAX_PATCHED_RULES; k++) {
      if (last.indices[k] !== indices[k]) {
        changed.length = MAX_PATCHED_RULES + 1;
        break;
      }
      if (last.patterns[k] !== patterns[k]) changed.push(k);
    }
    if (changed.length === 0) index = last.index;
    else if (changed.length <= MAX_PATCHED_RULES) index = patchPrefixIndex(last.index, changed.map((k) => [indices[k]!, requiredPrefix(last.patterns[k]!), requiredPrefix(patterns[k]!)] as const));
  }
  index ??= buildPrefixIndex(indices, rules);
  lastIndexes.set(permission, { indices, patterns, index });
  if (lastIndexes.size > 64) lastIndexes.delete(lastIndexes.keys().next().value as string);
  return index;
}

/** The index with each rule moved from its old prefix's list to its new one (lists stay ascending; the old index is not changed). */
function patchPrefixIndex(old: PrefixIndex, moves: readonly (readonly [rule: number, from: string, to: string])[]): PrefixIndex {
  const byPrefix = new Map(old.byPrefix);
  for (const [rule, from, to] of moves) {
    if (from === to) continue;
    const without = (byPrefix.get(from) ?? []).filter((i) => i !== rule);
    if (without.length > 0) byPrefix.set(from, without);
    else byPrefix.delete(from);
    const list = [...(byPrefix.get(to) ?? [])];
    let at = list.length;
    while (at > 0 && list[at - 1]! > rule) at--;
    list.splice(at, 0, rule);
    byPrefix.set(to, list);
  }
  const lengths = [...new Set([...byPrefix.keys()].map((k) => k.length))].sort((x, y) => x - y);
  return { byPrefix, lengths };
}

/**
 * Rules whose required prefix starts `input` (input read with `\` as `/`), ascending. Several prefix lists are joined
 * in a typed array and sorted there: a numeric sort with no comparator called per pair (what the first keystrokes,
 * before the code is optimized, paid most for).
 */
function candidatesOf(index: PrefixIndex, input: string): ArrayLike<number> & Iterable<number> {
  const text = input.includes('\\') ? input.replaceAll('\\', '/') : input;
  let first: readonly number[] | null = null;
  let rest: (readonly number[])[] | null = null;
  let count = 0;
  for (const length of index.lengths) {
    if (length > text.length) break;
    const list = index.byPrefix.get(length === text.length ? text : text.slice(0, length));
    if (!list) continue;
    if (first === null) first = list;
    else (rest ??= []).push(list);
    count += list.length;
  }
  if (rest === null) return first ?? [];
  const all = new Int32Array(count);
  all.set(first!);
  let at = first!.length;
  for (const list of rest) {
    all.set(list, at);
    at += list.length;
  }
  return all.sort();
}

interface PermissionEntry {
  readonly permission: string;
  readonly indices: readonly number[];
  prefixes: PrefixIndex | null;
}

/** Compiles `rules` for `platform`. Prefer `compiledRuleset`, which shares one compilation per frozen list. */
export function compileRuleset(rules: readonly Rule[], platform: Platform): CompiledRuleset {
  // A pattern is compiled when a decision first tries it: most rules are never a candidate.
  const patterns = new Array<CompiledPattern | undefined>(rules.length);
  const patternAt = (index: number): CompiledPattern => (patterns[index] ??= compilePattern(rules[index]!.pattern, platform));
  const rulesByGlob = new Map<string, number[]>();
  rules.forEach((rule, index) => {
    const list = rulesByGlob.get(rule.permission);
    if (list) list.push(index);
    else rulesByGlob.set(rule.permission, [index]);
  });
  // win32 folds case, so no glob is a plain lookup there (and the prefix index is not used).
  const literal = platform !== 'win32';
  const slash = (text: string) => text.replaceAll('\\', '/');
  const literalGlobs = new Map<string, string[]>();
  const wildcardGlobs: string[] = [];
  for (const glob of rulesByGlob.keys()) {
    if (!literal || glob.includes('*') || glob.includes('?')) wildcardGlobs.push(glob);
    else {
      const key = slash(glob);
      const same = literalGlobs.get(key);
      if (same) same.push(glob);
      else literalGlobs.set(key, [glob]);
    }
  }
  const entries = new Map<string, PermissionEntry>();
  const entryOf = (permission: string): PermissionEntry => {
    let entry = entries.get(permission);
    if (!entry) {
      const globs = [...(literal ? literalGlobs.get(slash(permission)) ?? [] : []), ...wildcardGlobs.filter((g) => compilePattern(g, platform).match(permission))];
      // One glob: its own list. Several: their lists joined and sorted as numbers in a typed array (no comparator called
      // per pair). Either way a packed array (`flatMap` alone makes a holey one), so the code reading `indices` sees one
      // array shape and V8 keeps it optimized.
      const indices = globs.length === 0 ? [] : globs.length === 1 ? rulesByGlob.get(globs[0]!)! : Array.from(Int32Array.from(globs.flatMap((g) => rulesByGlob.get(g)!)).sort());
      entry = { permission, indices, prefixes: null };
      entries.set(permission, entry);
    }
    return entry;
  };
  const candidates = (entry: PermissionEntry, input: string): ArrayLike<number> & Iterable<number> => {
    if (!literal || entry.indices.length < PREFIX_INDEX_THRESHOLD) return entry.indices;
    entry.prefixes ??= prefixIndexFor(entry.permission, entry.indices, rules);
    return candidatesOf(entry.prefixes, input);
  };
  return {
    rules,
    platform,
    rulesFor: (permission) => entryOf(permission).indices,
    lastRule(permission) {
      const { indices } = entryOf(permission);
      if (indices.length === 0) return null;
      const index = indices[indices.length - 1]!;
      return { rule: rules[index]!, index };
    },
    decide(permission, input) {
      const matches: RuleMatch[] = [];
      for (const index of candidates(entryOf(permission), input)) if (patternAt(index).match(input)) matches.push({ rule: rules[index]!, index });
      const winner = matches[matches.length - 1];
      if (winner) return { action: winner.rule.action, rule: winner.rule, index: winner.index, isDefault: false, default: null, matches };
      return { action: 'ask', rule: null, index: -1, isDefault: true, default: { action: 'ask', permission, pattern: '*' }, matches };
    },
    reachable(permission, isDead = () => false) {
      const { indices } = entryOf(permission);
      const actions = new Set<RuleAction>();
      let covered = false;
      for (let k = indices.length - 1; k >= 0 && !covered; k--) {
        const i = indices[k]!;
        if (isDead(i)) continue;
        actions.add(rules[i]!.action);
        if (rules[i]!.pattern === '*') covered = true;
      }
      if (!covered) actions.add('ask');
      return (['allow', 'ask', 'deny'] as const).filter((a) => actions.has(a));
    },
  };
}

const shared = new WeakMap<readonly Rule[], Map<Platform, CompiledRuleset>>();

/**
 * The one compiled form of a frozen rule list (an Analysis's `ruleset`, an agent's `permission`): compiled on
 * first use and shared by every caller after. A list that is not frozen could change, so it is compiled afresh.
 */
export function compiledRuleset(rules: readonly Rule[], platform: Platform): CompiledRuleset {
  if (!Object.isFrozen(rules)) return compileRuleset(rules, platform);
  let byPlatform = shared.get(rules);
  if (!byPlatform) shared.set(rules, (byPlatform = new Map()));
  let compiled = byPlatform.get(platform);
  if (!compiled) byPlatform.set(platform, (compiled = compileRuleset(rules, platform)));
  return compiled;
}

/** How many agents' joined rulesets are kept: enough for every view of a screen, never one per agent of a big config. */
const MAX_JOINED_AGENTS = 32;

/** The joined rulesets of the agents asked last (least recent first), each by its session rules. */
const joined = new Map<RuleSegments, WeakMap<readonly Rule[], readonly Rule[]>>();

/**
 * An agent's rules followed by the request's session rules, as one frozen list: the same list object for the
 * same two inputs, so its compiled form is built once however many views ask (the analysis, the matrix,
 * a probe for another agent). Only the last few agents' lists are kept: each is a copy of the rules the agents share.
 */
export function agentRuleset(agentRules: RuleSegments, sessionRules: readonly Rule[]): readonly Rule[] {
  let bySession = joined.get(agentRules);
  if (bySession) joined.delete(agentRules);
  else bySession = new WeakMap();
  joined.set(agentRules, bySession);
  if (joined.size > MAX_JOINED_AGENTS) joined.delete(joined.keys().next().value as RuleSegments);
  let list = bySession.get(sessionRules);
  if (!list) bySession.set(sessionRules, (list = Object.freeze(joinRules(agentRules, sessionRules))));
  return list;
}

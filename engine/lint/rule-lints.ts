import type { Diagnostic, Severity } from '../diagnostic.ts';
import type { UnreachableRule } from './lint.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule, Ruleset, SourceLocation } from '../permission/rule.ts';
import { compilePattern } from '../permission/wildcard.ts';
import { describeOrigin, ruleKeyLabel } from '../permission/describe.ts';
import { disagreesOn } from './glob-intuition.ts';
import { findNeverMatch, type NeverMatch } from './never-matching.ts';
import { describeGlobIntuition, GlobIntuitionFinder, PATH_PERMISSIONS, severityOf, type GlobInputs } from './glob-intuition-lints.ts';

/** What can be wrong with a rule a user wrote, beyond never winning. */
export type RuleLintCode = 'rule/unreachable' | 'shell/exact-only' | 'shell/prefix-walkaround' | 'rule/glob-intuition' | 'rule/never-matches';

/** One lint on one rule of the evaluated ruleset, placed where the rule was written. */
export interface RuleLint {
  readonly code: RuleLintCode;
  readonly index: number;
  readonly rule: Rule;
  readonly message: string;
  readonly location?: SourceLocation;
  /** `warning` unless said otherwise. */
  readonly severity?: Severity;
  /** `rule/glob-intuition`: the input on which the reference and a glob of the same text disagree. */
  readonly witness?: string;
  /** `rule/never-matches`: the string the tool compares instead of what the pattern names. */
  readonly compared?: string;
  /** The message without the rule's label, for a view that already shows the rule. */
  readonly detail?: string;
}

function locationOf(rule: Rule): SourceLocation | undefined {
  const o = rule.origin;
  return o && (o.kind === 'config' || o.kind === 'legacy-tools') ? o.location : undefined;
}

function isUserRule(rule: Rule): boolean {
  const kind = rule.origin?.kind;
  return kind === 'config' || kind === 'legacy-tools' || kind === 'env-permission';
}

function label(rule: Rule): string {
  return `${ruleKeyLabel(rule.origin, rule)} ${describeOrigin(rule.origin)}`;
}

/** No lints (shared, so the common case allocates nothing). */
const NONE: readonly RuleLint[] = Object.freeze([]);

function shellLints(rule: Rule, index: number): readonly RuleLint[] {
  if (!isUserRule(rule) || !compilePattern(rule.permission).match('bash') || rule.pattern === '*' || rule.pattern.startsWith('*')) return NONE;
  const lints: RuleLint[] = [];
  const location = locationOf(rule);
  const at = location ? { location } : {};
  const first = rule.pattern.split(' ')[0] ?? '';
  if (!rule.pattern.includes('*') && !rule.pattern.includes('?')) {
    lints.push({
      code: 'shell/exact-only',
      index,
      rule,
      message: `${label(rule)} matches only the exact command ${JSON.stringify(rule.pattern)}: ${JSON.stringify(`${rule.pattern} x`)} is not matched. Write ${JSON.stringify(`${rule.pattern} *`)} to match it with any arguments.`,
      ...at,
    });
  }
  if (rule.action === 'deny' && first !== '' && !first.includes('*') && !first.includes('/')) {
    const wrapped = first === 'sudo' ? [] : [`sudo ${rule.pattern.replace(/ \*$/, '')}`];
    const examples = [...wrapped, `X=1 ${first}`, `/bin/${first}`, `\\${first}`].map((e) => JSON.stringify(e));
    lints.push({
      code: 'shell/prefix-walkaround',
      index,
      rule,
      message: `${label(rule)} does not see the same command written another way: the shell tool asks with the command text as written, wrappers and assignments included, so ${examples.join(', ')} are not denied by it.`,
      ...at,
    });
  }
  return lints;
}

function globLint(finder: GlobIntuitionFinder, rule: Rule, index: number): readonly RuleLint[] {
  if (!isUserRule(rule)) return NONE;
  const found = finder.find(rule);
  if (!found) return NONE;
  const location = locationOf(rule);
  const detail = describeGlobIntuition(found);
  return [{ code: 'rule/glob-intuition', index, rule, message: `${label(rule)} ${detail}`, severity: severityOf(found, rule.action), witness: found.witness, detail, ...(location ? { location } : {}) }];
}

/** What each never-matching reason says, after the rule's label. */
const NEVER_MATCH_WORDS: Readonly<Record<NeverMatch['reason'], (rule: Rule, found: NeverMatch) => string>> = {
  'absolute-path': (rule, found) =>
    `can never match: ${rule.permission} compares the path relative to the worktree, so for ${JSON.stringify(rule.pattern.replace(/\*+/g, 'x').replaceAll('?', 'x'))} it compares ${JSON.stringify(found.compared)}, never an absolute path. ` +
    (found.suggestion !== null ? `Write ${JSON.stringify(found.suggestion)} to match the same files.` : 'It names files inside the worktree (compared as "src/x") and outside it (compared as "../x"); write a relative pattern for each.'),
  'star-only': (rule, found) => `can never match: the ${rule.permission} tool always asks with ${JSON.stringify(found.compared)}, whatever the call's arguments, so only a pattern that matches "*" applies. Write "*" to decide every call.`,
  'never-asked': (rule) => `can never match: no tool asks with ${JSON.stringify(rule.permission)} (write and apply_patch ask as "edit"). Key the rule "edit" instead.`,
};

function neverMatchLint(rule: Rule, index: number, worktree: string, platform: Platform): readonly RuleLint[] {
  if (!isUserRule(rule)) return NONE;
  const found = findNeverMatch(rule, worktree, platform);
  if (!found) return NONE;
  const location = locationOf(rule);
  const detail = NEVER_MATCH_WORDS[found.reason](rule, found);
  return [{ code: 'rule/never-matches', index, rule, message: `${label(rule)} ${detail}`, compared: found.compared, detail, ...(location ? { location } : {}) }];
}

/** A rule's own lints (shell, never matches, glob) as last computed, with what they depend on besides the rule. */
interface OwnLints {
  readonly index: number;
  readonly inputs: string;
  readonly lints: readonly RuleLint[];
}

/** Lints kept with their rule (rule objects of an unchanged layer are shared across analyses): only new rules are looked at. */
const ownLintsByRule = new WeakMap<Rule, OwnLints>();

/**
 * The last lints of a config rule, by its key path (the loader's paths are interned: the same path is the same array).
 * A layer parsed afresh (an edit outside one string, say in a comment) gives every rule a new location object, so the
 * rule is a new object; when it has the same text, line and column, its lints say the same, and are only placed anew.
 * Bounded: cleared past this many paths.
 */
const lintsByKeyPath = new Map<readonly string[], { readonly rule: Rule; readonly own: OwnLints }>();
/** Cleared past this many times the rules linted (plus slack): paths no rule has any more must not pile up. */
const KEPT_PATHS_PER_RULE = 3;
const KEPT_PATHS_SLACK = 1000;

function keepByKeyPath(rule: Rule, own: OwnLints, rules: number): void {
  if (rule.origin?.kind !== 'config') return;
  if (lintsByKeyPath.size >= KEPT_PATHS_PER_RULE * rules + KEPT_PATHS_SLACK) lintsByKeyPath.clear();
  lintsByKeyPath.set(rule.origin.keyPath, { rule, own });
}

/** The lints of a rule that only moved (same text, kind, file, line and column as the last rule at its key path), placed at its position. */
function movedLints(rule: Rule, index: number, inputs: string): readonly RuleLint[] | null {
  const o = rule.origin;
  if (o?.kind !== 'config') return null;
  const last = lintsByKeyPath.get(o.keyPath);
  if (!last || last.own.inputs !== inputs) return null;
  const was = last.rule;
  const before = was.origin?.kind === 'config' ? was.origin.location : undefined;
  const now = o.location;
  const samePlace = before === now || (before !== undefined && now !== undefined && before.file === now.file && before.line === now.line && before.column === now.column);
  if (!samePlace || was.permission !== rule.permission || was.pattern !== rule.pattern || was.action !== rule.action || was.origin?.kind !== 'config') return null;
  if (last.own.lints.length === 0) return NONE;
  return last.own.lints.map((l) => ({ ...l, index, rule, ...(now ? { location: now } : {}) }));
}
const deadLintByRule = new WeakMap<Rule, { readonly index: number; readonly shadow: Rule; readonly lint: RuleLint }>();

function unreachableLint(u: UnreachableRule): RuleLint {
  const known = deadLintByRule.get(u.rule);
  if (known && known.index === u.index && known.shadow === u.shadowedBy.rule) return known.lint;
  const location = locationOf(u.rule);
  const lint: RuleLint = {
    code: 'rule/unreachable',
    index: u.index,
    rule: u.rule,
    message: `${label(u.rule)} can never win: ${label(u.shadowedBy.rule)} comes later and matches everything it matches (the last matching rule wins).`,
    ...(location ? { location } : {}),
  };
  deadLintByRule.set(u.rule, { index: u.index, shadow: u.shadowedBy.rule, lint });
  return lint;
}

/**
 * Lints on the user's rules: rules that can never win, bash patterns that do less than they seem to, and (given
 * the inputs at hand) path patterns that a glob would read otherwise. A bare `git status` is `shell/exact-only`.
 */
export function lintRules(ruleset: Ruleset, unreachable: readonly UnreachableRule[], globInputs?: GlobInputs, platform: Platform = 'linux', worktree?: string): RuleLint[] {
  const lints: RuleLint[] = [];
  let finder: GlobIntuitionFinder | null | undefined;
  const inputs = JSON.stringify([platform, worktree ?? null, globInputs ?? null]);
  const deadAt = new Map<number, UnreachableRule>();
  for (const u of unreachable) deadAt.set(u.index, u);
  // One pass in rule order gives the lints sorted by index, each rule's in the order: never wins, shell, never matches, glob.
  for (let index = 0; index < ruleset.length; index++) {
    const rule = ruleset[index]!;
    if (!isUserRule(rule)) continue;
    const u = deadAt.get(index);
    if (u) lints.push(unreachableLint(u));
    let own = ownLintsByRule.get(rule);
    if (!own || own.index !== index || own.inputs !== inputs) {
      const moved = movedLints(rule, index, inputs);
      if (moved) own = { index, inputs, lints: moved };
      else {
        if (finder === undefined) finder = globInputs ? new GlobIntuitionFinder(globInputs, platform) : null;
        const found: RuleLint[] = [...shellLints(rule, index)];
        if (worktree !== undefined) pushAll(found, neverMatchLint(rule, index, worktree, platform));
        if (finder) pushAll(found, globLint(finder, rule, index));
        own = { index, inputs, lints: found.length === 0 ? NONE : found };
      }
      ownLintsByRule.set(rule, own);
      keepByKeyPath(rule, own, ruleset.length);
    }
    pushAll(lints, own.lints);
  }
  return lints;
}

function pushAll(out: RuleLint[], found: readonly RuleLint[]): void {
  for (const lint of found) out.push(lint);
}

/** Glob-intuition lints that one input itself shows (the tester's), on the user's rules for a path permission. */
export function lintGlobInput(ruleset: Ruleset, permission: string, input: string, platform: Platform = 'linux'): RuleLint[] {
  const asked = PATH_PERMISSIONS.find((p) => p === permission);
  if (!asked) return [];
  const finder = new GlobIntuitionFinder({ read: [], edit: [], external_directory: [], [asked]: [input] }, platform);
  const lints: RuleLint[] = [];
  ruleset.forEach((rule, index) => {
    // The cheap check first: most rules agree with a glob on this one input.
    if (disagreesOn(rule.pattern, input, platform) !== true || !compilePattern(rule.permission, platform).match(permission)) return;
    for (const lint of globLint(finder, rule, index)) if (lint.witness === input) lints.push(lint);
  });
  return lints;
}

/** Each lint's diagnostic, kept with the lint (a kept lint gives the same diagnostic object). */
const diagnosticOf = new WeakMap<RuleLint, Diagnostic>();

/** The lints as editor diagnostics at the rules' positions (warnings or infos; the reference accepts these rules). */
export function lintDiagnostics(lints: readonly RuleLint[]): Diagnostic[] {
  return lints.map((l) => {
    let d = diagnosticOf.get(l);
    if (!d) {
      d = {
        code: l.code,
        severity: l.severity ?? 'warning',
        message: l.message,
        ...(l.location ? { path: l.location.file, line: l.location.line, column: l.location.column, length: l.location.length } : {}),
      };
      diagnosticOf.set(l, d);
    }
    return d;
  });
}

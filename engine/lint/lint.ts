import { caseFoldTable } from '../permission/case-fold.ts';
import type { RuleMatch } from '../permission/evaluate.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule, Ruleset } from '../permission/rule.ts';
import { compilePattern, type CompiledPattern } from '../permission/wildcard.ts';

/** A rule that can never win, and the later rule that matches everything it matches. */
export interface UnreachableRule {
  readonly index: number;
  readonly rule: Rule;
  readonly shadowedBy: RuleMatch;
}

function hasWildcard(glob: string): boolean {
  return glob.includes('*') || glob.includes('?');
}

/** The text two globs must share to be "the same glob": `\`→`/`, and on win32 ASCII letters upper-cased. */
function sameGlobKey(glob: string, platform: Platform): string {
  const n = glob.includes('\\') ? glob.replaceAll('\\', '/') : glob;
  // Only ASCII letters are folded here: a safe under-approximation of win32 folding.
  return platform === 'win32' ? n.replace(/[a-z]/g, (c) => c.toUpperCase()) : n;
}

/**
 * True only when `later` provably matches every string `earlier` matches: `later` is `*`, the two globs
 * are the same text (after `\`→`/`), or `earlier` is a literal that `later` matches. Conservative by design.
 */
export function globCovers(later: string, earlier: string, platform: Platform = 'linux'): boolean {
  if (later === '*') return true;
  if (sameGlobKey(later, platform) === sameGlobKey(earlier, platform)) return true;
  return !hasWildcard(earlier) && compilePattern(later, platform).match(earlier);
}

/** True when `later` matches every (permission, input) pair that `earlier` matches. */
export function ruleCovers(later: Rule, earlier: Rule, platform: Platform = 'linux'): boolean {
  return globCovers(later.permission, earlier.permission, platform) && globCovers(later.pattern, earlier.pattern, platform);
}

/** A list kept with the number of globs the index held when it was made, so later globs can be added to it. */
interface UpTo {
  readonly list: number[];
  upTo: number;
}

/** A literal's candidate coverers, each with whether it matches the literal once that was worked out. */
interface Candidates extends UpTo {
  readonly matched: (boolean | undefined)[];
}

/** A glob with a wildcard is covered only by itself and `*`: its candidates, shared, never added to (up to date for any size). */
const NO_CANDIDATES: Candidates = { list: [], upTo: Number.POSITIVE_INFINITY, matched: [] };

/**
 * The distinct globs of one rule field by `sameGlobKey` (`globCovers` depends only on the two keys, so one
 * representative text stands for each). A literal can only be matched by a glob whose literal prefix starts
 * it, so its candidate coverers are looked up by its own prefixes instead of tried against every glob.
 *
 * An index only grows, and what it works out per glob (its candidates, its coverers, each match) stays right as
 * globs are added: a list is brought up to date with the globs added since it was made. So the patterns' index is
 * kept across analyses, and a keystroke that retypes one pattern indexes that one glob.
 */
class CoverIndex {
  readonly idByKey = new Map<string, number>();
  readonly texts: string[] = [];
  /** Per glob: the literal text every string it matches must start with (comparable form). */
  private readonly prefixes: string[] = [];
  private readonly candidates: (Candidates | undefined)[] = [];
  /**
   * Per glob: its compiled matcher, made once. The shared pattern cache holds 32,768 patterns, so past that many
   * distinct globs it evicted them and each candidate match compiled its glob again.
   */
  private readonly matchers: (CompiledPattern | undefined)[] = [];
  private readonly coverers: (UpTo | undefined)[] = [];
  private readonly globsByPrefix = new Map<string, number[]>();
  /** The distinct prefix lengths in `globsByPrefix`, ascending. */
  private readonly prefixLengths: number[] = [];
  private readonly fold: Uint16Array | null;

  constructor(private readonly platform: Platform) {
    this.fold = platform === 'win32' ? caseFoldTable() : null;
  }

  /** True when the glob's key is in the index. */
  has(glob: string): boolean {
    return this.idByKey.has(sameGlobKey(glob, this.platform));
  }

  /** The id of a glob's key, adding it on first sight. */
  add(glob: string): number {
    const key = sameGlobKey(glob, this.platform);
    let id = this.idByKey.get(key);
    if (id === undefined) {
      id = this.texts.length;
      this.idByKey.set(key, id);
      this.texts.push(glob);
      // Literal globs go in too: on win32 a literal can match another literal that differs in non-ASCII case.
      // A trailing " *" is optional, so only the text before it (and before any other wildcard) is required.
      const required = glob.replaceAll('\\', '/').endsWith(' *') ? glob.slice(0, -2) : glob;
      const cut = required.search(/[*?]/);
      const prefix = this.comparable(cut < 0 ? required : required.slice(0, cut));
      this.prefixes.push(prefix);
      const list = this.globsByPrefix.get(prefix);
      if (list) list.push(id);
      else {
        this.globsByPrefix.set(prefix, [id]);
        const at = this.prefixLengths.findIndex((l) => l >= prefix.length);
        if (at < 0) this.prefixLengths.push(prefix.length);
        else if (this.prefixLengths[at] !== prefix.length) this.prefixLengths.splice(at, 0, prefix.length);
      }
    }
    return id;
  }

  /** True when the k-th candidate of literal glob `id` matches it as text (worked out once). */
  candidateMatches(id: number, k: number): boolean {
    const c = this.candidates[id]!;
    let hit = c.matched[k];
    if (hit === undefined) {
      const glob = c.list[k]!;
      const matcher = (this.matchers[glob] ??= compilePattern(this.texts[glob]!, this.platform));
      c.matched[k] = hit = matcher.match(this.texts[id]!);
    }
    return hit;
  }

  /** Globs that may cover glob `id` beyond itself and `*`: for a literal, those whose prefix starts it (not yet matched). */
  candidatesOf(id: number): readonly number[] {
    let known = this.candidates[id];
    // Up to date: the answer of every pass after the first, with no text read (a keystroke asks for most rules).
    if (known !== undefined && known.upTo >= this.texts.length) return known.list;
    const earlier = this.texts[id]!;
    if (known === undefined && hasWildcard(earlier)) {
      this.candidates[id] = NO_CANDIDATES;
      return NO_CANDIDATES.list;
    }
    const key = this.comparable(earlier);
    if (!known) {
      const out: number[] = [];
      for (const length of this.prefixLengths) {
        if (length > key.length) break;
        for (const later of this.globsByPrefix.get(key.slice(0, length)) ?? []) if (later !== id) out.push(later);
      }
      this.candidates[id] = known = { list: out, upTo: this.texts.length, matched: [] };
    } else {
      for (let later = known.upTo; later < this.texts.length; later++) if (later !== id && key.startsWith(this.prefixes[later]!)) known.list.push(later);
      known.upTo = this.texts.length;
    }
    return known.list;
  }

  /** Ids of every glob that covers glob `id`, itself included. */
  coverersOf(id: number): readonly number[] {
    const known = this.coverers[id];
    if (known && known.upTo === this.texts.length) return known.list;
    const out = new Set<number>([id]);
    const star = this.idByKey.get('*');
    if (star !== undefined) out.add(star);
    const candidates = this.candidatesOf(id);
    for (let k = 0; k < candidates.length; k++) if (this.candidateMatches(id, k)) out.add(candidates[k]!);
    const list = [...out];
    this.coverers[id] = { list, upTo: this.texts.length };
    return list;
  }

  get size(): number {
    return this.texts.length;
  }

  /** The text as the matcher compares it: `\`→`/`, and on win32 every unit case-folded. */
  private comparable(text: string): string {
    const fold = this.fold;
    if (!fold) return text.includes('\\') ? text.replaceAll('\\', '/') : text;
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const u = text.charCodeAt(i);
      out += String.fromCharCode(fold[u === 92 ? 47 : u]!);
    }
    return out;
  }
}

/**
 * A kept index starts again once it holds this many times more globs than the ruleset at hand (plus some slack):
 * globs no rule uses any more lengthen candidate lists, so a history of other rulesets must not pile up in it.
 */
const KEPT_PATTERNS_PER_RULE = 2;
const KEPT_PATTERNS_SLACK = 4096;
const keptPatterns = new Map<Platform, CoverIndex>();

/** True when a kept index holds far more globs than the ruleset has rules. */
function isOvergrown(index: CoverIndex, ruleset: Ruleset): boolean {
  return index.size > KEPT_PATTERNS_PER_RULE * ruleset.length + KEPT_PATTERNS_SLACK;
}

/**
 * The patterns' index kept for a platform across analyses: a keystroke adds one glob. It starts again when it holds
 * far more globs than the ruleset, or when most of the ruleset's patterns are new to it (another ruleset: the globs
 * it holds would only lengthen candidate lists).
 */
function patternIndex(platform: Platform, ruleset: Ruleset): CoverIndex {
  let index = keptPatterns.get(platform);
  if (!index || isOvergrown(index, ruleset) || mostlyNew(index, ruleset)) keptPatterns.set(platform, (index = new CoverIndex(platform)));
  return index;
}

/** True when more than half of a ruleset's patterns are not in the index. */
function mostlyNew(index: CoverIndex, ruleset: Ruleset): boolean {
  let unknown = 0;
  for (const rule of ruleset) if (!index.has(rule.pattern) && ++unknown * 2 > ruleset.length) return true;
  return false;
}

/** The last rule index in bucket (permission key, pattern key), for any of the covering permission keys. */
function lastIn(lastByBucket: ReadonlyMap<number, number>, perms: readonly number[], width: number, pattern: number, best: number): number {
  for (const perm of perms) {
    const last = lastByBucket.get(perm * width + pattern);
    if (last !== undefined && last > best) best = last;
  }
  return best;
}

/**
 * What a pass worked out, kept for the next one on the same platform: the rules' ids in the two indexes, the last rule
 * of each (permission, pattern) bucket and of each pattern, and each rule's shadow (-1 for none).
 */
interface Pass {
  readonly ruleset: Ruleset;
  readonly shadows: Int32Array;
  readonly permissions: CoverIndex;
  readonly patterns: CoverIndex;
  readonly permIds: Int32Array;
  readonly patIds: Int32Array;
  /** A bucket's key is `permission id * width + pattern id`: a power of two above every pattern id of the pass. */
  readonly width: number;
  readonly lastByBucket: Map<number, number>;
  /** Per pattern id: the last rule with that pattern key, whatever its permission (-1 for none). */
  readonly lastByPattern: Int32Array;
}

/** The last pass per platform. */
const lastPass = new Map<Platform, Pass>();

/** The smallest power of two at least twice `n` (and at least 1,024): room for the ids a run of keystrokes adds. */
function roomFor(n: number): number {
  let width = 1024;
  while (width < 2 * n) width *= 2;
  return width;
}

/** Every id and bucket of a ruleset worked out anew; `before`'s pattern array is reused when it fits the same index. */
function freshPass(ruleset: Ruleset, platform: Platform, before: Pass | undefined): Omit<Pass, 'shadows'> {
  const permissions = new CoverIndex(platform);
  const patterns = patternIndex(platform, ruleset);
  const permIds = new Int32Array(ruleset.length);
  const patIds = new Int32Array(ruleset.length);
  for (let i = 0; i < ruleset.length; i++) {
    permIds[i] = permissions.add(ruleset[i]!.permission);
    patIds[i] = patterns.add(ruleset[i]!.pattern);
  }
  const width = roomFor(patterns.size);
  let lastByPattern: Int32Array;
  if (before && before.patterns === patterns && before.lastByPattern.length >= patterns.size) {
    lastByPattern = before.lastByPattern;
    for (const id of before.patIds) lastByPattern[id] = -1;
  } else lastByPattern = new Int32Array(width).fill(-1);
  const lastByBucket = new Map<number, number>();
  for (let i = 0; i < ruleset.length; i++) {
    lastByBucket.set(permIds[i]! * width + patIds[i]!, i);
    lastByPattern[patIds[i]!] = i;
  }
  return { ruleset, permissions, patterns, permIds, patIds, width, lastByBucket, lastByPattern };
}

/**
 * The last pass with rule `edited` (the only one whose permission or pattern changed) put in its new buckets, in
 * place: one glob indexed instead of every rule's. Null when the kept indexes no longer fit (a pattern id past the
 * width, an index grown far beyond the ruleset): the pass then starts anew.
 */
function editedPass(before: Pass, ruleset: Ruleset, edited: number): Omit<Pass, 'shadows'> | null {
  const { permissions, patterns, permIds, patIds, width, lastByBucket } = before;
  const rule = ruleset[edited]!;
  const perm = permissions.add(rule.permission);
  const pat = patterns.add(rule.pattern);
  if (pat >= width || isOvergrown(patterns, ruleset) || isOvergrown(permissions, ruleset)) return null;
  let lastByPattern = before.lastByPattern;
  if (pat >= lastByPattern.length) {
    const grown = new Int32Array(width).fill(-1);
    grown.set(lastByPattern);
    lastByPattern = grown;
  }
  const oldPerm = permIds[edited]!;
  const oldPat = patIds[edited]!;
  permIds[edited] = perm;
  patIds[edited] = pat;
  // The old bucket and the old pattern lose the rule: their last rule is the one before it with the same ids, if any.
  const oldKey = oldPerm * width + oldPat;
  if (lastByBucket.get(oldKey) === edited) {
    let j = edited - 1;
    while (j >= 0 && (permIds[j] !== oldPerm || patIds[j] !== oldPat)) j--;
    if (j < 0) lastByBucket.delete(oldKey);
    else lastByBucket.set(oldKey, j);
  }
  if (lastByPattern[oldPat] === edited) {
    let j = edited - 1;
    while (j >= 0 && patIds[j] !== oldPat) j--;
    lastByPattern[oldPat] = j;
  }
  const key = perm * width + pat;
  if ((lastByBucket.get(key) ?? -1) < edited) lastByBucket.set(key, edited);
  if (lastByPattern[pat]! < edited) lastByPattern[pat] = edited;
  return { ruleset, permissions, patterns, permIds, patIds, width, lastByBucket, lastByPattern };
}

/**
 * Rules that can never be the winner because some later rule matches everything they match
 * (last match wins). `shadowedBy` is the last such rule. Example: in `{"git status": "allow", "*": "ask"}`
 * the `git status` rule is dead. Rules are bucketed by (permission key, pattern key), and a candidate
 * pattern is only matched when its bucket could still hold a later, better shadow, so the work grows with
 * the rules times their few coverers, not with the square of the ruleset.
 */
export function findUnreachableRules(ruleset: Ruleset, platform: Platform = 'linux'): UnreachableRule[] {
  // The last pass is taken out while this one runs: a pass that throws leaves nothing half updated behind.
  const before = lastPass.get(platform);
  lastPass.delete(platform);
  // A rule's shadow depends only on the rules after it: past the last rule whose permission or pattern changed since
  // the last pass on this platform, every rule has the shadow it had then (a keystroke changes one rule).
  const unchangedFrom = before ? firstOfUnchangedTail(before.ruleset, ruleset) : ruleset.length;
  // One rule changed in place (a keystroke in a pattern): before it, a rule's shadow can only become that rule.
  const edited = before && before.ruleset.length === ruleset.length && unchangedFrom > 0 && firstChanged(before.ruleset, ruleset) === unchangedFrom - 1 ? unchangedFrom - 1 : -1;
  const kept = (edited >= 0 ? editedPass(before!, ruleset, edited) : null) ?? freshPass(ruleset, platform, before);
  const { permissions, patterns, permIds, patIds, width, lastByBucket, lastByPattern } = kept;
  const star = patterns.idByKey.get('*');
  const shadows = new Int32Array(ruleset.length).fill(-1);
  for (let index = 0; index < ruleset.length; index++) {
    if (index >= unchangedFrom) {
      shadows[index] = before!.shadows[index]!;
      continue;
    }
    if (index < edited) {
      // The rules after the edited one are as before, and the edited one did not shadow this rule unless its old
      // shadow was the edited rule (worked out again below): the shadow is the old one unless it was before the
      // edited rule, and the edited rule now covers this one.
      const old = before!.shadows[index]!;
      if (old > edited) {
        shadows[index] = old;
        continue;
      }
      if (old < edited) {
        shadows[index] = covers(permissions, patterns, star, permIds, patIds, edited, index) ? edited : old;
        continue;
      }
    }
    const pattern = patIds[index]!;
    const perms = permissions.coverersOf(permIds[index]!);
    let shadow = lastIn(lastByBucket, perms, width, pattern, -1);
    if (star !== undefined && star !== pattern) shadow = lastIn(lastByBucket, perms, width, star, shadow);
    const candidates = patterns.candidatesOf(pattern);
    for (let k = 0; k < candidates.length; k++) {
      const later = candidates[k]!;
      const bound = lastByPattern[later]!;
      if (bound > shadow && bound > index && patterns.candidateMatches(pattern, k)) shadow = lastIn(lastByBucket, perms, width, later, shadow);
    }
    shadows[index] = shadow;
  }
  lastPass.set(platform, { ...kept, shadows });
  const dead: UnreachableRule[] = [];
  for (let index = 0; index < ruleset.length; index++) {
    const shadow = shadows[index]!;
    if (shadow > index) dead.push(unreachableRule(index, ruleset[index]!, shadow, ruleset[shadow]!));
  }
  return dead;
}

/** The last finding made for each rule: a rule that stays dead for the same reason gives the same object on every pass. */
const findingByRule = new WeakMap<Rule, UnreachableRule>();

/** The finding that rule `index` is shadowed by rule `shadow`, as made before when nothing about it changed. */
function unreachableRule(index: number, rule: Rule, shadow: number, shadowRule: Rule): UnreachableRule {
  const known = findingByRule.get(rule);
  if (known && known.index === index && known.shadowedBy.index === shadow && known.shadowedBy.rule === shadowRule) return known;
  const made: UnreachableRule = { index, rule, shadowedBy: { rule: shadowRule, index: shadow } };
  findingByRule.set(rule, made);
  return made;
}

/** The first index at which two rulesets of the same length differ in permission or pattern (the length when none). */
function firstChanged(a: Ruleset, b: Ruleset): number {
  let i = 0;
  while (i < b.length && a[i]!.permission === b[i]!.permission && a[i]!.pattern === b[i]!.pattern) i++;
  return i;
}

/** True when rule `later` covers rule `index`: its permission key covers the rule's, and so does its pattern (as the pass reads coverage). */
function covers(permissions: CoverIndex, patterns: CoverIndex, star: number | undefined, permIds: Int32Array, patIds: Int32Array, later: number, index: number): boolean {
  if (!permissions.coverersOf(permIds[index]!).includes(permIds[later]!)) return false;
  const pattern = patIds[index]!;
  const by = patIds[later]!;
  if (by === pattern || by === star) return true;
  const k = patterns.candidatesOf(pattern).indexOf(by);
  return k >= 0 && patterns.candidateMatches(pattern, k);
}

/**
 * The first index from which two rulesets of the same length hold the same permission and pattern at every index
 * (what coverage reads), or the length when they differ in length or in the last rule.
 */
function firstOfUnchangedTail(a: Ruleset, b: Ruleset): number {
  if (a.length !== b.length) return b.length;
  let i = b.length;
  while (i > 0 && a[i - 1]!.permission === b[i - 1]!.permission && a[i - 1]!.pattern === b[i - 1]!.pattern) i--;
  return i;
}

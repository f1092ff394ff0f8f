import { caseFoldTable } from './case-fold.ts';
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

/** The text two globs must share to be "the same glob": `\`→`/`, and on win32 ASCII letters upper-cased. */
function sameGlobKey(glob: string, platform: Platform): string {
  const n = glob.replaceAll('\\', '/');
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

/** A node of the trie of wildcard globs by their literal prefix. */
interface PrefixNode {
  readonly children: Map<number, PrefixNode>;
  readonly globs: number[];
}

/**
 * The distinct globs of one rule field, and for each the globs that cover it (`globCovers` is a function
 * of the two `sameGlobKey`s, so one representative text stands for each key). Coverers of a literal are
 * found through a trie of the globs' literal prefixes: only a glob whose prefix starts the literal can match it.
 */
class CoverIndex {
  readonly idByKey = new Map<string, number>();
  private readonly texts: string[] = [];
  private readonly coverers: (readonly number[] | undefined)[] = [];
  private trie: PrefixNode | null = null;
  private readonly fold: Uint16Array | null;

  constructor(private readonly platform: Platform) {
    this.fold = platform === 'win32' ? caseFoldTable() : null;
  }

  /** The id of a glob's key, adding it on first sight. */
  add(glob: string): number {
    const key = sameGlobKey(glob, this.platform);
    let id = this.idByKey.get(key);
    if (id === undefined) {
      id = this.texts.length;
      this.idByKey.set(key, id);
      this.texts.push(glob);
      this.coverers.push(undefined);
    }
    return id;
  }

  /** Ids of every glob that covers glob `id` (itself included). */
  coverersOf(id: number): readonly number[] {
    const known = this.coverers[id];
    if (known) return known;
    const earlier = this.texts[id]!;
    const out = new Set<number>([id]);
    const star = this.idByKey.get('*');
    if (star !== undefined) out.add(star);
    if (!hasWildcard(earlier)) {
      let node: PrefixNode | undefined = this.prefixTrie();
      for (let i = 0; node; i++) {
        for (const later of node.globs) if (compilePattern(this.texts[later]!, this.platform).match(earlier)) out.add(later);
        if (i === earlier.length) break;
        node = node.children.get(this.unit(earlier, i));
      }
    }
    const list = [...out];
    this.coverers[id] = list;
    return list;
  }

  private unit(text: string, i: number): number {
    const u = text.charCodeAt(i);
    const v = u === 92 ? 47 : u;
    return this.fold ? this.fold[v]! : v;
  }

  private prefixTrie(): PrefixNode {
    if (this.trie) return this.trie;
    const root: PrefixNode = { children: new Map(), globs: [] };
    // Literal globs go in too: on win32 a literal can match another literal that differs in non-ASCII case.
    this.texts.forEach((glob, id) => {
      // A trailing " *" is optional, so only the text before it (and before any other wildcard) is required.
      const required = glob.replaceAll('\\', '/').endsWith(' *') ? glob.slice(0, -2) : glob;
      let node = root;
      for (let i = 0; i < required.length; i++) {
        const c = required.charCodeAt(i);
        if (c === 42 || c === 63) break;
        const u = this.unit(required, i);
        let next = node.children.get(u);
        if (!next) node.children.set(u, (next = { children: new Map(), globs: [] }));
        node = next;
      }
      node.globs.push(id);
    });
    return (this.trie = root);
  }
}

/**
 * Rules that can never be the winner because some later rule matches everything they match
 * (last match wins). `shadowedBy` is the last such rule. Example: in `{"git status": "allow", "*": "ask"}`
 * the `git status` rule is dead. Rules are bucketed by (permission key, pattern key), so the work grows
 * with the number of rules times the coverers of each, not with the square of the ruleset.
 */
export function findUnreachableRules(ruleset: Ruleset, platform: Platform = 'linux'): UnreachableRule[] {
  const permissions = new CoverIndex(platform);
  const patterns = new CoverIndex(platform);
  const permIds = ruleset.map((r) => permissions.add(r.permission));
  const patIds = ruleset.map((r) => patterns.add(r.pattern));
  const width = patterns.idByKey.size;
  // The last rule index in each (permission key, pattern key) bucket.
  const lastByBucket = new Map<number, number>();
  ruleset.forEach((_, index) => lastByBucket.set(permIds[index]! * width + patIds[index]!, index));
  // The last covering rule depends only on the two keys, so rules sharing both share the search.
  const shadowByPair = new Map<number, number>();
  const dead: UnreachableRule[] = [];
  ruleset.forEach((rule, index) => {
    const pair = permIds[index]! * width + patIds[index]!;
    let shadow = shadowByPair.get(pair);
    if (shadow === undefined) {
      shadow = -1;
      const pats = patterns.coverersOf(patIds[index]!);
      for (const perm of permissions.coverersOf(permIds[index]!)) {
        for (const pat of pats) {
          const last = lastByBucket.get(perm * width + pat);
          if (last !== undefined && last > shadow) shadow = last;
        }
      }
      shadowByPair.set(pair, shadow);
    }
    if (shadow > index) dead.push({ index, rule, shadowedBy: { rule: ruleset[shadow]!, index: shadow } });
  });
  return dead;
}

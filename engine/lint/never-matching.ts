/**
 * Patterns that can never match the string their tool compares (semantics §11): an absolute `read`/`edit`
 * pattern against the worktree-relative path those tools ask with, or any pattern but one matching `*` on a
 * tool that always asks with `*` (todowrite, lsp, MCP and custom tools).
 */
import { canBeAskedWith, reachedKinds } from '../tools/story/asked-inputs.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule } from '../permission/rule.ts';
import { compilePattern } from '../permission/wildcard.ts';
import { relativePath } from '../shell/posix-path.ts';
import { BoundedMemo } from '../memo/bounded-memo.ts';

/** Why a pattern never matches, with the string the tool compares instead and what to write. */
export interface NeverMatch {
  readonly reason: 'absolute-path' | 'star-only' | 'never-asked';
  /** The string the tool compares for an input the pattern seems to name (`src/x` for `/w/src/*`; `*`). */
  readonly compared: string;
  /** A pattern that names the same inputs as the tool compares them; null when there is none to suggest. */
  readonly suggestion: string | null;
}

/** Longer patterns are not looked at (the lint stays cheap on hostile input). */
const MAX_PATTERN = 4_000;

/** The pattern's text before its first wildcard, cut back to the last `/`: the directory it names for sure. */
function literalDir(pattern: string): string {
  const cut = pattern.search(/[*?]/);
  const head = cut < 0 ? pattern : pattern.slice(0, cut);
  return head.slice(0, head.lastIndexOf('/') + 1);
}

function absoluteMatch(rule: Rule, worktree: string, platform: Platform): NeverMatch | null {
  const pattern = rule.pattern.replaceAll('\\', '/');
  if (canBeAskedWith('read', pattern, platform)) return null;
  const example = pattern.replace(/\*+/g, 'x').replaceAll('?', 'x');
  const compared = relativePath(worktree, example);
  // A pattern that starts at the worktree or above it names files inside (`src/x`) and outside (`../x`): no one relative pattern says that.
  const dir = literalDir(pattern);
  const isAboveWorktree = `${worktree.replace(/\/+$/, '')}/`.startsWith(dir);
  const relative = relativePath(worktree, pattern);
  return { reason: 'absolute-path', compared, suggestion: isAboveWorktree && dir !== `${worktree.replace(/\/+$/, '')}/` ? null : relative === '' ? '*' : relative };
}

/** Findings by (platform, worktree), then by (permission, pattern): kept across analyses, so a keystroke recomputes only new rules. */
const findingsByPlace = new BoundedMemo<BoundedMemo<NeverMatch | null>>(8);
/** The last place asked about, so a run over a ruleset looks its memo up once. */
let last: { readonly worktree: string; readonly platform: Platform; readonly byRule: BoundedMemo<NeverMatch | null> } | null = null;

/** Why the rule's pattern can never match what any tool it applies to compares; null when some input can match. */
export function findNeverMatch(rule: Rule, worktree: string, platform: Platform = 'linux'): NeverMatch | null {
  if (last === null || last.worktree !== worktree || last.platform !== platform) last = { worktree, platform, byRule: findingsByPlace.get(`${platform}\u0000${worktree}`, () => new BoundedMemo(1 << 16)) };
  return last.byRule.get(`${rule.permission}\u0000${rule.pattern}`, () => neverMatchOf(rule, worktree, platform));
}

function neverMatchOf(rule: Rule, worktree: string, platform: Platform = 'linux'): NeverMatch | null {
  if (rule.pattern.length > MAX_PATTERN) return null;
  const reached = reachedKinds(rule.permission, platform);
  if (reached.size === 1 && reached.has('never')) return { reason: 'never-asked', compared: '', suggestion: null };
  const kinds = new Set([...reached].filter((k) => k !== 'never'));
  if (kinds.has('any') || kinds.size === 0) return null;
  const matchesStar = compilePattern(rule.pattern, platform).match('*');
  if (kinds.has('star-only') && matchesStar) return null;
  if (kinds.has('worktree-relative')) return absoluteMatch(rule, worktree, platform);
  return { reason: 'star-only', compared: '*', suggestion: '*' };
}

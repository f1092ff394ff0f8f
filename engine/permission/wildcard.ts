import { caseFoldTable } from './case-fold.ts';
import type { Platform } from './platform.ts';

/** A permission glob compiled once; `match` runs in time linear in the input for a fixed pattern, with no backtracking. */
export interface CompiledPattern {
  readonly source: string;
  readonly platform: Platform;
  match(input: string): boolean;
}

/** Marks a `?` position inside a segment: any single UTF-16 code unit. */
const ANY = -1;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;
const QUESTION = 63;
const CACHE_LIMIT = 512;

/** A glob split at its stars: `head*middle[0]*…*tail`, or just `head` when it has no star. */
interface Glob {
  readonly hasStar: boolean;
  readonly head: Int32Array;
  readonly middle: readonly Int32Array[];
  readonly tail: Int32Array;
}

const cache = new Map<string, CompiledPattern>();

function unitKey(unit: number, fold: Uint16Array | null): number {
  const u = unit === BACKSLASH ? SLASH : unit;
  return fold ? fold[u]! : u;
}

function parseGlob(pattern: string, fold: Uint16Array | null): Glob {
  const parts: number[][] = [[]];
  for (let i = 0; i < pattern.length; i++) {
    const unit = pattern.charCodeAt(i);
    if (unit === STAR) parts.push([]);
    else parts[parts.length - 1]!.push(unit === QUESTION ? ANY : unitKey(unit, fold));
  }
  const segments = parts.map((p) => Int32Array.from(p));
  if (segments.length === 1) return { hasStar: false, head: segments[0]!, middle: [], tail: new Int32Array(0) };
  // Empty middle segments (from `**`) constrain nothing, so they are dropped.
  const middle = segments.slice(1, -1).filter((s) => s.length > 0);
  return { hasStar: true, head: segments[0]!, middle, tail: segments[segments.length - 1]! };
}

function matchesAt(segment: Int32Array, keys: Uint16Array, at: number): boolean {
  for (let k = 0; k < segment.length; k++) {
    const want = segment[k]!;
    if (want !== ANY && want !== keys[at + k]) return false;
  }
  return true;
}

/** Leftmost start in [from, end - length] where `segment` fits, or -1. Greedy leftmost is optimal: segments have fixed length. */
function findSegment(segment: Int32Array, keys: Uint16Array, from: number, end: number): number {
  for (let at = from; at + segment.length <= end; at++) if (matchesAt(segment, keys, at)) return at;
  return -1;
}

function matchGlob(glob: Glob, keys: Uint16Array): boolean {
  const n = keys.length;
  if (!glob.hasStar) return n === glob.head.length && matchesAt(glob.head, keys, 0);
  if (n < glob.head.length + glob.tail.length) return false;
  if (!matchesAt(glob.head, keys, 0) || !matchesAt(glob.tail, keys, n - glob.tail.length)) return false;
  let pos = glob.head.length;
  const end = n - glob.tail.length;
  for (const segment of glob.middle) {
    const at = findSegment(segment, keys, pos, end);
    if (at < 0) return false;
    pos = at + segment.length;
  }
  return true;
}

function inputKeys(input: string, fold: Uint16Array | null): Uint16Array {
  const keys = new Uint16Array(input.length);
  for (let i = 0; i < input.length; i++) keys[i] = unitKey(input.charCodeAt(i), fold);
  return keys;
}

function build(pattern: string, platform: Platform): CompiledPattern {
  const fold = platform === 'win32' ? caseFoldTable() : null;
  const full = parseGlob(pattern, fold);
  // A trailing " *" (after `\` became `/`) makes the whole " <anything>" tail optional.
  const normalized = pattern.replaceAll('\\', '/');
  const short = normalized.endsWith(' *') ? parseGlob(normalized.slice(0, -2), fold) : null;
  return {
    source: pattern,
    platform,
    match(input: string): boolean {
      const keys = inputKeys(input, fold);
      return matchGlob(full, keys) || (short !== null && matchGlob(short, keys));
    },
  };
}

/** Compiles a reference permission glob (`*` any run, `?` one code unit, `\` = `/`, optional trailing ` *`), cached per platform. */
export function compilePattern(pattern: string, platform: Platform = 'linux'): CompiledPattern {
  const key = `${platform}\u0000${pattern}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const compiled = build(pattern, platform);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, compiled);
  return compiled;
}

/** Matches `input` against a reference glob, as the reference's `Wildcard.match(input, pattern)`. */
export function matchWildcard(input: string, pattern: string, platform: Platform = 'linux'): boolean {
  return compilePattern(pattern, platform).match(input);
}

/**
 * The reference's own per-call translation to a RegExp (escape, `*`→`.*`, `?`→`.`, optional ` .*` tail,
 * anchored, `s` flag, `i` on win32). Literal `/` is widened to `[/\\]` so the RegExp can be tested on
 * raw input; the reference instead rewrites `\` to `/` in the input first, which is equivalent.
 */
export function toReferenceRegExp(pattern: string, platform: Platform = 'linux'): RegExp {
  let escaped = pattern
    .replaceAll('\\', '/')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  if (escaped.endsWith(' .*')) escaped = `${escaped.slice(0, -3)}( .*)?`;
  escaped = escaped.replaceAll('/', '[/\\\\]');
  return new RegExp(`^${escaped}$`, platform === 'win32' ? 'si' : 's');
}

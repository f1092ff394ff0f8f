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
/** Per platform; large enough that a 10,000-rule ruleset is compiled once, not once per scan (a smaller cache thrashes). */
const CACHE_LIMIT = 1 << 15;

/** A glob split at its stars: `head*middle[0]*…*tail`, or just `head` when it has no star. */
interface Glob {
  readonly hasStar: boolean;
  readonly head: Int32Array;
  readonly middle: readonly Int32Array[];
  readonly tail: Int32Array;
}

const linuxCache = new Map<string, CompiledPattern>();
const darwinCache = new Map<string, CompiledPattern>();
const win32Cache = new Map<string, CompiledPattern>();
/** Values outside the `Platform` union (from untyped callers) get their own cache, as before. */
const otherCaches = new Map<string, Map<string, CompiledPattern>>();

function cacheFor(platform: Platform): Map<string, CompiledPattern> {
  if (platform === 'linux') return linuxCache;
  if (platform === 'win32') return win32Cache;
  if (platform === 'darwin') return darwinCache;
  let cache = otherCaches.get(platform);
  if (!cache) otherCaches.set(platform, (cache = new Map()));
  return cache;
}

let plainKeys: Uint16Array | null = null;
let foldedKeys: Uint16Array | null = null;

/**
 * The comparison key of every UTF-16 unit: `\` is `/`, and on win32 case is folded as a RegExp `i` flag
 * does. One table lookup per unit, so matching allocates nothing per input.
 */
function keyTable(platform: Platform): Uint16Array {
  if (platform === 'win32') {
    if (foldedKeys) return foldedKeys;
    const fold = caseFoldTable();
    const t = new Uint16Array(65536);
    for (let u = 0; u < 65536; u++) t[u] = fold[u === BACKSLASH ? SLASH : u]!;
    return (foldedKeys = t);
  }
  if (plainKeys) return plainKeys;
  const t = new Uint16Array(65536);
  for (let u = 0; u < 65536; u++) t[u] = u === BACKSLASH ? SLASH : u;
  return (plainKeys = t);
}

function parseGlob(pattern: string, keys: Uint16Array): Glob {
  const parts: number[][] = [[]];
  for (let i = 0; i < pattern.length; i++) {
    const unit = pattern.charCodeAt(i);
    if (unit === STAR) parts.push([]);
    else parts[parts.length - 1]!.push(unit === QUESTION ? ANY : keys[unit]!);
  }
  const segments = parts.map((p) => Int32Array.from(p));
  if (segments.length === 1) return { hasStar: false, head: segments[0]!, middle: [], tail: new Int32Array(0) };
  // Empty middle segments (from `**`) constrain nothing, so they are dropped.
  const middle = segments.slice(1, -1).filter((s) => s.length > 0);
  return { hasStar: true, head: segments[0]!, middle, tail: segments[segments.length - 1]! };
}

function matchesAt(segment: Int32Array, input: string, at: number, keys: Uint16Array): boolean {
  for (let k = 0; k < segment.length; k++) {
    const want = segment[k]!;
    if (want !== ANY && want !== keys[input.charCodeAt(at + k)]) return false;
  }
  return true;
}

/** Leftmost start in [from, end - length] where `segment` fits, or -1. Greedy leftmost is optimal: segments have fixed length. */
function findSegment(segment: Int32Array, input: string, from: number, end: number, keys: Uint16Array): number {
  for (let at = from; at + segment.length <= end; at++) if (matchesAt(segment, input, at, keys)) return at;
  return -1;
}

function matchGlob(glob: Glob, input: string, keys: Uint16Array): boolean {
  const n = input.length;
  if (!glob.hasStar) return n === glob.head.length && matchesAt(glob.head, input, 0, keys);
  if (n < glob.head.length + glob.tail.length) return false;
  if (!matchesAt(glob.head, input, 0, keys) || !matchesAt(glob.tail, input, n - glob.tail.length, keys)) return false;
  let pos = glob.head.length;
  const end = n - glob.tail.length;
  for (const segment of glob.middle) {
    const at = findSegment(segment, input, pos, end, keys);
    if (at < 0) return false;
    pos = at + segment.length;
  }
  return true;
}

function isEverything(glob: Glob): boolean {
  return glob.hasStar && glob.head.length === 0 && glob.tail.length === 0 && glob.middle.length === 0;
}

function build(pattern: string, platform: Platform): CompiledPattern {
  const keys = keyTable(platform);
  const full = parseGlob(pattern, keys);
  // A trailing " *" (after `\` became `/`) makes the whole " <anything>" tail optional.
  const normalized = pattern.replaceAll('\\', '/');
  const short = normalized.endsWith(' *') ? parseGlob(normalized.slice(0, -2), keys) : null;
  if (isEverything(full)) return { source: pattern, platform, match: () => true };
  if (short === null) return { source: pattern, platform, match: (input) => matchGlob(full, input, keys) };
  return { source: pattern, platform, match: (input) => matchGlob(full, input, keys) || matchGlob(short, input, keys) };
}

/** Compiles a reference permission glob (`*` any run, `?` one code unit, `\` = `/`, optional trailing ` *`), cached per platform. */
export function compilePattern(pattern: string, platform: Platform = 'linux'): CompiledPattern {
  const cache = cacheFor(platform);
  const hit = cache.get(pattern);
  if (hit) return hit;
  const compiled = build(pattern, platform);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(pattern, compiled);
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

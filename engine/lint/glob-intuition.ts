import picomatch from 'picomatch/posix.js';
import type { Platform } from '../permission/platform.ts';
import { compilePattern } from '../permission/wildcard.ts';

/** Why a permission pattern means something else than the same text read as a glob (picomatch, the user's intuition). */
export type GlobIntuitionReason =
  | 'star-crosses-slash'
  | 'globstar-is-two-stars'
  | 'question-crosses-slash'
  | 'glob-syntax-is-literal'
  | 'backslash-is-slash'
  | 'relative-prefix'
  | 'other';

/** An input on which the reference's wildcard and a glob of the same text disagree, and the likely reason. */
export interface GlobIntuition {
  readonly pattern: string;
  readonly witness: string;
  /** True: the reference matches the witness and a glob would not; false: the other way round. */
  readonly referenceMatches: boolean;
  readonly reason: GlobIntuitionReason;
}

/** Patterns beyond these bounds are not compared: picomatch's RegExp backtracks exponentially on many star runs. */
export const GLOB_INTUITION_LIMITS = { patternLength: 128, starRuns: 3, groups: 4, inputLength: 160 } as const;

type GlobMatcher = (input: string) => boolean;

const CACHE_LIMIT = 4096;
const globCache = new Map<string, GlobMatcher | null>();
const GLOB_SYNTAX = /[*?[\]{}()!\\+@]/;

function compileGlob(pattern: string, platform: Platform): GlobMatcher | null {
  const key = `${platform === 'win32' ? 'w' : 'p'}\u0000${pattern}`;
  const hit = globCache.get(key);
  if (hit !== undefined) return hit;
  let matcher: GlobMatcher | null = null;
  try {
    // On win32 the user thinks of `\` as the separator, so the glob reads it as `/` too, case-insensitively.
    const source = platform === 'win32' ? pattern.replaceAll('\\', '/') : pattern;
    const test = picomatch(source, { dot: true, nocase: platform === 'win32', maxLength: GLOB_INTUITION_LIMITS.patternLength });
    matcher = platform === 'win32' ? (input) => test(input.replaceAll('\\', '/')) : test;
  } catch {
    matcher = null; // picomatch rejects some patterns (empty, too long); then there is no glob meaning to compare.
  }
  if (globCache.size >= CACHE_LIMIT) globCache.delete(globCache.keys().next().value!);
  globCache.set(key, matcher);
  return matcher;
}

/** True when the pattern is worth comparing: glob-looking, within the bounds, and not the catch-all `*`. */
export function isGlobComparable(pattern: string): boolean {
  if (pattern === '*' || pattern.length > GLOB_INTUITION_LIMITS.patternLength) return false;
  if (!GLOB_SYNTAX.test(pattern) && !pattern.startsWith('./')) return false;
  const starRuns = pattern.match(/\*+/g)?.length ?? 0;
  const groups = pattern.match(/[({[]/g)?.length ?? 0;
  return starRuns <= GLOB_INTUITION_LIMITS.starRuns && groups <= GLOB_INTUITION_LIMITS.groups;
}

/** The two readings of one pattern, compiled once. */
interface Readings {
  readonly reference: (input: string) => boolean;
  readonly glob: GlobMatcher;
}

function readingsOf(pattern: string, platform: Platform): Readings | null {
  if (!isGlobComparable(pattern)) return null;
  const glob = compileGlob(pattern, platform);
  return glob ? { reference: compilePattern(pattern, platform).match, glob } : null;
}

/** Disagreement on one input (null: input too long, or picomatch failed on it). */
function disagrees(readings: Readings, input: string): boolean | null {
  if (input.length > GLOB_INTUITION_LIMITS.inputLength) return null;
  try {
    return readings.reference(input) !== readings.glob(input);
  } catch {
    return null;
  }
}

/** Whether the reference and a glob disagree on `input` (null: not comparable); never throws. */
export function disagreesOn(pattern: string, input: string, platform: Platform = 'linux'): boolean | null {
  const readings = readingsOf(pattern, platform);
  return readings ? disagrees(readings, input) : null;
}

/** The pattern with its n-th star run (or none, n = -1) filled by `filler`, the other runs by `x`, and `?` by `x`. */
function fill(pattern: string, n: number, filler: string): string {
  let run = -1;
  return pattern.replace(/\*+|\?/g, (m) => (m === '?' ? 'x' : ++run === n ? filler : 'x'));
}

/** The first alternative of every brace, class and extglob, escapes dropped: an input the glob matches and the reference reads literally. */
function firstAlternatives(pattern: string): string {
  let out = pattern.replace(/\\(.)/g, '$1');
  for (let i = 0; i < 8 && /\{[^{}]*\}/.test(out); i++) out = out.replace(/\{([^{}]*)\}/g, (_, body: string) => body.split(',')[0] ?? '');
  out = out.replace(/[@+?*]\(([^()|]*)[^()]*\)/g, '$1');
  out = out.replace(/\[([!^]?)([^\]]*)\]/g, (_, neg: string, body: string) => (neg ? ['x', 'y', 'z', '_'].find((c) => !body.includes(c)) ?? '#' : body.replace(/^\[:\w+:\]$/, 'a').charAt(0)));
  return fill(out, -1, 'x');
}

function slashes(text: string): number {
  return text.split('/').length - 1;
}

interface Sample {
  readonly input: string;
  readonly reason: GlobIntuitionReason;
  /** An input differing only in the feature: the reason holds when the two agree on it. */
  readonly control?: string;
}

/** Inputs built from the pattern, one family per glob intuition, in the order they are reported. */
function samplesOf(pattern: string, platform: Platform): Sample[] {
  const samples: Sample[] = [];
  const runs = pattern.match(/\*+/g) ?? [];
  runs.forEach((_, n) => {
    const deep = fill(pattern, n, 'a/b');
    samples.push({ input: deep.endsWith('a/b') ? `${deep}.ts` : deep, reason: 'star-crosses-slash', control: fill(pattern, n, 'a') });
  });
  if (/(^|\/)\*\*(\/|$)/.test(pattern)) {
    const flat = pattern.replace(/(^|\/)\*\*\//g, '$1').replace(/\/\*\*$/, '');
    samples.push({ input: fill(flat, -1, 'x'), reason: 'globstar-is-two-stars', control: fill(pattern, -1, 'x') });
  }
  const q = pattern.indexOf('?');
  if (q >= 0) samples.push({ input: fill(`${pattern.slice(0, q)}/${pattern.slice(q + 1)}`, -1, 'x'), reason: 'question-crosses-slash', control: fill(pattern, -1, 'x') });
  if (/[[\]{}()!+@]/.test(pattern)) {
    samples.push({ input: firstAlternatives(pattern), reason: 'glob-syntax-is-literal' });
    samples.push({ input: fill(pattern, -1, 'x'), reason: 'glob-syntax-is-literal' });
    // A leading `!` negates a glob: it then matches what the rest does not.
    if (pattern.startsWith('!')) samples.push({ input: `${fill(pattern.slice(1), -1, 'x')}x`, reason: 'glob-syntax-is-literal' });
  }
  if (platform !== 'win32' && pattern.includes('\\')) samples.push({ input: fill(pattern.replaceAll('\\', '/'), -1, 'x'), reason: 'backslash-is-slash' });
  if (pattern.startsWith('./')) samples.push({ input: fill(pattern.slice(2), -1, 'x'), reason: 'relative-prefix' });
  return samples;
}

/** True when a user's input plausibly shows the same difference as the confirmed sample (same direction, same kind). */
function isLike(readings: Readings, pattern: string, input: string, sample: GlobIntuition): boolean {
  if (readings.reference(input) !== sample.referenceMatches) return false;
  if (sample.reason === 'star-crosses-slash' || sample.reason === 'question-crosses-slash') return slashes(input) > slashes(pattern);
  return true;
}

/**
 * The first input on which `pattern` as a reference wildcard and as a glob disagree, verified by running both:
 * a sample built from the pattern whose reason a control input confirms, shown with the user's own input
 * (`inputs`: probes, files, the tester's text) when one of those shows the same difference. Null when they agree
 * on everything tried, or the pattern is out of bounds. Bounded work per call; never throws.
 */
export function findGlobIntuition(pattern: string, inputs: readonly string[], platform: Platform = 'linux'): GlobIntuition | null {
  const readings = readingsOf(pattern, platform);
  if (!readings) return null;
  let confirmed: GlobIntuition | null = null;
  for (const sample of samplesOf(pattern, platform)) {
    if (disagrees(readings, sample.input) !== true) continue;
    if (sample.control !== undefined && disagrees(readings, sample.control) !== false) continue;
    confirmed = { pattern, witness: sample.input, referenceMatches: readings.reference(sample.input), reason: sample.reason };
    break;
  }
  for (const input of inputs) {
    if (disagrees(readings, input) !== true) continue;
    if (!confirmed) return { pattern, witness: input, referenceMatches: readings.reference(input), reason: 'other' };
    if (isLike(readings, pattern, input, confirmed)) return { ...confirmed, witness: input };
  }
  return confirmed;
}

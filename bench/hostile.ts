/** 4. Hostile input: pathological globs against inputs of 1,000 to 100,000 characters must take linear time. */
import { compilePattern } from '../engine/index.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { growthExponent } from './timing.ts';
import { MAX_GROWTH } from './evaluate.ts';

/** Patterns that make a backtracking RegExp explode, with inputs that keep every segment search busy. */
const CASES: readonly { readonly pattern: string; readonly input: (n: number) => string }[] = [
  { pattern: '*a*a*a*a*a*a*a*b', input: (n) => 'a'.repeat(n) },
  { pattern: '*a*a*a*a*a*a*a*b*', input: (n) => 'a'.repeat(n) },
  { pattern: `*${'a'.repeat(30)}b*`, input: (n) => 'a'.repeat(n) },
  { pattern: '*?*?*?*?*?*?*?*?*b', input: (n) => 'a'.repeat(n) },
  { pattern: `${'*'.repeat(500)}b`, input: (n) => 'a'.repeat(n) },
  { pattern: '*ab*ab*ab*ab*ac', input: (n) => 'ab'.repeat(n / 2) },
  { pattern: 'git *--force* *', input: (n) => `git ${'-'.repeat(n - 4)}` },
];
const SIZES = [1000, 10_000, 100_000];

/** Mean ms of one match over enough repetitions to fill `budgetMs`. */
function timeMatch(match: (s: string) => boolean, input: string, budgetMs: number): number {
  let reps = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs || reps < 3) {
    match(input);
    reps++;
    elapsed = performance.now() - start;
  }
  return elapsed / reps;
}

/** Runs the hostile section: per pattern, the time at each size and the growth exponent from 1k to 100k. */
export function benchHostile(quick: boolean): SectionResult {
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  let worst = 0;
  for (const { pattern, input } of CASES) {
    const compiled = compilePattern(pattern);
    // Warm the JIT on the smallest input, so the first size does not pay for compilation.
    for (let i = 0; i < 200; i++) compiled.match(input(SIZES[0]!));
    const times = SIZES.map((n) => timeMatch((s) => compiled.match(s), input(n), quick ? 10 : 40));
    const k = growthExponent(SIZES[0]!, times[0]!, SIZES[2]!, times[2]!);
    worst = Math.max(worst, k);
    const shown = pattern.length > 24 ? `${pattern.slice(0, 21)}…(${pattern.length})` : pattern;
    data[pattern] = { sizes: SIZES, ms: times, growth: k };
    rows.push({ section: 'hostile', measure: `${shown} on 1k / 10k / 100k chars`, result: `${times.map(ms).join(' / ')}, k = ${k.toFixed(2)}`, budget: `k ≤ ${MAX_GROWTH}`, pass: k <= MAX_GROWTH });
  }
  data.worstGrowth = worst;
  return { rows, data };
}

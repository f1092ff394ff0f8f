/** 1. Matching throughput: the compiled matcher against the reference's per-call glob→RegExp translation. */
import { compilePattern, matchWildcard, toReferenceRegExp } from '../engine/index.ts';
import { filePath, pathPattern, randomText, shellCommand, shellPattern } from './gen-rules.ts';
import { createPrng } from './prng.ts';
import type { Row, SectionResult } from './report.ts';
import { ns } from './report.ts';
import { nsPerOp } from './timing.ts';

/** The matcher must beat the per-call translation by this factor. */
export const MIN_RATIO = 20;

interface PairSet {
  readonly name: string;
  readonly patterns: readonly string[];
  readonly inputs: readonly string[];
}

function pairSets(): PairSet[] {
  const rng = createPrng(11);
  const n = 200;
  const list = <T>(f: () => T) => Array.from({ length: n }, f);
  return [
    { name: 'shell commands', patterns: list(() => shellPattern(rng)), inputs: list(() => shellCommand(rng)) },
    { name: 'paths', patterns: list(() => pathPattern(rng)), inputs: list(() => filePath(rng)) },
    { name: 'random', patterns: list(() => randomText(rng, 12, true)), inputs: list(() => randomText(rng, 16, false)) },
  ];
}

/** Runs the comparison on every pair of each set (patterns × inputs, the same pairs for every method). */
export function benchMatching(quick: boolean): SectionResult {
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  const samples = quick ? 3 : 7;
  let worst = Infinity;
  for (const set of pairSets()) {
    const { patterns, inputs } = set;
    // Flat arrays of every (pattern, input) pair, so the timed loops only index and call.
    const pairPattern: string[] = [];
    const pairInput: string[] = [];
    for (const input of inputs) for (const pattern of patterns) {
      pairPattern.push(pattern);
      pairInput.push(input);
    }
    const pairMatcher = pairPattern.map((p) => compilePattern(p));
    const total = pairPattern.length;
    let agree = true;
    for (let i = 0; i < total; i++) if (pairMatcher[i]!.match(pairInput[i]!) !== toReferenceRegExp(pairPattern[i]!).test(pairInput[i]!)) agree = false;
    let sink = 0;
    const matcher = nsPerOp((i) => void (pairMatcher[i]!.match(pairInput[i]!) && sink++), total, samples);
    const cached = nsPerOp((i) => void (matchWildcard(pairInput[i]!, pairPattern[i]!) && sink++), total, samples);
    const regex = nsPerOp((i) => void (toReferenceRegExp(pairPattern[i]!).test(pairInput[i]!) && sink++), Math.min(total, 20_000), samples);
    const ratio = regex / matcher;
    worst = Math.min(worst, ratio);
    data[set.name] = { pairs: total, matcherNs: matcher, matchWildcardNs: cached, referenceRegExpNs: regex, ratio, ratioViaCache: regex / cached, agree, sink };
    rows.push({ section: 'matching', measure: `${set.name}: compiled / matchWildcard / per-call RegExp`, result: `${ns(matcher)} / ${ns(cached)} / ${ns(regex)}` });
    rows.push({ section: 'matching', measure: `${set.name}: speed-up (same answers: ${agree ? 'yes' : 'NO'})`, result: `${ratio.toFixed(0)}x (${(regex / cached).toFixed(0)}x via cache)`, budget: `≥ ${MIN_RATIO}x`, pass: agree && ratio >= MIN_RATIO });
  }
  data.worstRatio = worst;
  return { rows, data };
}

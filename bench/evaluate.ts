/** 2. evaluate (over a frozen list: its compiled ruleset) over rulesets of 100, 1,000 and 10,000 rules with 10,000 probes: time per probe and growth. */
import { compileRuleset, evaluate, toReferenceRegExp, type Rule } from '../engine/index.ts';
import { realisticProbe, realisticRuleset } from './gen-rules.ts';
import { createPrng } from './prng.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { growthExponent } from './timing.ts';

/** "Close to linear": time ∝ size^k with k at most this. */
export const MAX_GROWTH = 1.2;

/** The compiled ruleset must beat the reference's way (a fresh RegExp per rule per call, linear scan) by this factor at 1,000 rules. */
export const MIN_COMPILED_RATIO = 80;

/** The reference's evaluate: every rule, a fresh glob→RegExp for its permission and pattern, the last match wins. */
function referenceDecide(rules: readonly Rule[], permission: string, input: string): number {
  let winner = -1;
  for (let i = 0; i < rules.length; i++) if (toReferenceRegExp(rules[i]!.permission).test(permission) && toReferenceRegExp(rules[i]!.pattern).test(input)) winner = i;
  return winner;
}

/** Times `evaluate` for every probe against each ruleset size; each size is run `passes` times and the fastest pass kept. */
export function benchEvaluate(quick: boolean): SectionResult {
  const rng = createPrng(23);
  const probes = Array.from({ length: quick ? 2000 : 10_000 }, () => realisticProbe(rng));
  const sizes = [100, 1000, 10_000];
  const perProbe: number[] = [];
  const data: Record<string, unknown> = { probes: probes.length };
  const rows: Row[] = [];
  for (const size of sizes) {
    // What every view asks: the analysis's frozen ruleset, whose compiled form `evaluate` shares.
    const rules = Object.freeze(realisticRuleset(createPrng(size), size));
    evaluate('bash', 'warm', [rules]);
    let best = Infinity;
    let winners = 0;
    const passes = size >= 10_000 ? 2 : 4;
    for (let pass = 0; pass < passes; pass++) {
      const t = performance.now();
      for (const p of probes) if (!evaluate(p.permission, p.input, [rules]).isDefault) winners++;
      best = Math.min(best, performance.now() - t);
    }
    const us = (best / probes.length) * 1000;
    perProbe.push(us);
    data[String(size)] = { totalMs: best, perProbeUs: us, matched: winners / passes };
    rows.push({ section: 'evaluate', measure: `${size.toLocaleString('en-US')} rules × ${probes.length.toLocaleString('en-US')} probes`, result: `${ms(best)} total, ${us.toFixed(2)} µs/probe` });
  }
  const k = growthExponent(sizes[0]!, perProbe[0]!, sizes[2]!, perProbe[2]!);
  data.growth = k;
  rows.push({ section: 'evaluate', measure: 'growth in rules (100 → 10,000), time ∝ rules^k', result: `k = ${k.toFixed(2)}`, budget: `k ≤ ${MAX_GROWTH}`, pass: k <= MAX_GROWTH });
  // The compiled ruleset (one per analysis) against the reference's way, at 1,000 rules, on the same probes.
  const rules = realisticRuleset(createPrng(1000), 1000);
  const compiled = compileRuleset(rules, 'linux');
  let agree = 0;
  for (const p of probes) if (compiled.decide(p.permission, p.input).index === referenceDecide(rules, p.permission, p.input)) agree++;
  let compiledBest = Infinity;
  for (let pass = 0; pass < 4; pass++) {
    const t = performance.now();
    for (const p of probes) compiled.decide(p.permission, p.input);
    compiledBest = Math.min(compiledBest, performance.now() - t);
  }
  const refProbes = probes.slice(0, quick ? 100 : 400);
  let refBest = Infinity;
  for (let pass = 0; pass < 2; pass++) {
    const t = performance.now();
    for (const p of refProbes) referenceDecide(rules, p.permission, p.input);
    refBest = Math.min(refBest, performance.now() - t);
  }
  const compiledUs = (compiledBest / probes.length) * 1000;
  const refUs = (refBest / refProbes.length) * 1000;
  const ratio = refUs / compiledUs;
  data.compiled = { compiledUs, referenceUs: refUs, ratio, agree, probes: probes.length };
  rows.push({ section: 'evaluate', measure: `1,000 rules: compiled ruleset / reference per-call RegExp scan (same winner on ${agree} of ${probes.length} probes)`, result: `${compiledUs.toFixed(2)} µs / ${refUs.toFixed(1)} µs per probe: ${ratio.toFixed(0)}x`, budget: `≥ ${MIN_COMPILED_RATIO}x, every answer the same`, pass: agree === probes.length && ratio >= MIN_COMPILED_RATIO });
  return { rows, data };
}

/** 2. evaluate over rulesets of 100, 1,000 and 10,000 rules with 10,000 probes: time per probe and growth. */
import { evaluate } from '../engine/index.ts';
import { realisticProbe, realisticRuleset } from './gen-rules.ts';
import { createPrng } from './prng.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { growthExponent } from './timing.ts';

/** "Close to linear": time ∝ size^k with k at most this. */
export const MAX_GROWTH = 1.2;

/** Times `evaluate` for every probe against each ruleset size; each size is run `passes` times and the fastest pass kept. */
export function benchEvaluate(quick: boolean): SectionResult {
  const rng = createPrng(23);
  const probes = Array.from({ length: quick ? 2000 : 10_000 }, () => realisticProbe(rng));
  const sizes = [100, 1000, 10_000];
  const perProbe: number[] = [];
  const data: Record<string, unknown> = { probes: probes.length };
  const rows: Row[] = [];
  for (const size of sizes) {
    const rules = realisticRuleset(createPrng(size), size);
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
  return { rows, data };
}

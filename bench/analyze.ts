/** 3. analyze on 8-layer scenarios (100, 1,000, 10,000 rules, several agents, 30 tools), cold and after a one-file edit. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, parseScenarioText, type Scenario } from '../engine/index.ts';
import { editScenario, generateScenario } from './gen-scenario.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { growthExponent, timeRunsOn, type Samples } from './timing.ts';

/** 10,000 rules re-analysed after an edit within this (ms). */
export const MAX_ANALYZE_10K_MS = 50;
/** The one-file edit of the 10,000-rule scenario at least this many times faster than a cold run. */
export const MIN_CACHE_GAIN = 5;
/** The real 706-rule config re-analysed after a keystroke within this (ms): a quarter of a frame, leaving the rest to the screen. */
export const MAX_R02_KEYSTROKE_MS = 4;
/** Analysis time from 1,000 to 10,000 rules may grow at most this much (1.2x linear). */
export const MAX_GROWTH_1K_10K = 12;

/** Edits stamped from a counter that never repeats, so no run finds its text already cached. */
let stamp = 0;

function timeScenario(scenario: Scenario, runs: number): { cold: Samples; retype: Samples; edit: Samples; rules: number; tools: number; agents: number; errors: number } {
  const first = analyze(editScenario(scenario, ++stamp, 'cold'));
  const opts = { warmup: 2, minRuns: runs, maxRuns: runs, minMs: 0 };
  // Each sample's scenario is made before its clock starts: only the analysis is timed.
  // Cold: every rule of every file is new, so nothing the engine keeps answers (as in a first analysis).
  const cold = timeRunsOn(() => editScenario(scenario, ++stamp, 'cold'), (s) => void analyze(s), opts);
  // Every file re-typed (a comment added): all parsed again, every rule one the engine has seen.
  const retype = timeRunsOn(() => editScenario(scenario, ++stamp, 'retype'), (s) => void analyze(s), opts);
  // A keystroke: one file's text changes, the others are the same strings as before.
  const base = editScenario(scenario, ++stamp, 'cold');
  analyze(base);
  const edit = timeRunsOn(() => editScenario(base, ++stamp), (s) => void analyze(s), opts);
  return { cold, retype, edit, rules: first.ruleset.length, tools: first.tools.length, agents: first.agents?.list.length ?? 0, errors: first.diagnostics.filter((d) => d.severity === 'error').length };
}

/** The real 706-rule config from the corpus beside the repo, when it is there. */
function realConfig(): Scenario | null {
  const file = join(process.env.SHARED_DIR ?? '../shared', 'real-configs', 'r02-connorads-global.json');
  if (!existsSync(file)) return null;
  return parseScenarioText(readFileSync(file, 'utf8')).scenario;
}

/** Runs the analyze section. */
export function benchAnalyze(quick: boolean): SectionResult {
  const rows: Row[] = [];
  const data: Record<string, unknown> = {};
  const sizes = [100, 1000, 10_000];
  const edits: number[] = [];
  const colds: number[] = [];
  for (const size of sizes) {
    const runs = quick ? 3 : size >= 10_000 ? 7 : size >= 1000 ? 15 : 30;
    const t = timeScenario(generateScenario(size), runs);
    edits.push(t.edit.median);
    colds.push(t.cold.median);
    data[String(size)] = t;
    const label = `${size.toLocaleString('en-US')} rules (${t.rules} in the agent's ruleset, ${t.agents} agents, ${t.tools} tools)`;
    rows.push({ section: 'analyze', measure: `${label}: cold (every rule new)`, result: `${ms(t.cold.median)} median, ${ms(t.cold.p95)} p95` });
    rows.push({ section: 'analyze', measure: `${label}: every file re-typed (a comment added; rules seen before)`, result: `${ms(t.retype.median)} median, ${ms(t.retype.p95)} p95` });
    const isBudget = size === 10_000;
    const gain = t.cold.median / t.edit.median;
    rows.push({
      section: 'analyze',
      measure: `${label}: one-file edit`,
      result: `${ms(t.edit.median)} median, ${ms(t.edit.p95)} p95`,
      ...(isBudget ? { budget: `< ${MAX_ANALYZE_10K_MS} ms median`, pass: t.edit.median < MAX_ANALYZE_10K_MS } : {}),
    });
    rows.push({ section: 'analyze', measure: `${label}: cache gain (cold / one-file edit)`, result: `${gain.toFixed(1)}x`, ...(isBudget ? { budget: `≥ ${MIN_CACHE_GAIN}x`, pass: gain >= MIN_CACHE_GAIN } : {}) });
    if (t.errors > 0) rows.push({ section: 'analyze', measure: `${size} rules: generated scenario has errors`, result: String(t.errors), pass: false, budget: '0' });
  }
  const kEdit = growthExponent(sizes[0]!, edits[0]!, sizes[2]!, edits[2]!);
  const kCold = growthExponent(sizes[0]!, colds[0]!, sizes[2]!, colds[2]!);
  const growth = { edit: edits[2]! / edits[1]!, cold: colds[2]! / colds[1]! };
  data.growth = { edit: kEdit, cold: kCold, ratio1kTo10k: growth };
  rows.push({ section: 'analyze', measure: 'growth in rules (100 → 10,000): edit / cold, time ∝ rules^k', result: `k = ${kEdit.toFixed(2)} / ${kCold.toFixed(2)}` });
  rows.push({
    section: 'analyze',
    measure: 'growth from 1,000 to 10,000 rules (x10): edit / cold',
    result: `x${growth.edit.toFixed(1)} / x${growth.cold.toFixed(1)}`,
    budget: `≤ x${MAX_GROWTH_1K_10K}`,
    pass: growth.edit <= MAX_GROWTH_1K_10K && growth.cold <= MAX_GROWTH_1K_10K,
  });
  const real = realConfig();
  if (real) {
    const t = timeScenario(real, quick ? 5 : 30);
    data.r02 = t;
    rows.push({ section: 'analyze', measure: `real config r02 (${t.rules} rules, one 43 kB file): cold (every rule new)`, result: `${ms(t.cold.median)} median, ${ms(t.cold.p95)} p95` });
    rows.push({ section: 'analyze', measure: 'real config r02: keystroke in its file', result: `${ms(t.edit.median)} median, ${ms(t.edit.p95)} p95`, budget: `< ${MAX_R02_KEYSTROKE_MS} ms median`, pass: t.edit.median < MAX_R02_KEYSTROKE_MS });
  } else rows.push({ section: 'analyze', measure: 'real config r02', result: 'not found (set SHARED_DIR)', pass: null });
  return { rows, data };
}

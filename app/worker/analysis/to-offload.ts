import type { Scenario } from '../../../engine/index.ts';

/** Scenarios with more text than this are analyzed in the worker (parsing alone then takes tens of ms). */
export const OFFLOAD_TEXT_CHARS = 200_000;

/** A run slower than this would make typing stutter, so the next runs go to the worker. */
export const OFFLOAD_AFTER_MS = 30;

/** The scenario's text size: files, env values and probe inputs (what the engine parses and matches). */
export function scenarioTextChars(scenario: Scenario): number {
  let total = 0;
  for (const f of scenario.files) total += f.text.length + f.path.length;
  for (const v of Object.values(scenario.env)) total += v.length;
  for (const p of scenario.probes) total += p.input.length;
  return total;
}

/** Whether to analyze off the main thread: a big scenario, or a previous run that was slow. */
export function shouldOffload(scenario: Scenario, lastRunMs: number): boolean {
  return lastRunMs > OFFLOAD_AFTER_MS || scenarioTextChars(scenario) > OFFLOAD_TEXT_CHARS;
}

/** A worker run still going after this long may be abandoned (the worker restarted) when a newer scenario arrives. */
export const RESTART_AFTER_MS = 3000;

/**
 * Whether to abandon the worker's run in flight for a newer scenario: only once it has run well past what a run of
 * this scenario takes (twice the last finished run, and at least RESTART_AFTER_MS). A scenario whose runs take longer
 * than the pause between keystrokes then still gets its results, and the worker keeps what it has cached.
 */
export function shouldRestartWorker(elapsedMs: number, lastRunMs: number | null): boolean {
  return elapsedMs > Math.max(RESTART_AFTER_MS, 2 * (lastRunMs ?? 0));
}

import type { Scenario } from '../../../engine/index.ts';

/** Scenarios with more text than this are analyzed in the worker (parsing alone then takes tens of ms). */
export const OFFLOAD_TEXT_CHARS = 200_000;

/** A run slower than this would make typing stutter, so the next runs go to the worker. */
export const OFFLOAD_AFTER_MS = 30;

/**
 * The same for a cold run: one of the first COLD_RUNS runs on the main thread after the scenario was loaded or a file
 * was added, renamed or removed. Such a run parses every layer afresh, or runs the page's keystroke code for the first
 * time while V8 compiles it, so it says little about the keystrokes after it: the real 706-rule config r02 takes
 * 30-75 ms to open with one core busy and its next keystrokes 10-20 ms. Sending those keystrokes to the worker for it
 * would run them in a worker that has not run yet either (about 200 ms, then 70 ms, for the first two), and leave the
 * main thread's keystroke code cold for the keystrokes after. A cold run this slow still sends the next run to the
 * worker.
 */
export const OFFLOAD_AFTER_COLD_MS = 150;

/** How many runs after a load (or a file added, renamed or removed) are cold runs. */
export const COLD_RUNS = 2;

/**
 * Counts the main thread's runs by the store revision they ran at (a load, or a file added, renamed or removed, bumps
 * it; a keystroke in a file does not): each call counts one run and says whether it was a cold one.
 */
export function createColdRunCounter(): (revision: number) => boolean {
  let counted = Number.NaN;
  let runs = 0;
  return (revision) => {
    if (revision !== counted) {
      counted = revision;
      runs = 0;
    }
    runs += 1;
    return runs <= COLD_RUNS;
  };
}

/** The newest finished run: how long it took and whether it was a cold run (see OFFLOAD_AFTER_COLD_MS). */
export interface LastRun {
  readonly ms: number;
  readonly isCold: boolean;
}

// Caches of derived data (not view state). Each scenario's size, counted once: every view that reads the analysis asks for it in the same render. And the last
// files' count: a keystroke's scenario has the last files but one, so only the files that are new objects are
// counted again (at 20,000 files, 20,000 identity checks instead of 20,000 lengths read).
const charsOf = new WeakMap<Scenario, number>();
let lastFiles: { readonly files: Scenario['files']; readonly chars: number } | null = null;

function fileChars(file: Scenario['files'][number]): number {
  return file.text.length + file.path.length;
}

function filesChars(files: Scenario['files']): number {
  let chars = 0;
  if (lastFiles !== null && lastFiles.files.length === files.length) {
    const before = lastFiles.files;
    chars = lastFiles.chars;
    for (let i = 0; i < files.length; i++) if (files[i] !== before[i]) chars += fileChars(files[i]!) - fileChars(before[i]!);
  } else {
    for (const f of files) chars += fileChars(f);
  }
  lastFiles = { files, chars };
  return chars;
}

/** The scenario's text size: files, env values and probe inputs (what the engine parses and matches). */
export function scenarioTextChars(scenario: Scenario): number {
  const known = charsOf.get(scenario);
  if (known !== undefined) return known;
  let total = filesChars(scenario.files);
  for (const v of Object.values(scenario.env)) total += v.length;
  for (const p of scenario.probes) total += p.input.length;
  charsOf.set(scenario, total);
  return total;
}

/** Whether to analyze off the main thread: a big scenario, or a previous run that was slow (for its kind). */
export function shouldOffload(scenario: Scenario, lastRun: LastRun): boolean {
  return lastRun.ms > (lastRun.isCold ? OFFLOAD_AFTER_COLD_MS : OFFLOAD_AFTER_MS) || scenarioTextChars(scenario) > OFFLOAD_TEXT_CHARS;
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

import type { Analysis, Scenario } from '../../engine/index.ts';
import { analyzer, isAnalyzerLoaded } from '../deferred/analyzer-on-demand.ts';
import { usePlayground, type PlaygroundState } from './store.ts';
import { useLatestAnalysis, type LatestAnalysis, type SyncAnalysis } from '../worker/latest-analysis.ts';
import { latestWorkerResult } from '../worker/analysis/analysis-runner.ts';
import { createColdRunCounter, shouldOffload, type LastRun } from '../worker/analysis/to-offload.ts';
import { createRehearsals, readEveryPart, type IdleDeadline } from './rehearse-keystroke.ts';

// The analysis memo (not view state): the last scenario analysed on the main thread, its result and timing.
// Module-level on purpose: every hook shares the one run per edit, and the store holds only what the user did.
let lastScenario: Scenario | null = null;
let lastAnalysis: Analysis | null = null;
let lastDurationMs = 0;
let lastFinishedAt = 0;
// Whether the last run here was a cold one (see OFFLOAD_AFTER_COLD_MS), and the counter that tells.
let isLastRunCold = true;
let lastRevision = Number.NaN;
const countRun = createColdRunCounter();

/**
 * The analysis of a scenario, memoized on the scenario's identity (one engine run per edit). Until the engine's chunk is
 * there (app/deferred/analyzer-on-demand.ts), a render that asks suspends.
 */
export function analysisOf(scenario: Scenario): Analysis {
  if (scenario !== lastScenario || !lastAnalysis) {
    const analyze = analyzer();
    // The clock lives here, in the app: the engine stays pure.
    const start = performance.now();
    lastAnalysis = analyze(scenario);
    lastFinishedAt = performance.now();
    lastDurationMs = lastFinishedAt - start;
    const { revision } = usePlayground.getState();
    // A file's text edited (the same files otherwise: a load, or a file added, renamed or removed, bumps the revision).
    if (lastScenario !== null && scenario.files !== lastScenario.files && revision === lastRevision) rehearsals.noteKeystroke();
    lastScenario = scenario;
    lastRevision = revision;
    isLastRunCold = countRun(revision);
  }
  return lastAnalysis;
}

/** The newest run (here or in the worker), for the choice of where the next one runs. */
function lastRun(): LastRun {
  const fromWorker = latestWorkerResult();
  if (fromWorker && fromWorker.finishedAt > lastFinishedAt) return { ms: fromWorker.durationMs, isCold: false };
  return { ms: lastDurationMs, isCold: isLastRunCold };
}

/** How long the last engine run took (here or in the worker, whichever is newer), in milliseconds. */
export function lastAnalysisDurationMs(): number {
  return lastRun().ms;
}

function whenIdle(callback: (deadline: IdleDeadline) => void): void {
  // Where the browser has no idle callbacks, an idle period never comes: no rehearsal.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback);
}

// Keystroke rehearsals (rehearse-keystroke.ts): engine runs only, outside this memo and the store.
const rehearsals = createRehearsals({
  scenario: () => usePlayground.getState().scenario,
  runsHere: (scenario) => isAnalyzerLoaded() && !shouldOffload(scenario, lastRun()),
  run: (scenario) => readEveryPart(analyzer()(scenario)),
  whenIdle,
});

/** The editor's caret is at `offset` in the file at `path` (see rehearse-keystroke.ts). */
export function rehearseKeystrokeAt(path: string, offset: number): void {
  rehearsals.caretAt(path, offset);
}

const SYNC: SyncAnalysis = {
  run: analysisOf,
  last: () => (lastScenario && lastAnalysis ? { scenario: lastScenario, analysis: lastAnalysis } : null),
  lastRun,
};

const selectScenario = (s: PlaygroundState) => s.scenario;

/** The current scenario; stable between edits. */
export function useScenario(): Scenario {
  return usePlayground(selectScenario);
}

/**
 * The current scenario's analysis; re-renders only when the scenario changes or a worker run ends.
 * Big or slow scenarios are analyzed in a worker: until it answers, this is the previous analysis.
 */
export function useAnalysis(): Analysis {
  return useLatestAnalysisState().analysis;
}

/** The analysis shown and whether a newer one is still being computed (the "updating" mark). */
export function useLatestAnalysisState(): LatestAnalysis {
  return useLatestAnalysis(usePlayground(selectScenario), SYNC);
}

import { useSyncExternalStore } from 'react';
import type { Analysis, Scenario } from '../../engine/index.ts';
import { latestWorkerResult, requestAnalysis, subscribeToWorker, type WorkerResult } from './analysis/analysis-runner.ts';
import { shouldOffload } from './analysis/to-offload.ts';

/** The analysis to show now, and whether a newer one is being computed. */
export interface LatestAnalysis {
  readonly analysis: Analysis;
  readonly isUpdating: boolean;
}

/** What the hook needs from the synchronous path (the memoized main-thread run). */
export interface SyncAnalysis {
  run(scenario: Scenario): Analysis;
  /** The last main-thread result, if any (shown while the worker computes). */
  last(): { readonly scenario: Scenario; readonly analysis: Analysis } | null;
  /** How long the newest run (main thread or worker) took. */
  lastRunMs(): number;
}

// The bridge's memory (not view state): the last analysis handed out, shown as "updating" while the worker
// computes a newer one, and the last worker result already taken in. Both are caches of derived data.
let shown: { readonly scenario: Scenario; readonly analysis: Analysis } | null = null;
let seenWorkerResult: WorkerResult | null = null;

function runHere(scenario: Scenario, sync: SyncAnalysis): LatestAnalysis {
  const analysis = sync.run(scenario);
  shown = { scenario, analysis };
  return { analysis, isUpdating: false };
}

/**
 * The newest analysis for a scenario: small scenarios run on the main thread at once; big or slow
 * ones go to the worker while the last result shown (of an older scenario) stays, marked as updating.
 */
export function useLatestAnalysis(scenario: Scenario, sync: SyncAnalysis): LatestAnalysis {
  const fromWorker = useSyncExternalStore(subscribeToWorker, latestWorkerResult);
  if (fromWorker !== seenWorkerResult) {
    seenWorkerResult = fromWorker;
    if (fromWorker) shown = fromWorker;
  }
  if (fromWorker?.scenario === scenario) return { analysis: fromWorker.analysis, isUpdating: false };
  if (sync.last()?.scenario === scenario || !shouldOffload(scenario, sync.lastRunMs()) || !requestAnalysis(scenario)) return runHere(scenario, sync);
  // The first big scenario has nothing older to show: it runs here once.
  return shown ? { analysis: shown.analysis, isUpdating: true } : runHere(scenario, sync);
}

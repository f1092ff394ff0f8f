import { useSyncExternalStore } from 'react';
import type { Analysis, Scenario } from '../../engine/index.ts';
import { dropQueuedAnalysis, latestWorkerResult, requestAnalysis, subscribeToWorker, type WorkerResult } from './analysis/analysis-runner.ts';
import { shouldOffload, type LastRun } from './analysis/to-offload.ts';

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
  /** How long the newest run (main thread or worker) took, and whether it was a cold run. */
  lastRun(): LastRun;
}

/** An analysis on screen, with the order in which its scenario became current (higher is newer). */
export interface ShownAnalysis {
  readonly scenario: Scenario;
  readonly analysis: Analysis;
  readonly order: number;
}

/**
 * What to show once a worker answer arrives: the answer only when its scenario became current after the one shown
 * (an old answer never replaces a newer main-thread run); `orderOf` is 0 for a scenario that was never current.
 */
export function acceptWorkerResult(shown: ShownAnalysis | null, result: { readonly scenario: Scenario; readonly analysis: Analysis }, orderOf: (scenario: Scenario) => number): ShownAnalysis | null {
  const order = orderOf(result.scenario);
  if (order === 0 || (shown && order <= shown.order)) return shown;
  return { scenario: result.scenario, analysis: result.analysis, order };
}

// The bridge's memory (not view state): the last analysis handed out, shown as "updating" while the worker
// computes a newer one; the last worker result already taken in; and the order in which scenarios became
// current (a weak map, so old scenarios go with their objects). All are caches of derived data.
let shown: ShownAnalysis | null = null;
let seenWorkerResult: WorkerResult | null = null;
const currentOrder = new WeakMap<Scenario, number>();
let lastOrder = 0;
let lastCurrent: Scenario | null = null;

function orderOf(scenario: Scenario): number {
  return currentOrder.get(scenario) ?? 0;
}

/** The order of the current scenario; a scenario that becomes current again (undo) is newer than all before it. */
function markCurrent(scenario: Scenario): number {
  if (scenario !== lastCurrent) {
    lastCurrent = scenario;
    currentOrder.set(scenario, ++lastOrder);
  }
  return lastOrder;
}

function runHere(scenario: Scenario, order: number, sync: SyncAnalysis): LatestAnalysis {
  const analysis = sync.run(scenario);
  if (!shown || shown.order <= order) shown = { scenario, analysis, order };
  // A scenario still waiting for the worker is older than this one: its answer would never be shown.
  dropQueuedAnalysis();
  return { analysis, isUpdating: false };
}

/**
 * The newest analysis for a scenario: small scenarios run on the main thread at once; big or slow
 * ones go to the worker while the last result shown (of an older scenario) stays, marked as updating.
 * A worker answer for a scenario older than the one shown is never taken in.
 */
export function useLatestAnalysis(scenario: Scenario, sync: SyncAnalysis): LatestAnalysis {
  const fromWorker = useSyncExternalStore(subscribeToWorker, latestWorkerResult);
  const order = markCurrent(scenario);
  if (fromWorker !== seenWorkerResult) {
    seenWorkerResult = fromWorker;
    if (fromWorker) shown = acceptWorkerResult(shown, fromWorker, orderOf);
  }
  if (fromWorker?.scenario === scenario) return { analysis: fromWorker.analysis, isUpdating: false };
  if (sync.last()?.scenario === scenario || !shouldOffload(scenario, sync.lastRun()) || !requestAnalysis(scenario)) return runHere(scenario, order, sync);
  // The first big scenario has nothing older to show: it runs here once.
  return shown ? { analysis: shown.analysis, isUpdating: true } : runHere(scenario, order, sync);
}

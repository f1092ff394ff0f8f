import { startWorker } from '../start-worker.ts';
import { useMemo, useSyncExternalStore } from 'react';
import type { Analysis, Scenario } from '../../../engine/index.ts';
import { runView } from './run-view.ts';
import type { ViewJob, ViewReply, ViewRequest, ViewResult } from './view-messages.ts';

/** A run still going after this long is abandoned (worker restarted) when a newer job of its kind arrives. */
const RESTART_AFTER_MS = 3000;

type Kind = ViewJob['kind'];

// The view worker bridge's own state (derived data and plumbing, not view state): the worker, the one job in
// flight, the newest waiting job per view, and the newest answer per view with the job it answers.
let worker: Worker | null = null;
let isBroken = false;
let nextId = 1;
let inFlight: { readonly id: number; readonly job: ViewJob; readonly startedAt: number } | null = null;
const queued = new Map<Kind, ViewJob>();
const answers = new Map<Kind, { readonly job: ViewJob; readonly result: ViewResult }>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Two jobs ask the same thing: same view, same scenario objects (the store keeps them stable), same options. */
export function isSameJob(a: ViewJob, b: ViewJob): boolean {
  if (a.kind === 'matrix' && b.kind === 'matrix') return a.scenario === b.scenario && a.agent === b.agent;
  if (a.kind === 'diff' && b.kind === 'diff') return a.before === b.before && a.after === b.after;
  if (a.kind === 'detect' && b.kind === 'detect') return a.text === b.text && a.fileName === b.fileName && a.scenario === b.scenario;
  return false;
}

function giveUp(): void {
  // No worker (CSP, old browser, a crash): the views run their jobs on the main thread.
  isBroken = true;
  worker?.terminate();
  worker = null;
  inFlight = null;
  queued.clear();
  emit();
}

function postNext(): void {
  const next = queued.entries().next();
  if (next.done || !worker) return;
  const [kind, job] = next.value;
  queued.delete(kind);
  const request: ViewRequest = { id: nextId++, job };
  inFlight = { id: request.id, job, startedAt: performance.now() };
  try {
    worker.postMessage(request);
  } catch {
    giveUp();
  }
}

function onReply(event: MessageEvent<ViewReply>): void {
  const reply = event.data;
  // An answer to anything but the job in flight is old (its worker was replaced): it never lands.
  if (!inFlight || reply.id !== inFlight.id) return;
  const { job } = inFlight;
  inFlight = null;
  if (reply.kind === 'failed') return giveUp();
  // Only kept when no newer job of the same view is waiting: a stale answer is never shown for newer text.
  if (!queued.has(job.kind)) answers.set(job.kind, { job, result: reply.result });
  postNext();
  emit();
}

function spawn(): Worker | null {
  if (isBroken) return null;
  const w = startWorker(() => new Worker(new URL('./view.worker.ts', import.meta.url), { type: 'module', name: 'views' }), onReply, giveUp);
  if (!w) isBroken = true;
  return w;
}

/**
 * Asks the view worker for a job; per view only the newest waiting job is kept. False when there is no
 * worker (the caller runs the job itself). It never notifies during the call, so it is safe while rendering.
 */
export function requestView(job: ViewJob): boolean {
  const answered = answers.get(job.kind);
  if (inFlight && isSameJob(inFlight.job, job)) {
    // Asked again for what is being computed: whatever was waiting for this view is older now.
    queued.delete(job.kind);
    return true;
  }
  if (answered && isSameJob(answered.job, job)) return true;
  worker ??= spawn();
  if (!worker) return false;
  queued.set(job.kind, job);
  if (inFlight && inFlight.job.kind === job.kind && performance.now() - inFlight.startedAt > RESTART_AFTER_MS) {
    // The run in flight answers older text and is slow: drop it rather than wait.
    worker.terminate();
    inFlight = null;
    worker = spawn();
    if (!worker) return false;
  }
  if (!inFlight) postNext();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest answer kept for a view (a new object only when one arrives). */
export function latestViewAnswer(kind: Kind): { readonly job: ViewJob; readonly result: ViewResult } | undefined {
  return answers.get(kind);
}

/** What a heavy view shows: its result for exactly this job, or null while the worker computes it. */
export interface ViewState<R extends ViewResult> {
  readonly result: R | null;
  readonly isComputing: boolean;
}

/**
 * A heavy view's result: small jobs run here at once (the same call as in the worker); big ones go to the
 * view worker, and until it answers this job the result is null, never an older job's answer.
 */
export function useViewResult<K extends Kind>(job: ViewJob & { readonly kind: K }, options: { readonly isBig: boolean; readonly analysisOf: (scenario: Scenario) => Analysis }): ViewState<Extract<ViewResult, { kind: K }>> {
  const { isBig, analysisOf } = options;
  const answer = useSyncExternalStore(subscribe, () => latestViewAnswer(job.kind));
  const offloaded = isBig && requestView(job);
  const here = useMemo(() => (offloaded ? null : runView(job, analysisOf)), [job, offloaded, analysisOf]);
  type R = Extract<ViewResult, { kind: K }>;
  if (here) return { result: here as R, isComputing: false };
  if (answer && isSameJob(answer.job, job)) return { result: answer.result as R, isComputing: false };
  return { result: null, isComputing: true };
}

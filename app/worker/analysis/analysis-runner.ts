import { startWorker } from '../start-worker.ts';
import type { Analysis, PackedProvenance, Scenario } from '../../../engine/index.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-messages.ts';
import type { WireAnalysis } from './wire-analysis.ts';
import { toFilesDelta } from './files-delta.ts';
import { inNextTask } from '../next-task.ts';
import { shouldRestartWorker } from './to-offload.ts';
import type { GraphReviver } from '../sliced-graph.ts';
import type { NodeTable } from '../node-table.ts';

/** The newest analysis the worker finished, for the scenario it was asked about. */
export interface WorkerResult {
  readonly scenario: Scenario;
  readonly analysis: Analysis;
  readonly durationMs: number;
  /** performance.now() when the answer arrived. */
  readonly finishedAt: number;
}


// The worker bridge's own state (the worker, the run in flight, the queue, the last answer): derived data
// and plumbing, not view state; the store never holds analyses.
let latest: WorkerResult | null = null;
let worker: Worker | null = null;
let isBroken = false;
let inFlight: { readonly id: number; readonly scenario: Scenario; readonly startedAt: number } | null = null;
// The files of the last request this worker was sent (it keeps them, so the next request sends only what changed).
let sent: { readonly id: number; readonly files: Scenario['files'] } | null = null;
let queued: Scenario | null = null;
// The answer being received (its parts), and the answers being taken in a slice at a time, in order: every answer is
// taken in (a newer one refers to the nodes of the ones before it), and only the newest becomes the result.
interface Job {
  readonly id: number;
  readonly scenario: Scenario;
  readonly reviver: GraphReviver;
  readonly packed: PackedProvenance | null;
  readonly durationMs: number;
  readonly base: number;
  readonly release: readonly number[];
}
let receiving: { readonly id: number; readonly reviver: GraphReviver; packed: PackedProvenance | null } | null = null;
let reviving: Job[] = [];
// The nodes of the answers this worker sent that the page took in, by table number (see KnownNodes), and the answers
// taken in since the last request (the next request tells the worker).
let table: NodeTable | null = null;
let took: number[] = [];
let nextId = 1;
// The answer reader loads when a worker starts; replies that arrive before it wait for it, in order.
type AnswerReader = typeof import('./answer-reader.ts');
let reader: AnswerReader | null = null;
let readerLoad: Promise<AnswerReader> | null = null;
let waitingReplies: MessageEvent<AnalysisReply>[] = [];
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function giveUp(): void {
  // No worker (CSP, old browser, a crash): the page falls back to running analyze itself.
  isBroken = true;
  worker?.terminate();
  worker = null;
  inFlight = null;
  queued = null;
  receiving = null;
  reviving = [];
  waitingReplies = [];
  emit();
}

/** How long one step of rebuilding an answer may take: under the 50 ms a long task starts at. */
export const REVIVE_SLICE_MS = 25;

/** Puts a whole answer's nodes in the table, then lets go of what the worker released with it. */
function takeIn(job: Job): void {
  reader!.takeIn(table!, job.reviver, job.base, job.release);
  took.push(job.id);
}

/**
 * Rebuilds the oldest answer waiting, a slice at a time, and takes it in; the newest, once in, becomes the result. An
 * older answer is still taken in (cheap: only its new nodes), but never shown.
 */
function continueReviving(job: Job): void {
  if (reviving[0] !== job) return;
  let isWhole;
  try {
    isWhole = job.reviver.step(reader!.deadlineIn(REVIVE_SLICE_MS));
  } catch {
    // A part that refers to a node the page does not hold: a broken answer.
    return giveUp();
  }
  if (!isWhole) {
    inNextTask(() => continueReviving(job));
    return;
  }
  const wire = job.reviver.root() as WireAnalysis;
  if (!job.packed && !wire.load.provenance) return giveUp();
  takeIn(job);
  reviving.shift();
  const next = reviving[0];
  if (next) {
    inNextTask(() => continueReviving(next));
    return;
  }
  const analysis = reader!.fromWireAnalysis(wire, job.packed, job.scenario);
  // The views render synchronously when told (useSyncExternalStore): that render goes in a task of its own, not in the
  // one that finished rebuilding (at 20,000 agents the two together were a task of 300 ms). A newer answer that arrives
  // in between is shown instead.
  inNextTask(() => {
    if (reviving.length > 0) return;
    latest = { scenario: job.scenario, analysis, durationMs: job.durationMs, finishedAt: performance.now() };
    emit();
  });
}

function loadReader(): Promise<AnswerReader> {
  readerLoad ??= import('./answer-reader.ts').then((m) => (reader = m));
  return readerLoad;
}

function onReply(event: MessageEvent<AnalysisReply>): void {
  if (!reader || waitingReplies.length > 0) {
    waitingReplies.push(event);
    if (waitingReplies.length === 1) {
      loadReader().then(
        () => {
          const replies = waitingReplies;
          waitingReplies = [];
          for (const e of replies) readReply(e);
        },
        () => giveUp(),
      );
    }
    return;
  }
  readReply(event);
}

function readReply(event: MessageEvent<AnalysisReply>): void {
  const reply = event.data;
  if (!inFlight || reply.id !== inFlight.id) return;
  if (reply.kind === 'part' || reply.kind === 'provenance') {
    // The table comes with the answer reader (not in the first paint).
    table ??= new reader!.NodeTable();
    if (receiving?.id !== reply.id) receiving = { id: reply.id, reviver: new reader!.GraphReviver(table), packed: null };
    if (reply.kind === 'part') receiving.reviver.add(reply.part);
    else receiving.packed = reply.packed;
    return;
  }
  const { scenario } = inFlight;
  inFlight = null;
  const received = receiving;
  receiving = null;
  if (reply.kind === 'failed' || received?.id !== reply.id || received.reviver.partCount !== reply.parts) return giveUp();
  const job: Job = { id: reply.id, scenario, reviver: received.reviver, packed: received.packed, durationMs: reply.durationMs, base: reply.base, release: reply.release };
  reviving.push(job);
  const next = queued;
  queued = null;
  if (next && next !== scenario) post(next);
  if (reviving.length === 1) continueReviving(job);
}

function spawn(): Worker | null {
  if (isBroken) return null;
  const w = startWorker(() => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module', name: 'analysis' }), onReply, giveUp);
  if (!w) isBroken = true;
  else void loadReader().catch(() => undefined);
  sent = null;
  // A new worker knows nothing the page holds.
  table = null;
  took = [];
  reviving = [];
  return w;
}

function post(scenario: Scenario): void {
  if (!worker) return;
  const id = nextId++;
  const request: AnalysisRequest = sent ? { id, scenario: { ...scenario, files: [] }, files: toFilesDelta(sent.id, sent.files, scenario.files), took } : { id, scenario, took };
  took = [];
  sent = { id, files: scenario.files };
  inFlight = { id, scenario, startedAt: performance.now() };
  const to = worker;
  const send = () => {
    // A worker replaced in between (a restart, a give-up) never gets the old request.
    if (worker !== to) return;
    try {
      to.postMessage(request, request.files ? [request.files.keep.buffer as ArrayBuffer] : []);
    } catch {
      giveUp();
    }
  };
  // Posting copies every file sent: for thousands of new files (a link, an import) that is tens of ms, so it goes in a
  // task of its own instead of lengthening the render that asked (requestAnalysis is called while rendering).
  if (freshChars(request) > POST_LATER_ABOVE_CHARS) inNextTask(send);
  else send();
}

/** A request that sends more text than this is posted in a task of its own. */
const POST_LATER_ABOVE_CHARS = 100_000;

/** The text a request sends: every file when it has no delta, else the delta's new files. */
function freshChars(request: AnalysisRequest): number {
  let chars = 0;
  for (const file of request.files ? request.files.fresh : request.scenario.files) chars += file.text.length + file.path.length;
  return chars;
}

/**
 * Asks the worker for a scenario's analysis; only the newest waiting scenario is kept, so a burst of
 * edits costs one run after the current one. False when there is no worker (the caller runs it itself).
 * It never notifies during the call, so it is safe to call while rendering.
 */
export function requestAnalysis(scenario: Scenario): boolean {
  if (latest?.scenario === scenario || inFlight?.scenario === scenario || reviving.some((job) => job.scenario === scenario)) return true;
  worker ??= spawn();
  if (!worker) return false;
  if (inFlight && shouldRestartWorker(performance.now() - inFlight.startedAt, latest?.durationMs ?? null)) {
    worker.terminate();
    inFlight = null;
    receiving = null;
    worker = spawn();
    if (!worker) return false;
  }
  if (inFlight) queued = scenario;
  else post(scenario);
  return true;
}

/** Forgets the scenario waiting for the worker (a newer one was analyzed on the main thread); the run in flight ends unseen. */
export function dropQueuedAnalysis(): void {
  queued = null;
}

/** Subscribes to finished runs (for useSyncExternalStore). */
export function subscribeToWorker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The newest finished worker run; a new object only when a run finishes. */
export function latestWorkerResult(): WorkerResult | null {
  return latest;
}

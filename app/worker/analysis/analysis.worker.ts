// Runs the engine off the main thread for big scenarios, so typing stays responsive.
import { analyze } from '../../../engine/index.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-messages.ts';
import { transferablesOf } from '../sliced-graph.ts';
import { KnownNodes } from '../known-nodes.ts';
import { lazyPartsOf, shouldPackProvenance, toWireAnalysis } from './wire-analysis.ts';
import { applyFilesDelta } from './files-delta.ts';
import { packedBuffers, type Scenario } from '../../../engine/index.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;

/** The files of the last request: the next request's files are a delta from them. */
let lastFiles: { readonly id: number; readonly files: Scenario['files'] } | null = null;
/** What the page holds of the answers so far: a new answer sends only what is new. */
const known = new KnownNodes();
/** The newest answer's graph, swept from when the worker has nothing to do (see KnownNodes.sweepSlice). */
let idleSweep: ReturnType<typeof setTimeout> | undefined;
/** How long the worker waits for a next request before it sweeps. */
const SWEEP_AFTER_MS = 150;
/** How long one slice of a sweep runs before the worker looks for a request. */
const SWEEP_SLICE_MS = 4;

scope.onmessage = (event) => {
  clearTimeout(idleSweep);
  const request = event.data;
  const { id } = request;
  let scenario = request.scenario;
  if (request.files) {
    const files = lastFiles?.id === request.files.base ? applyFilesDelta(lastFiles.files, request.files) : null;
    if (!files) {
      scope.postMessage({ id, kind: 'failed', message: `the files of request ${id} do not fit the files this worker has` });
      return;
    }
    scenario = { ...scenario, files };
  }
  lastFiles = { id, files: scenario.files };
  known.confirm(request.took);
  const start = performance.now();
  let encoded;
  let wireRoot: object;
  let packed;
  let durationMs;
  try {
    const analysis = analyze(scenario);
    durationMs = performance.now() - start;
    // The page puts its own scenario object back (fromWireAnalysis): it is not sent again; the first answer's provenance
    // goes packed, a later one's (below PACK_RECORDS_ABOVE records) in the graph, where the page holds most of it.
    const wire = toWireAnalysis(analysis, shouldPackProvenance(analysis, known.size === 0));
    packed = wire.packed;
    encoded = known.encode(id, wire.graph, undefined, lazyPartsOf(analysis));
    wireRoot = wire.graph;
  } catch (error) {
    // analyze never throws on user input; a throw is a broken invariant, reported to the page.
    scope.postMessage({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  // The packed provenance in a message of its own, its typed arrays moved, not copied.
  if (packed) scope.postMessage({ id, kind: 'provenance', packed }, packedBuffers(packed));
  const { parts, base, release } = encoded;
  for (const part of parts) scope.postMessage({ id, kind: 'part', part }, transferablesOf(part));
  scope.postMessage({ id, kind: 'ok', parts: parts.length, durationMs, base, release });
  const root = wireRoot;
  // Swept a slice at a time, each in a task of its own: a request that comes meanwhile waits for one slice at most.
  const sweepOn = (): void => {
    const until = performance.now() + SWEEP_SLICE_MS;
    if (!known.sweepSlice(root, () => performance.now() >= until)) idleSweep = setTimeout(sweepOn, 0);
  };
  idleSweep = setTimeout(sweepOn, SWEEP_AFTER_MS);
};

// Runs the engine off the main thread for big scenarios, so typing stays responsive.
import { analyze } from '../../../engine/index.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-messages.ts';
import { toGraphParts, transferablesOf } from '../sliced-graph.ts';
import { lazyPartsOf, toWireAnalysis } from './wire-analysis.ts';
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

scope.onmessage = (event) => {
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
  const start = performance.now();
  let parts;
  let packed;
  let durationMs;
  try {
    const analysis = analyze(scenario);
    durationMs = performance.now() - start;
    // The page puts its own scenario object back (fromWireAnalysis): it is not sent again; the provenance goes packed.
    const wire = toWireAnalysis(analysis);
    packed = wire.packed;
    parts = toGraphParts(wire.graph, undefined, lazyPartsOf(analysis));
  } catch (error) {
    // analyze never throws on user input; a throw is a broken invariant, reported to the page.
    scope.postMessage({ id, kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  // The packed provenance in a message of its own, its typed arrays moved, not copied.
  if (packed) scope.postMessage({ id, kind: 'provenance', packed }, packedBuffers(packed));
  for (const part of parts) scope.postMessage({ id, kind: 'part', part }, transferablesOf(part));
  scope.postMessage({ id, kind: 'ok', parts: parts.length, durationMs });
};

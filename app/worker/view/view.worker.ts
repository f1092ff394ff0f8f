// Runs the heavy views (Matrix, Diff) off the main thread for big scenarios, so the page stays responsive.
import { analyze, type Analysis, type Scenario } from '../../../engine/index.ts';
import { runView } from './run-view.ts';
import type { ViewReply, ViewRequest } from './view-messages.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ViewRequest>) => void) | null;
  postMessage(message: ViewReply): void;
}

const scope = self as unknown as WorkerScope;

// The last analysis, keyed by the scenario's text (a cache of derived data): picking another matrix agent
// reuses it instead of analysing the same big scenario again.
let last: { readonly key: string; readonly analysis: Analysis } | null = null;

function analysisOf(scenario: Scenario): Analysis {
  const key = JSON.stringify(scenario);
  if (last?.key !== key) last = { key, analysis: analyze(scenario) };
  return last.analysis;
}

scope.onmessage = (event) => {
  const { id, job } = event.data;
  let reply: ViewReply;
  try {
    reply = { id, kind: 'ok', result: runView(job, analysisOf) };
  } catch (error) {
    reply = { id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};

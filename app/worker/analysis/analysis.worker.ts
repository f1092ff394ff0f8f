// Runs the engine off the main thread for big scenarios, so typing stays responsive.
import { analyze } from '../../../engine/index.ts';
import type { AnalysisReply, AnalysisRequest } from './analysis-messages.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, scenario } = event.data;
  const start = performance.now();
  let reply: AnalysisReply;
  try {
    reply = { id, kind: 'ok', wire: analyze(scenario), durationMs: performance.now() - start };
  } catch (error) {
    // analyze never throws on user input; a throw is a broken invariant, reported to the page.
    reply = { id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};

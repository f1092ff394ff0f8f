import type { Scenario } from '../../../engine/index.ts';
import type { GraphPart } from '../sliced-graph.ts';

/** What the page asks the analysis worker: analyze this scenario (ids only grow). */
export interface AnalysisRequest {
  readonly id: number;
  readonly scenario: Scenario;
}

/**
 * What the worker answers: the analysis as a table of nodes in parts (each its own message, so no single task on the
 * page deserializes megabytes), then the end of the answer with how long the run took; or why it failed.
 */
export type AnalysisReply =
  | { readonly id: number; readonly kind: 'part'; readonly part: GraphPart }
  | { readonly id: number; readonly kind: 'ok'; readonly parts: number; readonly durationMs: number }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

import type { Analysis, Scenario } from '../../../engine/index.ts';

/** What the page asks the analysis worker: analyze this scenario (ids only grow). */
export interface AnalysisRequest {
  readonly id: number;
  readonly scenario: Scenario;
}

/** What the worker answers: the analysis as data and how long it took, or why it failed. */
export type AnalysisReply =
  | { readonly id: number; readonly kind: 'ok'; readonly wire: Analysis; readonly durationMs: number }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

import type { PackedProvenance, Scenario } from '../../../engine/index.ts';
import type { GraphPart } from '../sliced-graph.ts';
import type { FilesDelta } from './files-delta.ts';

/**
 * What the page asks the analysis worker: analyze this scenario (ids only grow). After the first request to a worker the
 * files go as a delta from the files of an earlier request (`files-delta.ts`), the scenario's own `files` left empty.
 */
export type AnalysisRequest =
  | { readonly id: number; readonly scenario: Scenario; readonly files?: undefined }
  | { readonly id: number; readonly scenario: Scenario; readonly files: FilesDelta };

/**
 * What the worker answers: the analysis as a table of nodes in parts (each its own message, so no single task on the
 * page deserializes megabytes), then the end of the answer with how long the run took; or why it failed.
 */
export type AnalysisReply =
  /** The provenance, packed (its typed arrays transferred), before the parts; the parts' analysis has none. */
  | { readonly id: number; readonly kind: 'provenance'; readonly packed: PackedProvenance }
  | { readonly id: number; readonly kind: 'part'; readonly part: GraphPart }
  | { readonly id: number; readonly kind: 'ok'; readonly parts: number; readonly durationMs: number }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

import type { PackedProvenance, Scenario } from '../../../engine/index.ts';
import type { GraphPart } from '../sliced-graph.ts';
import type { FilesDelta } from './files-delta.ts';

/**
 * What the page asks the analysis worker: analyze this scenario (ids only grow). After the first request to a worker the
 * files go as a delta from the files of an earlier request (`files-delta.ts`), the scenario's own `files` left empty.
 * `took` lists the answers the page took in whole since its last request: their nodes are in its table (`KnownNodes`).
 */
export type AnalysisRequest =
  | { readonly id: number; readonly scenario: Scenario; readonly files?: undefined; readonly took: readonly number[] }
  | { readonly id: number; readonly scenario: Scenario; readonly files: FilesDelta; readonly took: readonly number[] };

/**
 * What the worker answers: the analysis as a table of nodes in parts (each its own message, so no single task on the
 * page deserializes megabytes), only the nodes the page does not hold yet, then the end of the answer with how long the
 * run took; or why it failed.
 */
export type AnalysisReply =
  /** The provenance, packed (its typed arrays transferred), before the parts; the parts' analysis has none. */
  | { readonly id: number; readonly kind: 'provenance'; readonly packed: PackedProvenance }
  | { readonly id: number; readonly kind: 'part'; readonly part: GraphPart }
  /**
   * The end of an answer: how many parts it had, the table number of its first node (the others follow), and the table
   * numbers the page lets go of once it has taken this answer in.
   */
  | { readonly id: number; readonly kind: 'ok'; readonly parts: number; readonly durationMs: number; readonly base: number; readonly release: readonly number[] }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };

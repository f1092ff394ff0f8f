import { packProvenance, unpackProvenance, type Analysis, type PackedProvenance, type Scenario } from '../../../engine/index.ts';

/**
 * An Analysis is plain data (provenance records and the agents by key are Maps; shared references matter), so the
 * worker sends it through `sliced-graph.ts`, which gives what structured clone would, without its scenario. Two things
 * change on the way:
 * - the provenance travels packed (`packProvenance`: one string and a few typed arrays instead of a record, a key path
 *   and contribution lists per merged key, most of a big Analysis), and the page rebuilds a record only when a view looks
 *   it up;
 * - the page puts back its own scenario object, and the frozen rule lists that let every view share one compiled ruleset.
 */
export interface WireAnalysis extends Omit<Analysis, 'scenario' | 'load'> {
  readonly scenario: null;
  /** The provenance is null when it travels packed, beside the graph. */
  readonly load: Omit<Analysis['load'], 'provenance'> & { readonly provenance: Analysis['load']['provenance'] | null };
}

/** What the worker sends for an analysis: the graph, and the provenance packed when it packs exactly (else it stays in the graph). */
export function toWireAnalysis(analysis: Analysis): { readonly graph: WireAnalysis; readonly packed: PackedProvenance | null } {
  const packed = packProvenance(analysis.load.provenance);
  return { graph: { ...analysis, scenario: null, load: packed ? { ...analysis.load, provenance: null } : analysis.load }, packed };
}

/** The posted analysis on the main thread, with the main thread's own scenario object, its provenance readable and its rule lists frozen again. */
export function fromWireAnalysis(wire: WireAnalysis, packed: PackedProvenance | null, scenario: Scenario): Analysis {
  const provenance = packed ? unpackProvenance(packed) : wire.load.provenance;
  // A graph without a provenance comes with a packed one (the runner checks): anything else is a broken answer.
  if (!provenance) throw new Error('an analysis arrived without its provenance');
  return { ...wire, scenario, load: { ...wire.load, provenance }, ruleset: Object.freeze(wire.ruleset), sessionRules: Object.freeze(wire.sessionRules) };
}

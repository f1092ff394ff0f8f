import { isPackedProvenance, packProvenance, unpackProvenance, type Analysis, type Scenario } from '../../../engine/index.ts';

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
  readonly load: Omit<Analysis['load'], 'provenance'> & { readonly provenance: Analysis['load']['provenance'] | ReturnType<typeof packProvenance> };
}

/** What the worker sends for an analysis (the provenance packed when it packs exactly). */
export function toWireAnalysis(analysis: Analysis): WireAnalysis {
  const packed = packProvenance(analysis.load.provenance);
  return { ...analysis, scenario: null, load: packed ? { ...analysis.load, provenance: packed } : analysis.load };
}

/** The posted analysis on the main thread, with the main thread's own scenario object, its provenance readable and its rule lists frozen again. */
export function fromWireAnalysis(wire: WireAnalysis, scenario: Scenario): Analysis {
  const provenance = wire.load.provenance;
  const load = isPackedProvenance(provenance) ? { ...wire.load, provenance: unpackProvenance(provenance) } : (wire.load as Analysis['load']);
  return { ...wire, scenario, load, ruleset: Object.freeze(wire.ruleset), sessionRules: Object.freeze(wire.sessionRules) };
}

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

// A cache of derived data (the worker's side): the packed form of each provenance, so an answer whose load did not change
// (a Tester input, a probe, the agent or the request) does not pack it again (seconds at 20,000 agent files).
const packedByProvenance = new WeakMap<Analysis['load']['provenance'], PackedProvenance | null>();

/** A packed provenance with buffers of its own (the cached one stays whole when this one's buffers are transferred). */
function withOwnBuffers(p: PackedProvenance): PackedProvenance {
  return { ...p, starts: p.starts.slice(), contributions: p.contributions.slice(), locations: p.locations.slice(), records: p.records.slice(), lists: p.lists.slice(), index: p.index.slice() };
}

/**
 * Past this many provenance records an answer always packs its provenance. Below it, an answer after the first sends the
 * provenance in the graph: the page holds the records of the answers before (the engine keeps an unchanged record as
 * the same object), so an edit sends the records it changed and the map, where packing all of them again took 37 ms at
 * 10,000 rules.
 */
export const PACK_RECORDS_ABOVE = 30_000;

/** Whether an answer packs its provenance: the first answer to a page, or a provenance of more than PACK_RECORDS_ABOVE records. */
export function shouldPackProvenance(analysis: Analysis, isFirstAnswer: boolean): boolean {
  return isFirstAnswer || analysis.load.provenance.records.size > PACK_RECORDS_ABOVE;
}

/**
 * What the worker sends for an analysis: the graph, and (when `pack`) the provenance packed when it packs exactly (else
 * it stays in the graph).
 */
export function toWireAnalysis(analysis: Analysis, pack = true): { readonly graph: WireAnalysis; readonly packed: PackedProvenance | null } {
  const provenance = analysis.load.provenance;
  if (!pack) return { graph: { ...analysis, scenario: null }, packed: null };
  let cached = packedByProvenance.get(provenance);
  if (cached === undefined) {
    cached = packProvenance(provenance);
    packedByProvenance.set(provenance, cached);
  }
  const packed = cached && withOwnBuffers(cached);
  return { graph: { ...analysis, scenario: null, load: packed ? { ...analysis.load, provenance: null } : analysis.load }, packed };
}

/**
 * What the page reads only when a view asks (sent lazily: see `toGraphParts`): every agent's rules, options and list of
 * configured fields but the selected agent's, and every layer's key paths. The first screen reads none of them (the
 * Agent picker reads names, modes and `hidden`; the graph reads each layer's key lines); a view that asks for one agent
 * (Subagents, a probe's agent) rebuilds that agent's. The merged config's agent entries stay eager:
 * the Merged view counts every node of the config at once, and rebuilding 20,000 entries in that one task made it longer
 * than sending them with the rest.
 */
export function lazyPartsOf(analysis: Analysis): Set<object> {
  const lazy = new Set<object>();
  const selected = analysis.agent;
  for (const agent of analysis.agents?.agents ?? []) {
    if (agent === selected) continue;
    for (const v of [agent.permission, agent.options, agent.configured]) lazy.add(v);
  }
  // Each layer's key paths (an array per path): the graph reads the same lists as key lines (`setLines`,
  // `overrideLines`) and no view reads these. At 20,000 agent files they were 160,000 of the 320,000 objects rebuilt.
  for (const layer of analysis.load.layers) {
    lazy.add(layer.sets);
    lazy.add(layer.overrides);
  }
  // What the selected agent holds is read at once: never a getter.
  if (selected) for (const v of [selected.permission, selected.options, selected.configured]) lazy.delete(v);
  return lazy;
}

/** The posted analysis on the main thread, with the main thread's own scenario object, its provenance readable and its rule lists frozen again. */
export function fromWireAnalysis(wire: WireAnalysis, packed: PackedProvenance | null, scenario: Scenario): Analysis {
  const provenance = packed ? unpackProvenance(packed) : wire.load.provenance;
  // A graph without a provenance comes with a packed one (the runner checks): anything else is a broken answer.
  if (!provenance) throw new Error('an analysis arrived without its provenance');
  return { ...wire, scenario, load: { ...wire.load, provenance }, ruleset: Object.freeze(wire.ruleset), sessionRules: Object.freeze(wire.sessionRules) };
}

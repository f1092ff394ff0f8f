import type { Analysis, Scenario } from '../../../engine/index.ts';

/**
 * An Analysis is plain data (provenance records and the agents by key are Maps; shared references matter), so the
 * worker sends it through `sliced-graph.ts`, which gives what structured clone would, without its scenario. Only what
 * that cannot carry is restored on the main thread: its own scenario object, and the frozen rule lists that let every
 * view share one compiled ruleset.
 */
/** The posted analysis on the main thread, with the main thread's own scenario object and its rule lists frozen again. */
export function fromWireAnalysis(wire: Analysis, scenario: Scenario): Analysis {
  return { ...wire, scenario, ruleset: Object.freeze(wire.ruleset), sessionRules: Object.freeze(wire.sessionRules) };
}

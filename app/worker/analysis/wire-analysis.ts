import { provenanceFromRecords, type Analysis, type PathProvenance, type Agent, type AgentSet, type Scenario } from '../../../engine/index.ts';

/**
 * An Analysis as plain data, fit for postMessage: its three functions (provenance lookup/originOf/paths
 * and agents.get) replaced by the tables they read. Everything else is already data; structured clone
 * keeps shared references (the selected agent is one of `agents.agents`, a tool's last rule is a ruleset entry).
 */
export interface WireAnalysis extends Omit<Analysis, 'load' | 'agents'> {
  readonly load: Omit<Analysis['load'], 'provenance'> & { readonly provenanceRecords: readonly PathProvenance[] };
  readonly agents: Omit<AgentSet, 'get'> | null;
}

/** Replaces the functions of an Analysis by their data (worker side). */
export function toWireAnalysis(analysis: Analysis): WireAnalysis {
  const { provenance, ...load } = analysis.load;
  const records = [...provenance.paths()].map((p) => provenance.lookup(p)).filter((r): r is PathProvenance => r !== undefined);
  const agents = analysis.agents ? (({ get: _get, ...rest }) => rest)(analysis.agents) : null;
  return { ...analysis, load: { ...load, provenanceRecords: records }, agents };
}

/** Rebuilds the functions from their data (main-thread side), with the main thread's own scenario object. */
export function fromWireAnalysis(wire: WireAnalysis, scenario: Scenario): Analysis {
  const { provenanceRecords, ...load } = wire.load;
  let agents: AgentSet | null = null;
  if (wire.agents) {
    // The same index buildAgents makes: config key → agent.
    const byKey = new Map<string, Agent>(wire.agents.agents.map((a) => [a.key, a]));
    agents = { ...wire.agents, get: (key) => byKey.get(key) };
  }
  return { ...wire, scenario, load: { ...load, provenance: provenanceFromRecords(provenanceRecords) }, agents };
}

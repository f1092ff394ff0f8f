import type { Probe, Scenario } from '../../engine/index.ts';

/** Actions on the scenario's probe table (probes travel in the scenario and its permalink). */
export interface ProbeActions {
  /** Appends a probe unless an identical one (same agent, permission, input and expectation) is already there. */
  addProbe(probe: Probe): void;
  /** Appends many probes (a pasted list), skipping exact duplicates. */
  addProbes(probes: readonly Probe[]): void;
  updateProbe(index: number, probe: Probe): void;
  removeProbe(index: number): void;
}

function sameProbe(a: Probe, b: Probe): boolean {
  return a.permission === b.permission && a.input === b.input && a.agent === b.agent && a.expect === b.expect;
}

/** The probes with `more` appended, exact duplicates skipped; the same array when nothing is new. */
export function appendProbes(probes: readonly Probe[], more: readonly Probe[]): readonly Probe[] {
  const out = [...probes];
  for (const p of more) if (!out.some((q) => sameProbe(p, q))) out.push(p);
  return out.length === probes.length ? probes : out;
}

type SetScenario = (update: (s: { scenario: Scenario }) => { scenario?: Scenario }) => void;

/** Creates the probe actions over the scenario slice's `set`. */
export function createProbeActions(set: SetScenario): ProbeActions {
  const withProbes = (s: { scenario: Scenario }, probes: readonly Probe[]): { scenario?: Scenario } => (probes === s.scenario.probes ? {} : { scenario: { ...s.scenario, probes } });
  return {
    addProbe: (probe) => set((s) => withProbes(s, appendProbes(s.scenario.probes, [probe]))),
    addProbes: (more) => set((s) => withProbes(s, appendProbes(s.scenario.probes, more))),
    updateProbe: (index, probe) => set((s) => (index in s.scenario.probes ? withProbes(s, s.scenario.probes.map((p, i) => (i === index ? probe : p))) : {})),
    removeProbe: (index) => set((s) => (index in s.scenario.probes ? withProbes(s, s.scenario.probes.filter((_, i) => i !== index)) : {})),
  };
}

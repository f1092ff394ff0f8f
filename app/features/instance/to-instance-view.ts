import { analyze, compareInstance, heldScenario, type Analysis, type InstanceCheck, type InstanceComparison, type InstanceSide, type Scenario, stageOf, type StageKind } from '../../../engine/index.ts';

// A memo cache of derived data (the held merge's analysis), not view state.
let lastKey: readonly [Scenario, Scenario] | null = null;
let lastHeld: Analysis | null = null;

/** The held merge's analysis, memoized on (snapshot, current) identity: one engine run per edit while an instance runs. */
export function heldAnalysisOf(snapshot: Scenario, current: Scenario): Analysis {
  if (!lastKey || lastKey[0] !== snapshot || lastKey[1] !== current || !lastHeld) {
    lastHeld = analyze(heldScenario(snapshot, current));
    lastKey = [snapshot, current];
  }
  return lastHeld;
}

/** The badge kind of one side; null when nothing could be decided. */
export function toSideKind(side: InstanceSide): StageKind | null {
  if (!side.action || !side.stage) return null;
  return stageOf(side.action, side.stage === 'hidden', side.isDefault);
}

/** Compares the running instance with the current files (tools, probes, and the tester's check). */
export function toInstanceComparison(snapshot: Scenario, current: Analysis, check: InstanceCheck | null): InstanceComparison {
  return compareInstance(heldAnalysisOf(snapshot, current.scenario), current, snapshot, check ? [check] : []);
}

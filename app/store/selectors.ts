import { analyze, type Analysis, type Scenario } from '../../engine/index.ts';
import { usePlayground, type PlaygroundState } from './store.ts';

let lastScenario: Scenario | null = null;
let lastAnalysis: Analysis | null = null;
let lastDurationMs = 0;

/** The analysis of a scenario, memoized on the scenario's identity (one engine run per edit). */
export function analysisOf(scenario: Scenario): Analysis {
  if (scenario !== lastScenario || !lastAnalysis) {
    // The clock lives here, in the app: the engine stays pure.
    const start = performance.now();
    lastAnalysis = analyze(scenario);
    lastDurationMs = performance.now() - start;
    lastScenario = scenario;
  }
  return lastAnalysis;
}

/** How long the last engine run took, in milliseconds. */
export function lastAnalysisDurationMs(): number {
  return lastDurationMs;
}

const selectScenario = (s: PlaygroundState) => s.scenario;

/** The current scenario; stable between edits. */
export function useScenario(): Scenario {
  return usePlayground(selectScenario);
}

/** The current scenario's analysis; re-renders only when the scenario changes. */
export function useAnalysis(): Analysis {
  return analysisOf(usePlayground(selectScenario));
}

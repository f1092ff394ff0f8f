import { analyze, type Analysis, type Scenario } from '../../engine/index.ts';
import { usePlayground, type PlaygroundState } from './store.ts';

let lastScenario: Scenario | null = null;
let lastAnalysis: Analysis | null = null;

/** The analysis of a scenario, memoized on the scenario's identity (one engine run per edit). */
export function analysisOf(scenario: Scenario): Analysis {
  if (scenario !== lastScenario || !lastAnalysis) {
    lastAnalysis = analyze(scenario);
    lastScenario = scenario;
  }
  return lastAnalysis;
}

const selectScenario = (s: PlaygroundState) => s.scenario;

/** The current scenario's analysis; re-renders only when the scenario changes. */
export function useAnalysis(): Analysis {
  return analysisOf(usePlayground(selectScenario));
}

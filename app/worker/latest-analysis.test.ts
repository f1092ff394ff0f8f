import { describe, expect, it } from 'vitest';
import type { Analysis, Scenario } from '../../engine/index.ts';
import { acceptWorkerResult, type ShownAnalysis } from './latest-analysis.ts';

const scenarioNamed = (title: string): Scenario => ({ version: 1, title, files: [], env: {}, cwd: '/p', worktree: '/p', home: '/h', platform: 'linux', probes: [] });
const A = scenarioNamed('A');
const B = scenarioNamed('B');
const C = scenarioNamed('C');
const NEVER = scenarioNamed('never current');
const analysisOf = (scenario: Scenario) => ({ scenario }) as unknown as Analysis;
const ORDER = new Map<Scenario, number>([[A, 1], [B, 2], [C, 3]]);
const orderOf = (s: Scenario) => ORDER.get(s) ?? 0;
const shownOf = (scenario: Scenario): ShownAnalysis => ({ scenario, analysis: analysisOf(scenario), order: orderOf(scenario) });

describe('acceptWorkerResult: an old worker answer never replaces a newer analysis', () => {
  it.each([
    ['nothing shown yet: the answer is shown', null, B, B],
    ['the answer is newer than the main-thread run shown', shownOf(A), B, B],
    ['the answer is older than the main-thread run shown (the race)', shownOf(C), B, C],
    ['the answer is for the scenario shown', shownOf(B), B, B],
    ['the answer is for a scenario that was never current', shownOf(A), NEVER, A],
    ['nothing shown, and the answer is for a scenario never current', null, NEVER, null],
  ] as const)('%s', (_, shown, answered, expected) => {
    const next = acceptWorkerResult(shown, { scenario: answered, analysis: analysisOf(answered) }, orderOf);
    expect(next?.scenario ?? null).toBe(expected);
    if (expected) expect(next?.order).toBe(orderOf(expected));
  });

  it('keeps the very object shown when it declines (no re-render for a stale answer)', () => {
    const shown = shownOf(C);
    expect(acceptWorkerResult(shown, { scenario: A, analysis: analysisOf(A) }, orderOf)).toBe(shown);
  });
});

import { EXAMPLES, type Example, type Scenario } from '../../engine/index.ts';

/**
 * The built-in example whose scenario is loaded, or null: the example loaded last (the baseline) by its
 * title, so the lesson stays while the user edits it and after a reload restores the draft.
 */
export function findOpenExample(baseline: Scenario, examples: readonly Example[] = EXAMPLES): Example | null {
  if (baseline.title === undefined) return null;
  return examples.find((e) => e.scenario === baseline) ?? examples.find((e) => e.scenario.title === baseline.title) ?? null;
}

import type { Scenario } from '../../../../engine/index.ts';

/** The file name a scenario downloads as: its title in kebab case. */
export function toScenarioFileName(scenario: Scenario): string {
  const stem = (scenario.title ?? 'scenario').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${stem || 'scenario'}.json`;
}

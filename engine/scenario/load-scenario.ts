/** Loading a scenario: its paths normalised once on the way in, and shown as typed on the way out. */
import { discoverLayers } from '../config/discover/discover.ts';
import type { Layer } from '../config/discover/layer.ts';
import { loadConfig } from '../config/load.ts';
import type { LoadResult } from '../config/load.ts';
import { toDisplayLayer, toDisplayLoad } from './display-load.ts';
import type { Scenario } from './scenario.ts';
import { scenarioPathDisplay, scenarioToLoaderInput } from './to-loader-input.ts';

/** Loads the config a scenario describes; every path in the result is in the form the scenario typed it. */
export function loadScenario(scenario: Scenario): LoadResult {
  return toDisplayLoad(loadConfig(scenarioToLoaderInput(scenario)), scenarioPathDisplay(scenario));
}

/** The layers a scenario's loader would consult, in merge order, with paths as the scenario typed them. */
export function discoverScenarioLayers(scenario: Scenario): Layer[] {
  const display = scenarioPathDisplay(scenario);
  return discoverLayers(scenarioToLoaderInput(scenario)).map((l) => toDisplayLayer(l, display));
}

import type { FixProposal } from './fix-types.ts';
import type { Scenario } from '../scenario/scenario.ts';

/** Applies a proposal's edits to a copy of the scenario (stub, being built). */
export function applyFix(scenario: Scenario, _proposal: FixProposal): Scenario {
  return scenario;
}

import type { FixResult, FixTarget } from './fix-types.ts';
import type { Scenario } from '../scenario/scenario.ts';

/** Proposes verified edits that make `target` get its wanted outcome (stub, being built). */
export function proposeFixes(_scenario: Scenario, _target: FixTarget): FixResult {
  return { kind: 'proposals', proposals: [] };
}

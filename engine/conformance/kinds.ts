import { agentKind } from '../conformance/agent.ts';
import { askKind } from '../conformance/ask.ts';
import { bashKind } from '../conformance/bash.ts';
import { disabledKind } from '../conformance/disabled.ts';
import { evaluateKind } from '../conformance/evaluate.ts';
import { mergeKind } from '../conformance/merge.ts';
import { rulesetKind } from '../conformance/ruleset.ts';
import { scenarioKind } from '../conformance/scenario.ts';
import type { VectorKind } from '../conformance/vector-kind.ts';
import { wildcardKind } from '../conformance/wildcard.ts';

/** Every vector kind the conformance runner knows, by the `kind` field of a vector line. */
export const VECTOR_KINDS: Readonly<Record<string, VectorKind>> = {
  wildcard: wildcardKind,
  ruleset: rulesetKind,
  evaluate: evaluateKind,
  disabled: disabledKind,
  merge: mergeKind,
  agent: agentKind,
  ask: askKind,
  scenario: scenarioKind,
  bash: bashKind,
};

import { mergeRulesets } from '../../permission/evaluate.ts';
import type { Ruleset } from '../../permission/rule.ts';
import { disabledTools } from '../../permission/visibility.ts';
import type { VectorKind } from '../vector-kind.ts';

interface DisabledInput {
  readonly tools: readonly string[];
  readonly rulesets: readonly Ruleset[];
}

/** `disabled` vectors: `{tools, rulesets}` → `{disabled}` (sorted ids). */
export const disabledKind: VectorKind = {
  run(raw: unknown) {
    const input = raw as DisabledInput;
    return { disabled: disabledTools(input.tools, mergeRulesets(...input.rulesets)) };
  },
};

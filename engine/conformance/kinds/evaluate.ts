import { stripOrigin } from '../../permission/ask-flow.ts';
import { evaluate } from '../../permission/evaluate.ts';
import type { Ruleset } from '../../permission/rule.ts';
import type { VectorKind } from '../vector-kind.ts';

interface EvaluateInput {
  readonly rulesets: readonly Ruleset[];
  readonly permission: string;
  readonly pattern: string;
}

/** `evaluate` vectors: `{rulesets, permission, pattern}` → `{action, rule, index, default}`. */
export const evaluateKind: VectorKind = {
  run(raw: unknown) {
    const input = raw as EvaluateInput;
    const d = evaluate(input.permission, input.pattern, input.rulesets);
    return { action: d.action, rule: d.rule && stripOrigin(d.rule), index: d.index, default: d.default };
  },
};

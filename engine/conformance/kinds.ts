import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { agentKind } from './kinds/agent.ts';
import { askKind } from './kinds/ask.ts';
import { createBashKind } from './kinds/bash.ts';
import { disabledKind } from './kinds/disabled.ts';
import { evaluateKind } from './kinds/evaluate.ts';
import { frontmatterKind } from './kinds/frontmatter.ts';
import { mergeKind } from './kinds/merge.ts';
import { rulesetKind } from './kinds/ruleset.ts';
import { scenarioKind } from './kinds/scenario.ts';
import { schemaKind } from './kinds/schema.ts';
import type { VectorKind } from './vector-kind.ts';
import { wildcardKind } from './kinds/wildcard.ts';

/** Every vector kind the conformance runner knows, by a vector line's `kind`; `bash` needs a way to load the shell parser. */
export function vectorKinds(loadShellParser: () => Promise<ShellParser>): Readonly<Record<string, VectorKind>> {
  return {
    wildcard: wildcardKind,
    ruleset: rulesetKind,
    evaluate: evaluateKind,
    disabled: disabledKind,
    merge: mergeKind,
    agent: agentKind,
    ask: askKind,
    scenario: scenarioKind,
    schema: schemaKind,
    bash: createBashKind(loadShellParser),
    frontmatter: frontmatterKind,
  };
}

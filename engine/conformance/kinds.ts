import type { ShellParser } from '../shell/shell-parser.ts';
import { agentKind } from './agent.ts';
import { askKind } from './ask.ts';
import { createBashKind } from './bash.ts';
import { disabledKind } from './disabled.ts';
import { evaluateKind } from './evaluate.ts';
import { frontmatterKind } from './frontmatter.ts';
import { mergeKind } from './merge.ts';
import { rulesetKind } from './ruleset.ts';
import { scenarioKind } from './scenario.ts';
import { schemaKind } from './schema.ts';
import type { VectorKind } from './vector-kind.ts';
import { wildcardKind } from './wildcard.ts';

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

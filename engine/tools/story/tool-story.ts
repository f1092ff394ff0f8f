/** The rest of each tool's story beside its visibility: what the row stands for, an input for each outcome, legacy values that lost. */
import type { Provenance } from '../../config/merge/provenance.ts';
import type { Platform } from '../../permission/platform.ts';
import { compiledRuleset } from '../../permission/compiled-ruleset.ts';
import type { Rule } from '../../permission/rule.ts';
import { findLostLegacyValues, type LostLegacyValue } from './lost-legacy.ts';
import { findWitnesses, type OutcomeWitness } from './outcome-witness.ts';
import { toolSubjectOf, type ToolSubject } from '../tool-queries.ts';

/** One tool's story, in the order of `Analysis.tools`. */
export interface ToolStory {
  readonly tool: string;
  readonly subject: ToolSubject;
  /** One verified input per action some call can get (allow, ask, deny order), the bare call's `*` first tried. */
  readonly outcomes: readonly OutcomeWitness[];
  /** Legacy `tools` values for this tool's permission (top level, or the selected agent's) that lost when folded. */
  readonly lostLegacy: readonly LostLegacyValue[];
}

/** What the stories are told from. */
export interface ToolStoryInput {
  readonly tools: readonly { readonly tool: string; readonly permission: string }[];
  readonly ruleset: readonly Rule[];
  readonly config: Readonly<Record<string, unknown>> | null;
  readonly provenance: Provenance;
  /** The selected agent's config key, whose own `tools` count beside the top level's. */
  readonly agentKey: string | null;
  readonly platform: Platform;
}

/** Every tool's story, plus every legacy value that lost (for the Rules view, all agents). */
export function tellToolStories(input: ToolStoryInput): { readonly stories: readonly ToolStory[]; readonly lostLegacy: readonly LostLegacyValue[] } {
  const lostLegacy = findLostLegacyValues(input.config, input.provenance);
  const compiled = compiledRuleset(input.ruleset, input.platform);
  const mine = lostLegacy.filter((l) => l.agent === null || l.agent === input.agentKey);
  const stories = input.tools.map(({ tool, permission }) => ({
    tool,
    subject: toolSubjectOf(tool, input.config),
    outcomes: findWitnesses(permission, input.ruleset, compiled.rulesFor(permission), input.platform),
    lostLegacy: mine.filter((l) => l.permission === permission),
  }));
  return { stories, lostLegacy };
}

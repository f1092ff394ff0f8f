import { describeOrigin, ruleKeyLabel, type Layer, type Rule, type RuleOrigin, type SourceLocation } from '../../../engine/index.ts';
import { toDisplayPath } from '../to-display-path.ts';

/** Where a rule came from, ready to show: how it is written, its layer and its position (when it has one). */
export interface RuleSource {
  /** How the rule is written in config, e.g. `edit["*"]`. */
  readonly label: string;
  /** The engine's words for the origin (`built-in rule of the plan agent`, `in /…/agentforge.json:6:5`). */
  readonly origin: string;
  /** The layer that holds the rule, by its source (`project`, `global`, ...); null for built-in and session rules. */
  readonly layer: string | null;
  readonly location: SourceLocation | null;
  /** `agentforge.json:6:5`, with the file shortened to the worktree or `~`. */
  readonly locationText: string | null;
  readonly isSession: boolean;
}

/** The source position of a rule's origin, when the loader recorded one. */
export function originLocation(origin: RuleOrigin | undefined): SourceLocation | null {
  if (!origin) return null;
  if (origin.kind === 'config' || origin.kind === 'legacy-tools') return origin.location ?? null;
  if (origin.kind === 'subagent-inherited') return originLocation(origin.from);
  return null;
}

/** Everything the screen says about where one rule came from. */
export function toRuleSource(rule: Rule, layers: readonly Layer[], worktree: string, home: string): RuleSource {
  const location = originLocation(rule.origin);
  const layer = location ? (layers.find((l) => l.path === location.file)?.source ?? null) : null;
  return {
    label: ruleKeyLabel(rule.origin, rule),
    origin: describeOrigin(rule.origin),
    layer,
    location,
    locationText: location ? `${toDisplayPath(location.file, { worktree, home })}:${location.line}:${location.column}` : null,
    isSession: rule.origin?.kind === 'request',
  };
}

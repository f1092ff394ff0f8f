import { type RuleMatch } from './evaluate.ts';
import type { Platform } from './platform.ts';
import type { Ruleset } from './rule.ts';
import { compilePattern } from './wildcard.ts';

/** Tools that ask with a permission other than their own id (all others ask with their id). */
export const TOOL_PERMISSION_ALIASES: Readonly<Record<string, string>> = {
  edit: 'edit',
  write: 'edit',
  apply_patch: 'edit',
  list_mcp_resources: 'read',
  list_mcp_resource_templates: 'read',
  read_mcp_resource: 'read',
};

/** Why a tool is or is not shown to the model, per the reference's `disabled`. */
export interface ToolVisibilityExplanation {
  readonly tool: string;
  readonly permission: string;
  readonly hidden: boolean;
  /** The last rule whose permission glob matches (patterns ignored): the only one `disabled` looks at. */
  readonly lastRule: RuleMatch | null;
}

/** The permission name a tool is checked under (`write` → `edit`, MCP resource tools → `read`). */
export function toolPermission(toolId: string): string {
  return Object.hasOwn(TOOL_PERMISSION_ALIASES, toolId) ? TOOL_PERMISSION_ALIASES[toolId]! : toolId;
}

/** Explains one tool: hidden iff the last rule for its permission is exactly pattern `*` with action deny. */
export function explainVisibility(toolId: string, ruleset: Ruleset, platform: Platform = 'linux'): ToolVisibilityExplanation {
  const permission = toolPermission(toolId);
  for (let index = ruleset.length - 1; index >= 0; index--) {
    const rule = ruleset[index]!;
    if (compilePattern(rule.permission, platform).match(permission)) return visibilityFromLastRule(toolId, { rule, index });
  }
  return visibilityFromLastRule(toolId, null);
}

/** The visibility rule itself: a tool is hidden iff the last rule for its permission is `* deny` (callers that already know that rule use this). */
export function visibilityFromLastRule(toolId: string, lastRule: RuleMatch | null): ToolVisibilityExplanation {
  const hidden = lastRule !== null && lastRule.rule.pattern === '*' && lastRule.rule.action === 'deny';
  return { tool: toolId, permission: toolPermission(toolId), hidden, lastRule };
}

/** The tools the model does not see, de-duplicated and sorted by UTF-16 code units (as the vectors list them). */
export function disabledTools(toolIds: readonly string[], ruleset: Ruleset, platform: Platform = 'linux'): string[] {
  const hidden = new Set<string>();
  for (const tool of toolIds) if (explainVisibility(tool, ruleset, platform).hidden) hidden.add(tool);
  return [...hidden].sort();
}

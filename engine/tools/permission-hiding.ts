/** "Is this permission hidden from the model?": answered once, for the analysis, the CLI and every view. */
import type { RuleMatch } from '../permission/evaluate.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule, Ruleset } from '../permission/rule.ts';
import { compiledRuleset } from '../permission/compiled-ruleset.ts';
import { toolPermission, visibilityFromLastRule } from '../permission/visibility.ts';
import { compilePattern } from '../permission/wildcard.ts';
import { NOT_TOOLS } from './tool-queries.ts';

/** Why a permission's tool is hidden from the model, or that it is not. */
export interface PermissionHiding {
  readonly hidden: boolean;
  /** `request`: the request sets `tools[id] = false`; `rule`: the last rule for the permission is a `* deny`. */
  readonly hiddenBy: 'request' | 'rule' | null;
  /** The tool that asks with the permission (the permission itself when no listed tool does). */
  readonly tool: string;
  /** The last rule whose permission matches: the only one visibility looks at. */
  readonly hidingRule: RuleMatch | null;
}

/** What the answer needs: the analysed tools (an Analysis fits), the ruleset, the platform and the request's tool switches. */
export interface HidingContext {
  readonly tools: readonly { readonly tool: string; readonly permission: string; readonly visible: boolean; readonly hiddenBy: 'request' | 'rule' | null; readonly lastRule: RuleMatch | null }[];
  readonly ruleset: Ruleset;
  readonly scenario: { readonly platform: Platform; readonly request?: { readonly tools?: Readonly<Record<string, boolean>> } };
}

/**
 * Whether the model sees the tool that asks with `permission`: the analysed tool of that id (else of that
 * permission) says; a permission that is never a tool (external_directory, doom_loop) is never hidden; any other
 * permission no listed tool asks with (an MCP tool, say) is hidden by the request switch or by a last `* deny`.
 */
export function hidingOf(permission: string, ctx: HidingContext): PermissionHiding {
  const row = ctx.tools.find((t) => t.tool === permission) ?? ctx.tools.find((t) => t.permission === permission);
  if (row) return { hidden: !row.visible, hiddenBy: row.hiddenBy, tool: row.tool, hidingRule: row.lastRule };
  // external_directory and doom_loop are asked by other tools' calls: the reference's `disabled` looks at tool ids only, so they are never hidden.
  const seen = visibilityFromLastRule(permission, compiledRuleset(ctx.ruleset, ctx.scenario.platform).lastRule(toolPermission(permission)));
  if (NOT_TOOLS.has(permission)) return { hidden: false, hiddenBy: null, tool: permission, hidingRule: seen.lastRule };
  const tools = ctx.scenario.request?.tools;
  const byRequest = tools !== undefined && Object.hasOwn(tools, permission) && tools[permission] === false;
  const hiddenBy = byRequest ? 'request' : seen.hidden ? 'rule' : null;
  return { hidden: hiddenBy !== null, hiddenBy, tool: permission, hidingRule: seen.lastRule };
}

/** Whether a rule ends hidden from the model: every analysed tool its permission glob covers is hidden (false when it covers none). */
export function isRuleHidden(rule: Rule, ctx: HidingContext): boolean {
  const glob = compilePattern(rule.permission, ctx.scenario.platform);
  const covered = ctx.tools.filter((t) => glob.match(t.permission));
  return covered.length > 0 && covered.every((t) => !t.visible);
}

import type { Rule } from '../permission/rule.ts';
import { someRule } from '../permission/rule-segments.ts';
import type { Agent } from './agent.ts';

function primaryTools(config: Readonly<Record<string, unknown>>): string[] {
  const experimental = config.experimental;
  if (typeof experimental !== 'object' || experimental === null) return [];
  const tools = (experimental as Record<string, unknown>).primary_tools;
  return Array.isArray(tools) ? tools.filter((t): t is string => typeof t === 'string') : [];
}

/**
 * The session rules of a task subagent's child session (§10.5): the parent session's rules that concern
 * `external_directory` or deny, then `todowrite`/`task` denies unless the subagent has its own rule for
 * them, then a deny per `experimental.primary_tools` entry.
 */
export function deriveSubagentRules(parentRules: readonly Rule[], subagent: Pick<Agent, 'permission'>, config: Readonly<Record<string, unknown>>, parent = 'parent'): Rule[] {
  const inherited: Rule[] = parentRules
    .filter((r) => r.permission === 'external_directory' || r.action === 'deny')
    .map((r) => ({ ...r, origin: { kind: 'subagent-inherited', parent, ...(r.origin ? { from: r.origin } : {}) } }));
  const has = (permission: string): boolean => someRule(subagent.permission, (r) => r.permission === permission);
  const deny = (permission: string, reason: string): Rule => ({ permission, pattern: '*', action: 'deny', origin: { kind: 'subagent-default', reason } });
  return [
    ...inherited,
    ...(has('todowrite') ? [] : [deny('todowrite', 'subagents may not write todos unless their own rules say so')]),
    ...(has('task') ? [] : [deny('task', 'subagents may not start tasks unless their own rules say so')]),
    ...primaryTools(config).map((tool) => deny(tool, 'experimental.primary_tools is for primary agents only')),
  ];
}

/**
 * Why a request of a played call went through without a question: the rules allow it, or an earlier "always"
 * approval does (approvals are evaluated after every ruleset, so one beats a config's ask or deny, §14.13).
 */
import { evaluate } from '../permission/evaluate.ts';
import type { Platform } from '../permission/platform.ts';
import type { Rule, Ruleset } from '../permission/rule.ts';
import type { ToolRequest } from '../tools/tool-call.ts';

/** What let an allowed request through. */
export type AllowedBy =
  | { readonly kind: 'rules' }
  | {
      readonly kind: 'approval';
      /** What the rules alone would have done: ask (a rule or the default) or deny. */
      readonly overrides: 'ask' | 'deny';
      /** The rule the approval beat; null when no rule matched (the default ask). */
      readonly overridden: Rule | null;
      /** The approval that allowed it (the last matching one). */
      readonly approval: Rule | null;
    };

/**
 * Why `request` was allowed: by `ruleset` alone when every pattern is allowed there, else by the approvals
 * (the pattern the rules treat worst, a deny before an ask, names what the approval beat).
 */
export function allowedBy(request: ToolRequest, ruleset: Ruleset, approved: Ruleset, platform: Platform = 'linux'): AllowedBy {
  let worst: { pattern: string; action: 'ask' | 'deny'; rule: Rule | null } | null = null;
  for (const pattern of request.patterns) {
    const d = evaluate(request.permission, pattern, [ruleset], platform);
    if (d.action === 'allow') continue;
    if (!worst || (d.action === 'deny' && worst.action === 'ask')) worst = { pattern, action: d.action, rule: d.rule };
  }
  if (!worst) return { kind: 'rules' };
  const approval = evaluate(request.permission, worst.pattern, [approved], platform);
  return { kind: 'approval', overrides: worst.action, overridden: worst.rule, approval: approval.action === 'allow' ? approval.rule : null };
}

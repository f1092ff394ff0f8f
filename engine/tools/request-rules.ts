import type { Rule } from '../permission/rule.ts';

/**
 * Turns a request's `tools` map into the session rules the reference stores: one `{id, "*", allow|deny}`
 * per entry in map order; an empty or missing map gives no rules (the session keeps what it had).
 */
export function requestRules(tools: Readonly<Record<string, boolean>> | undefined): Rule[] {
  if (!tools) return [];
  return Object.entries(tools).map(([tool, on]) => ({
    permission: tool,
    action: on ? 'allow' : 'deny',
    pattern: '*',
    origin: { kind: 'request', tool },
  }));
}

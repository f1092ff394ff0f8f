import type { CallPlay, RuleAction } from '../../../engine/index.ts';

/** One instance-wide approval shown as the rule it is. */
export interface ApprovalRow {
  readonly permission: string;
  readonly pattern: string;
  readonly action: RuleAction;
  /** The call whose Always answer stored it (its request id when the call is unknown). */
  readonly from: string;
}

/** The approvals as rules, in the order they were stored (they are evaluated after every ruleset). */
export function toApprovalRows(play: CallPlay): readonly ApprovalRow[] {
  const callByRequest = new Map<string, string>();
  for (const call of play.calls) for (const r of call.requests) if (r.requestID) callByRequest.set(r.requestID, call.id);
  return play.ask.approved.map((rule) => {
    const requestID = (rule.origin?.kind === 'approval' ? rule.origin.requestID : undefined) ?? '';
    return { permission: rule.permission, pattern: rule.pattern, action: rule.action, from: callByRequest.get(requestID) ?? requestID };
  });
}

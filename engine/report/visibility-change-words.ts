/** One wording of how a fix or a diff changes what an agent's model sees of a tool and what its calls get (the CLI and the app both read it). */
import type { MatrixCell, MatrixStatus } from '../compare/matrix.ts';
import type { RuleAction } from '../permission/rule.ts';

/** The words of each kind of change to an agent × tool cell. */
export const VISIBILITY_CHANGE_WORDS = {
  hiddenNow: 'hidden now',
  visibleNow: 'visible now',
  newAgent: 'new agent',
  agentGone: 'agent gone',
  /** A bare call's outcome changed while the tool stays visible. */
  bareCall: { denied: 'a bare call is now denied at execute', asks: 'a bare call now asks', allowed: 'a bare call is now allowed' } satisfies Readonly<Record<Exclude<MatrixStatus, 'hidden'>, string>>,
  /** An outcome some inputs can now get. */
  gained: { deny: 'now denied for some inputs', ask: 'now asks for some inputs', allow: 'now allowed for some inputs' } satisfies Readonly<Record<RuleAction, string>>,
  /** An outcome no input can get any more. */
  lost: { deny: 'no longer denied for any input', ask: 'no longer asks for any input', allow: 'no longer allowed for any input' } satisfies Readonly<Record<RuleAction, string>>,
  stillHidden: { request: 'still hidden, now by the request', rule: 'still hidden, now by a rule' },
  unchanged: 'unchanged',
} as const;

const ACTIONS: readonly RuleAction[] = ['deny', 'ask', 'allow'];

/** What a visible cell's calls can get: the bare call's action and every other action some input gets. */
function actionsOf(cell: MatrixCell): RuleAction[] {
  const bare: RuleAction = cell.status === 'allowed' ? 'allow' : cell.status === 'asks' ? 'ask' : 'deny';
  return [bare, ...cell.someInputs];
}

/**
 * The parts of a cell's change, in the words above: `hidden now`; `visible now` (then what calls get);
 * for a tool that stays visible, the bare call's new outcome and each outcome some inputs gained or lost.
 * A tool the model still sees is never called hidden.
 */
export function visibilityChangeParts(before: MatrixCell | null, after: MatrixCell | null): string[] {
  const w = VISIBILITY_CHANGE_WORDS;
  if (!after) return [w.agentGone];
  if (after.status === 'hidden') {
    if (before === null) return [w.newAgent, w.hiddenNow];
    if (before.status !== 'hidden') return [w.hiddenNow];
    return before.hiddenBy !== after.hiddenBy && after.hiddenBy ? [w.stillHidden[after.hiddenBy]] : [w.unchanged];
  }
  const head = before === null ? [w.newAgent, w.bareCall[after.status]] : before.status === 'hidden' ? [w.visibleNow, w.bareCall[after.status]] : [];
  const seen = before !== null && before.status !== 'hidden' ? before : null;
  if (seen && seen.status !== after.status) head.push(w.bareCall[after.status]);
  const was = seen ? actionsOf(seen) : [];
  const now = actionsOf(after);
  const bare = now[0]!;
  for (const a of ACTIONS) if (a !== bare && now.includes(a) && !was.includes(a)) head.push(w.gained[a]);
  for (const a of ACTIONS) if (seen && was.includes(a) && !now.includes(a)) head.push(w.lost[a]);
  return head.length ? head : [w.unchanged];
}

/** A cell's change as one phrase: the parts of `visibilityChangeParts` joined by commas. */
export function describeVisibilityChange(before: MatrixCell | null, after: MatrixCell | null): string {
  return visibilityChangeParts(before, after).join(', ');
}

/** Syntax the reference never asks about (what is inside it still is), with the reason in words. */
import type { ShellNode } from './shell-parser.ts';

/** Why a piece of the command makes no `bash` request of its own. */
export type SilentReason = 'cd-like' | 'assignment' | 'declaration' | 'unset' | 'test' | 'comment' | 'no-tokens';

/** The words for each reason, for the explanation. */
export const SILENT_REASONS: Readonly<Record<SilentReason, string>> = {
  'cd-like': 'a cd-like command (cd, chdir, popd, pushd, push-location, set-location) is never asked as bash; only its arguments are path-checked',
  assignment: 'a variable assignment on its own is not a command node, so it is not asked',
  declaration: 'export, declare, local, readonly and typeset are declaration nodes, not commands, so they are not asked',
  unset: 'unset is an unset node, not a command, so it is not asked',
  test: 'a [ … ], [[ … ]] or ((((…)))) test is not a command node, so it is not asked',
  comment: 'a comment is never asked',
  'no-tokens': 'the command has no token the reference reads, so it adds nothing',
};

/** Node types that are silent by themselves, to the reason. */
export const SILENT_REASON_BY_NODE_TYPE: ReadonlyMap<string, SilentReason> = new Map<string, SilentReason>([
  ['variable_assignments', 'assignment'],
  ['variable_assignment', 'assignment'],
  ['declaration_command', 'declaration'],
  ['unset_command', 'unset'],
  ['test_command', 'test'],
  ['comment', 'comment'],
]);

/** Parents under which an assignment is part of something already reported (a prefix or a declaration). */
const ASSIGNMENT_OWNER_TYPES: ReadonlySet<string> = new Set(['command', 'variable_assignments', 'declaration_command']);

/** The reason a silent node is shown, or undefined when it is part of another reported node. */
export function silentReasonOf(node: ShellNode): SilentReason | undefined {
  const reason = SILENT_REASON_BY_NODE_TYPE.get(node.type);
  if (reason !== 'assignment' || node.type === 'variable_assignments') return reason;
  const parent = node.parent;
  return parent !== null && ASSIGNMENT_OWNER_TYPES.has(parent.type) ? undefined : reason;
}

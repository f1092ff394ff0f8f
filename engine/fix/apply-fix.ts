/** Applying a proposal: its edits on the scenario's files and env variables, as a new scenario (pure). */
import type { Scenario } from '../scenario/scenario.ts';
import type { FileEdit, FixProposal } from './fix-types.ts';
import { applyTextEdits, docKey } from './edit/text-edit.ts';
import { applyDocChanges } from './verify.ts';

/** Applies a proposal's edits (every offset refers to the text before the proposal) and returns the new scenario; a file the proposal creates is added. */
export function applyFix(scenario: Scenario, proposal: Pick<FixProposal, 'edits'>): Scenario {
  const groups = new Map<string, FileEdit[]>();
  for (const edit of proposal.edits) {
    const key = docKey(edit);
    const list = groups.get(key);
    if (list) list.push(edit);
    else groups.set(key, [edit]);
  }
  const changes = [...groups.values()].map((edits) => {
    const first = edits[0]!;
    const ref = first.env !== undefined ? { env: first.env } : { path: first.path ?? '' };
    const before = ref.env !== undefined ? (scenario.env[ref.env] ?? '') : (scenario.files.find((f) => f.path === ref.path)?.text ?? '');
    return { ref, after: applyTextEdits(before, edits) };
  });
  return applyDocChanges(scenario, changes);
}

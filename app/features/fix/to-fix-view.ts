import { type FixKind, type FixProposal, type FixResult, type Stage, STAGE_LABELS } from '../../../engine/index.ts';
import { toDisplayPath, type PathContext } from '../../shared/to-display-path.ts';
import { toDiffHunks, toLineDiff, type DiffGap, type DiffLine } from './to-line-diff.ts';
import { toSideEffectLines, toSideEffectSummary, type SideEffectLine } from './to-side-effects.ts';

/** The screen's short words for each kind of edit. */
export const FIX_KIND_WORDS: Readonly<Record<FixKind, string>> = {
  'add-rule': 'Add a rule',
  'move-rule': 'Move a rule (key order decides)',
  'narrow-pattern': 'Narrow a pattern',
  'add-trailing-star': 'Add the trailing " *"',
  'change-action': 'Change an action',
  'remove-rule': 'Remove a rule',
  'move-to-layer': 'Move to the layer that wins',
};

/** One file (or env variable) of a proposal, as a preview. */
export interface FilePreview {
  /** `agentforge.json`, `~/.config/agentforge/agentforge.jsonc`, `env AGENTFORGE_PERMISSION`. */
  readonly label: string;
  /** The file's full path (for a title), or the variable's name. */
  readonly key: string;
  readonly isNew: boolean;
  readonly added: number;
  readonly removed: number;
  readonly hunks: ReadonlyArray<DiffLine | DiffGap>;
}

/** One proposal as the dialog shows it. */
export interface ProposalView {
  readonly id: string;
  readonly rank: number;
  readonly kindWords: string;
  readonly title: string;
  readonly why: string;
  readonly lands: Stage;
  readonly landsLabel: string;
  readonly files: readonly FilePreview[];
  readonly sideEffects: readonly SideEffectLine[];
  readonly sideEffectSummary: string;
}

/** The dialog's body: the want already holds, a user layer cannot reach it, or the ranked proposals. */
export type FixView =
  | { readonly kind: 'holds'; readonly stageLabel: string }
  | { readonly kind: 'blocked'; readonly layer: string; readonly where: string | null; readonly reason: string }
  | { readonly kind: 'proposals'; readonly proposals: readonly ProposalView[] };

/** A proposal's file changes as previews: changed lines with two lines of context, counts of added and removed lines. */
export function toFilePreviews(files: FixProposal['files'], context: PathContext): FilePreview[] {
  return files.map((f) => {
    const lines = toLineDiff(f.before, f.after);
    const key = f.path ?? f.env ?? '';
    return {
      label: f.path !== undefined ? toDisplayPath(f.path, context) : `env ${f.env ?? ''}`,
      key,
      isNew: f.before === '' && f.after !== '',
      added: lines.filter((l) => l.kind === 'add').length,
      removed: lines.filter((l) => l.kind === 'del').length,
      hunks: toDiffHunks(lines),
    };
  });
}

/** One proposal as the dialog shows it (rank counts from 1). */
export function toProposalView(p: FixProposal, rank: number, context: PathContext): ProposalView {
  const sideEffects = toSideEffectLines(p.sideEffects);
  return {
    id: p.id,
    rank,
    kindWords: FIX_KIND_WORDS[p.kind] ?? p.kind,
    title: p.title,
    why: p.why,
    lands: p.lands,
    landsLabel: STAGE_LABELS[p.lands],
    files: toFilePreviews(p.files, context),
    sideEffects,
    sideEffectSummary: toSideEffectSummary(sideEffects),
  };
}

/** The engine's answer as the dialog's view; proposals ranked by cost (smallest change first, the engine's order on ties). */
export function toFixView(result: FixResult, context: PathContext): FixView {
  switch (result.kind) {
    case 'holds':
      return { kind: 'holds', stageLabel: STAGE_LABELS[result.stage] };
    case 'blocked':
      return { kind: 'blocked', layer: result.layer, where: result.path !== undefined ? toDisplayPath(result.path, context) : null, reason: result.reason };
    case 'proposals': {
      const ranked = result.proposals.map((p, i) => ({ p, i })).sort((a, b) => a.p.cost - b.p.cost || a.i - b.i);
      return { kind: 'proposals', proposals: ranked.map(({ p }, i) => toProposalView(p, i + 1, context)) };
    }
  }
}

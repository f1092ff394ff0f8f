import { countChangedLines, type FixKind, type FixProposal, type FixResult, renderFileDiff, type Stage, STAGE_LABELS } from '../../../engine/index.ts';
import { toDisplayPath, type PathContext } from '../../shared/to-display-path.ts';
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
  readonly before: string;
  readonly after: string;
  /** The diff editor's language for the file: `json`, `markdown` or `plaintext`. */
  readonly language: string;
  /** The change as a unified diff (two lines of context), shown until the diff editor has loaded. */
  readonly unified: readonly string[];
}

/** The diff editor's language for a file path or env variable name. */
export function toDiffLanguage(file: { readonly path?: string; readonly env?: string }): string {
  if (file.env !== undefined) return 'json';
  const path = (file.path ?? '').toLowerCase();
  if (path.endsWith('.md')) return 'markdown';
  return path.endsWith('.json') || path.endsWith('.jsonc') ? 'json' : 'plaintext';
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

/** A proposal's file changes as previews: both texts for the diff editor, the unified diff, counts of added and removed lines. */
export function toFilePreviews(files: FixProposal['files'], context: PathContext): FilePreview[] {
  return files.map((f) => {
    const key = f.path ?? f.env ?? '';
    const { added, removed } = countChangedLines(f);
    return {
      label: f.path !== undefined ? toDisplayPath(f.path, context) : `env ${f.env ?? ''}`,
      key,
      isNew: f.before === '' && f.after !== '',
      added,
      removed,
      before: f.before,
      after: f.after,
      language: toDiffLanguage(f),
      unified: renderFileDiff(f, 2).slice(2),
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

import { usePlayground } from '../../store/store.ts';

/** After a fix is applied: what changed and an Undo that puts the texts back, until the next fix, load or dismissal. */
export function FixUndoBar() {
  const applied = usePlayground((s) => s.appliedFix);
  if (!applied) return null;
  const { undoFix, dismissAppliedFix } = usePlayground.getState();
  return (
    <div className="fix-undo" role="status" aria-label="Applied fix">
      <span title={applied.proposal.title}>
        Fixed <code>{applied.label}</code>: {applied.proposal.title}
      </span>
      <button type="button" data-fix-focus onClick={undoFix}>
        Undo
      </button>
      <button type="button" aria-label="Dismiss the applied fix" onClick={dismissAppliedFix}>
        ×
      </button>
    </div>
  );
}

import { useMemo } from 'react';
import type { AppliedFix as AppliedFixState } from '../../store/slices/fix-slice.ts';
import { usePlayground } from '../../store/store.ts';
import { SideEffectList } from './SideEffectList.tsx';
import { toSideEffectLines, toSideEffectSummary } from './to-side-effects.ts';

/** Inside the dialog after Apply: what was applied, what else it changed, and Undo. */
export function AppliedFix({ applied }: { readonly applied: AppliedFixState }) {
  const undoFix = usePlayground((s) => s.undoFix);
  const lines = useMemo(() => toSideEffectLines(applied.proposal.sideEffects), [applied]);
  return (
    <section className="fix-applied" aria-label="Applied fix">
      <p role="status">
        Applied: <strong>{applied.proposal.title}</strong>.
        <button type="button" className="fix-undo-button" onClick={undoFix}>
          Undo
        </button>
      </p>
      <SideEffectList lines={lines} summary={toSideEffectSummary(lines)} name="Side effects of the applied fix" />
    </section>
  );
}

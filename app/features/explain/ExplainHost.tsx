import { useEffect, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { ExplainTarget } from '../../store/slices/explain-slice.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { useFocusReturn } from '../../ui/use-focus-return.ts';
import { ExplainCard } from './ExplainCard.tsx';
import { toExplanation } from './to-explanation.ts';
import './explain.css';

/** The explain card as a non-modal dialog; it follows edits live and highlights the winning rule in its editor. */
export function ExplainHost() {
  const target = usePlayground((s) => s.explainTarget);
  const closeExplain = usePlayground((s) => s.closeExplain);
  const reveal = usePlayground((s) => s.reveal);
  const analysis = useAnalysis();
  const id = useId();
  const card = useRef<HTMLElement>(null);
  // Closing the card gives focus back to the Explain button that opened it (or to the results panel when it is gone).
  const opener = useFocusReturn(() => document.querySelector('.results [role="tabpanel"]'));
  const openedFor = useRef<ExplainTarget | null>(target);
  useLayoutEffect(() => {
    if (target === openedFor.current) return;
    openedFor.current = target;
    // Another Explain button while the card is open: that one is the opener now.
    const active = document.activeElement;
    if (active && active !== document.body && !card.current?.contains(active)) opener.current = active;
  }, [target, opener]);
  const view = useMemo(() => (target ? toExplanation(analysis, target) : null), [analysis, target]);
  const location = view?.explanation.winner?.location ?? null;
  // Opening the card highlights the rule that decided (once per target, not on every edit).
  const revealedFor = useRef<ExplainTarget | null>(null);
  useEffect(() => {
    if (target === revealedFor.current) return;
    revealedFor.current = target;
    if (location) reveal(location);
  }, [target, location, reveal]);
  if (!target) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeExplain();
  };
  return (
    <section ref={card} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} className="explain-card" onKeyDown={onKeyDown}>
      <header className="explain-head">
        <h3 id={`${id}-title`}>Explain: {view ? view.title : 'nothing to explain'}</h3>
        {view && <span className="muted">agent {view.agent}</span>}
        <button type="button" className="explain-close" aria-label="Close the explanation" onClick={closeExplain} autoFocus>
          ×
        </button>
      </header>
      {view ? <ExplainCard view={view} /> : <p className="empty">This decision no longer exists in the current scenario (no agent, or the tool or probe is gone).</p>}
    </section>
  );
}

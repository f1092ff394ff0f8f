import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toProblemList } from '../../engine/index.ts';
import { ProblemsList } from '../features/problems/ProblemsList.tsx';
import { lastAnalysisDurationMs, useLatestAnalysisState } from '../store/selectors.ts';
import { toStatusLine } from './to-status-line.ts';

/**
 * The status line: layers read and skipped, warnings, errors, and how long the analysis took. The counts are a
 * button that opens the problems list above the status bar (Escape or a pick closes it).
 */
export function StatusBar() {
  const { analysis, isUpdating } = useLatestAnalysisState();
  // The problem list is one pass over every diagnostic: once per analysis, not on every render ("Updating…" re-renders).
  const problems = useMemo(() => toProblemList(analysis.diagnostics), [analysis.diagnostics]);
  const line = toStatusLine(analysis.load.layers, problems, lastAnalysisDurationMs());
  const [isOpen, setOpen] = useState(false);
  const [bottom, setBottom] = useState(0);
  const footer = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useLayoutEffect(() => {
    if (!isOpen || !footer.current) return;
    setBottom(window.innerHeight - footer.current.getBoundingClientRect().top + 4);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    panel.current?.querySelector<HTMLElement>('button.problem-row, .problems-panel-close')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    <footer className="status-bar" ref={footer}>
      <p>
        {line.layersText} ·{' '}
        <button ref={toggle} type="button" className="problems-toggle" aria-expanded={isOpen} aria-controls={panelId} title="Show the problems list" onClick={() => setOpen((v) => !v)}>
          {line.warningsText}
          {line.errorsText && (
            <>
              {' · '}
              <span className="has-errors">{line.errorsText}</span>
            </>
          )}
        </button>{' '}
        · {line.timeText}
      </p>
      {isOpen && (
        <div ref={panel} id={panelId} className="problems-panel" role="dialog" aria-label="Problems" style={{ bottom }}>
          <ProblemsList onPicked={() => setOpen(false)} />
          <button type="button" className="problems-panel-close" aria-label="Close problems" onClick={() => { setOpen(false); toggle.current?.focus(); }}>
            ×
          </button>
        </div>
      )}
      {/* A big scenario is analyzed in a worker: the results shown are the previous ones until it answers. */}
      {isUpdating && <p role="status" aria-label="Analysis">Updating…</p>}
    </footer>
  );
}

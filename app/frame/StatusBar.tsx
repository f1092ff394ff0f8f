import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toUnsortedProblems } from '../../engine/index.ts';
import { lastAnalysisDurationMs, useLatestAnalysisState } from '../store/selectors.ts';
import { toStatusLine } from './to-status-line.ts';
import { analyzerFailure } from '../deferred/analyzer-on-demand.ts';
import { Docked } from '../ui/Docked.tsx';

// The list loads when first opened (the counts need only the engine's problem list).
const ProblemsList = lazy(() => import('../features/problems/ProblemsList.tsx').then((m) => ({ default: m.ProblemsList })));

/**
 * The status line: layers read and skipped, warnings, errors, and how long the analysis took. The counts are a
 * button that opens the problems list in the dock above the status bar (Escape or a pick closes it).
 */
export function StatusBar() {
  // Until the engine's chunk is there (app/deferred/analyzer-on-demand.ts) the line says so, at its own height; if it
  // cannot come, the line says why and what to do.
  return (
    <Suspense fallback={STATUS_WAITING}>
      <StatusLineOrFailure />
    </Suspense>
  );
}

/** Rendered again when the engine's chunk arrives or fails (the suspended render retries). */
function StatusLineOrFailure() {
  const failure = analyzerFailure();
  if (failure === null) return <StatusLine />;
  return (
    <footer className="status-bar">
      <p role="alert" aria-label="Analysis" className="has-errors">
        {failure}.
      </p>
    </footer>
  );
}

const STATUS_WAITING = (
  <footer className="status-bar">
    <p role="status" aria-label="Analysis">
      Analysing…
    </p>
  </footer>
);

function StatusLine() {
  const { analysis, isUpdating } = useLatestAnalysisState();
  // The counts are a pass over every diagnostic: once per analysis, not on every render ("Updating…" re-renders). They
  // need the problems, not their order (the list sorts them when opened).
  const problems = useMemo(() => toUnsortedProblems(analysis.diagnostics), [analysis.diagnostics]);
  const line = toStatusLine(analysis.load.layers, problems, lastAnalysisDurationMs());
  const [isOpen, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

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
    <footer className="status-bar">
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
        <Docked>
          <div ref={panel} id={panelId} className="problems-panel" role="dialog" aria-label="Problems">
            <Suspense fallback={<p className="problems-empty">Loading problems…</p>}>
              <ProblemsList onPicked={() => setOpen(false)} isFirstFocused />
            </Suspense>
            <button type="button" className="problems-panel-close" aria-label="Close problems" onClick={() => { setOpen(false); toggle.current?.focus(); }}>
              ×
            </button>
          </div>
        </Docked>
      )}
      {/* A big scenario is analyzed in a worker: the results shown are the previous ones until it answers. */}
      {isUpdating && <p className="status-updating" role="status" aria-label="Analysis">Updating…</p>}
    </footer>
  );
}

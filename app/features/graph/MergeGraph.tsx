import { lazy, Suspense, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import './graph.css';
import type { NodeHandlers } from './PipelineNode.tsx';
import { usePlayground } from '../../store/store.ts';

// React Flow, d3 and the graph model are big: the body loads in its own chunk, after the first paint.
const GraphBody = lazy(() => import('./GraphBody.tsx'));
// The folded strip is small but used only when folded: it loads then.
const MergeStrip = lazy(() => import('./MergeStrip.tsx'));

/** Until the body loads: the path line's row (empty) and the canvas's place, so nothing moves when it comes. */
function GraphBodyLoading() {
  return (
    <>
      <div className="mg-path">
        <p className="mg-path-line">{'\u00a0'}</p>
      </div>
      <div className="mg-canvas">
        <p className="mg-loading">Loading graph…</p>
      </div>
    </>
  );
}

/**
 * The merge order: every source the loader considered, low → high, then the transforms and the execute chain; the
 * selection's path lit. Folded, it is one line: the layers read, in order (the results get the room).
 */
export function MergeGraph({ isFolded, onFold }: { readonly isFolded: boolean; readonly onFold: (folded: boolean) => void }) {
  const [isSkippedExpanded, setSkippedExpanded] = useState(false);
  const [isExpanded, setExpanded] = useState(false);
  const [peekId, setPeekId] = useState<string | null>(null);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const [toolbar, setToolbar] = useState<HTMLSpanElement | null>(null);
  const handlers = useMemo<NodeHandlers>(
    () => ({
      onPeek: setPeekId,
      onOpen: (node) => {
        setPinnedId(node.id);
        const target = node.target;
        const s = usePlayground.getState();
        if (target?.kind === 'layer-tab') s.selectTab(target.tab);
        else if (target?.kind === 'result-tab') s.setResultTab(target.tab);
        else if (target?.kind === 'show-skipped') setSkippedExpanded(true);
      },
    }),
    [],
  );
  const shownId = peekId ?? pinnedId;
  useEffect(() => {
    if (!isExpanded) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && setExpanded(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isExpanded]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && pinnedId !== null && !isExpanded) setPinnedId(null);
  };
  const fold = (
    <button type="button" className="mg-fold" aria-expanded={!isFolded} aria-controls="graph-pane" title={isFolded ? 'Show the merge graph' : 'Fold the graph to one line and give the results the room'} onClick={() => onFold(!isFolded)}>
      {isFolded ? 'Show graph' : 'Fold'}
    </button>
  );
  if (isFolded) {
    return (
      <section className="merge-graph mg-folded" aria-label="Merge order">
        <header className="mg-header">
          <h2>Merge order</h2>
          <Suspense fallback={<span className="mg-strip" />}>
            <MergeStrip />
          </Suspense>
          {fold}
        </header>
      </section>
    );
  }
  return (
    <section className={`merge-graph${isExpanded ? ' mg-expanded' : ''}`} aria-label="Merge order" onKeyDown={onKeyDown}>
      <header className="mg-header">
        <h2>Merge order</h2>
        <span className="mg-hint">low → high precedence; later wins</span>
        <label className="mg-toggle">
          <input type="checkbox" checked={isSkippedExpanded} onChange={(e) => setSkippedExpanded(e.target.checked)} /> show sources not read
        </label>
        <span className="mg-zoom-slot" ref={setToolbar} />
        <button type="button" className="mg-expand" aria-label={isExpanded ? 'Collapse graph' : 'Expand graph'} aria-pressed={isExpanded} onClick={() => setExpanded((v) => !v)} title={isExpanded ? 'Back to the split view (Esc)' : 'Give the graph the whole window'}>
          {isExpanded ? 'Collapse' : 'Expand'}
        </button>
        {!isExpanded && fold}
      </header>
      <Suspense fallback={<GraphBodyLoading />}>
        <GraphBody isSkippedExpanded={isSkippedExpanded} shownId={shownId} onCloseDetails={peekId === null && pinnedId !== null ? () => setPinnedId(null) : null} handlers={handlers} toolbar={toolbar} />
      </Suspense>
    </section>
  );
}

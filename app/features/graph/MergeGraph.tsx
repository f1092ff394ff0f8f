import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import './graph.css';
import type { NodeHandlers } from './PipelineNode.tsx';
import { toGraph, type GraphNode } from './to-graph.ts';
import { toGraphInput, toGraphKey } from './to-graph-input.ts';
import { toLitPath } from './to-lit-path.ts';
import { useContainerSize } from './use-container-size.ts';

// React Flow and d3 are big: the canvas loads in its own chunk, after the first paint.
const GraphCanvas = lazy(() => import('./GraphCanvas.tsx'));

const selectSelection = (s: PlaygroundState) => s.selection;
const selectSelect = (s: PlaygroundState) => s.select;
const selectRunMode = (s: PlaygroundState) => s.runMode;

/** The node whose details show: the one under the pointer or focus, else the one last clicked. */
function NodeDetails({ node, onClose }: { node: GraphNode | undefined; onClose: (() => void) | null }) {
  if (!node) return null;
  const content = node.target?.kind === 'content' ? node.target.text : null;
  return (
    <div className="mg-details" id="mg-details" role="region" aria-label="Node details">
      <p className="mg-details-title">{node.title}</p>
      <p className="mg-details-text">{node.detail}</p>
      {content !== null && <pre className="mg-details-content" aria-label={`What ${node.title} served`}>{content}</pre>}
      {onClose && (
        <button type="button" className="mg-details-close" aria-label="Close node details" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}

/** The merge order: every source the loader considered, low → high, then the transforms and the execute chain; the selection's path lit. */
export function MergeGraph() {
  const [isSkippedExpanded, setSkippedExpanded] = useState(false);
  const [isExpanded, setExpanded] = useState(false);
  const [peekId, setPeekId] = useState<string | null>(null);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const [toolbar, setToolbar] = useState<HTMLSpanElement | null>(null);
  const analysis = useAnalysis();
  const selection = usePlayground(selectSelection);
  const select = usePlayground(selectSelect);
  const runMode = usePlayground(selectRunMode);
  const canvas = useRef<HTMLDivElement>(null);
  const size = useContainerSize(canvas);
  const input = useMemo(() => toGraphInput(analysis, isSkippedExpanded, runMode), [analysis, isSkippedExpanded, runMode]);
  // The layout is memoised on what it draws: a keystroke that leaves the layers, transforms and tools as they were keeps it.
  const inputKey = toGraphKey(input);
  const stableInput = useMemo(() => input, [inputKey]);
  // The rows wrap to the canvas: the column count shown at the most legible zoom without sideways panning.
  const model = useMemo(() => toGraph(stableInput, size?.width, size?.height), [stableInput, size]);
  const freshLit = useMemo(() => toLitPath(selection, analysis, model), [selection, analysis, model]);
  const litKey = JSON.stringify(freshLit);
  // Likewise the lit path: the same path keeps the same nodes, so React Flow re-renders nothing.
  const lit = useMemo(() => freshLit, [litKey]);
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
  const byId = useMemo(() => new Map(model.nodes.map((n) => [n.id, n])), [model]);
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
      </header>
      <div className="mg-path">
        <p className="mg-path-line" role="status" aria-label="Lit path" title={lit?.sentence}>
          {lit ? <>On the path: {lit.sentence}</> : selection ? 'The selection is no longer in this scenario.' : 'Select a rule, value or tool to light the path it took.'}
        </p>
        {selection && (
          <button type="button" className="mg-clear" onClick={() => select(null)}>
            Clear selection
          </button>
        )}
      </div>
      <div className="mg-canvas" ref={canvas}>
        <Suspense fallback={<p className="mg-loading">Loading graph…</p>}>
          <GraphCanvas model={model} lit={lit} size={size} handlers={handlers} toolbar={toolbar} />
        </Suspense>
        <NodeDetails node={shownId === null ? undefined : byId.get(shownId)} onClose={peekId === null && pinnedId !== null ? () => setPinnedId(null) : null} />
      </div>
    </section>
  );
}

import { useDeferredValue, useMemo, useRef } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import GraphCanvas from './GraphCanvas.tsx';
import type { NodeHandlers } from './PipelineNode.tsx';
import { toGraph, type GraphInput, type GraphNode } from './to-graph.ts';
import { isSameGraphInput, toGraphInput, toGraphKey } from './to-graph-input.ts';
import { toLitPath } from './to-lit-path.ts';
import { useContainerSize } from './use-container-size.ts';

const selectSelection = (s: PlaygroundState) => s.selection;
const selectSelect = (s: PlaygroundState) => s.select;
const selectRunMode = (s: PlaygroundState) => s.runMode;
const selectSelectedTab = (s: PlaygroundState) => s.selectedTab;

/** The node whose details show: the one under the pointer or focus, else the one last clicked. */
function NodeDetails({ node, onClose }: { node: GraphNode | undefined; onClose: (() => void) | null }) {
  if (!node) return null;
  const content = node.target?.kind === 'content' ? node.target.text : null;
  return (
    // A peek (hover or focus) lets the pointer through: it may sit over the node it describes, which stays clickable.
    <div className={`mg-details${onClose ? '' : ' mg-details-peek'}`} id="mg-details" role="region" aria-label="Node details">
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

/** What MergeGraph's frame holds for its body: the toggles, the pinned and peeked nodes, the zoom toolbar's slot. */
export interface GraphBodyProps {
  readonly isSkippedExpanded: boolean;
  readonly shownId: string | null;
  readonly onCloseDetails: (() => void) | null;
  readonly handlers: NodeHandlers;
  readonly toolbar: HTMLSpanElement | null;
}

/**
 * The merge order's body: the lit path line, the React Flow canvas and the node details. It loads in one chunk
 * with React Flow, after the first paint: the graph model (layout, lit path) is computed only where it is drawn.
 */
export default function GraphBody({ isSkippedExpanded, shownId, onCloseDetails, handlers, toolbar }: GraphBodyProps) {
  // The graph follows a new analysis in a deferred render: a keystroke's urgent render (the Tools table, the editor's
  // markers) commits first, then the graph is drawn; a newer keystroke skips a graph that is out of date.
  const analysis = useDeferredValue(useAnalysis());
  const selection = usePlayground(selectSelection);
  const select = usePlayground(selectSelect);
  const runMode = usePlayground(selectRunMode);
  const selectedTab = usePlayground(selectSelectedTab);
  const canvas = useRef<HTMLDivElement>(null);
  const size = useContainerSize(canvas);
  // A new analysis whose graph input holds the same data (a keystroke that changes no layer, transform or tool) keeps the
  // last input object: its key, nodes and layout are not made again (at 20,000 agent files, tens of ms each).
  const lastInput = useRef<GraphInput | null>(null);
  const input = useMemo(() => {
    const next = toGraphInput(analysis, isSkippedExpanded, runMode, selectedTab);
    const kept = lastInput.current !== null && isSameGraphInput(lastInput.current, next) ? lastInput.current : next;
    lastInput.current = kept;
    return kept;
  }, [analysis, isSkippedExpanded, runMode, selectedTab]);
  // The layout is memoised on what it draws: a keystroke that leaves the layers, transforms and tools as they were keeps it.
  const inputKey = useMemo(() => toGraphKey(input), [input]);
  const stableInput = useMemo(() => input, [inputKey]);
  // The rows wrap to the canvas: the column count shown at the most legible zoom without sideways panning.
  const model = useMemo(() => toGraph(stableInput, size?.width, size?.height), [stableInput, size]);
  const freshLit = useMemo(() => toLitPath(selection, analysis, model), [selection, analysis, model]);
  const litKey = JSON.stringify(freshLit);
  // Likewise the lit path: the same path keeps the same nodes, so React Flow re-renders nothing.
  const lit = useMemo(() => freshLit, [litKey]);
  const byId = useMemo(() => new Map(model.nodes.map((n) => [n.id, n])), [model]);
  return (
    <>
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
        <GraphCanvas model={model} lit={lit} size={size} handlers={handlers} toolbar={toolbar} />
        <NodeDetails node={shownId === null ? undefined : byId.get(shownId)} onClose={onCloseDetails} />
      </div>
    </>
  );
}

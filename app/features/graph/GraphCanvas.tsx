import { ReactFlow, ReactFlowProvider, useReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { LIT_WORDS, type NodeLit } from './lit-words.ts';
import { PipelineNode, type NodeHandlers, type PipelineFlowNode } from './PipelineNode.tsx';
import { MIN_LEGIBLE_ZOOM, type MergeGraphModel } from './to-graph.ts';
import type { LitPath } from './to-lit-path.ts';
import { extentOf, FIT_PADDING, toFitViewport } from './to-viewport.ts';

const nodeTypes = { pipeline: PipelineNode };
const MAX_ZOOM = 2;
const ZOOM_STEP = 1.25;
// One object for every render: a new one would be a changed prop, which React Flow copies into its store and redraws for.
const PRO_OPTIONS = { hideAttribution: true };

/** What the canvas draws and where it reports clicks and focus. */
export interface GraphCanvasProps {
  readonly model: MergeGraphModel;
  readonly lit: LitPath | null;
  /** The canvas box in px; null until measured. */
  readonly size: { readonly width: number; readonly height: number } | null;
  readonly handlers: NodeHandlers;
  /** Where the zoom and fit buttons go (the graph's header), so they never cover a node; none until it mounts. */
  readonly toolbar: HTMLElement | null;
}

function Graph({ model, lit, size, handlers, toolbar }: GraphCanvasProps) {
  const flow = useReactFlow();
  const edges = useMemo<Edge[]>(() => {
    const titleOf = new Map(model.nodes.map((n) => [n.id, n.title]));
    const onPath = new Set(lit?.edgeIds);
    return model.edges.map((e) => {
      const isLit = onPath.has(e.id);
      const className = isLit ? 'mg-edge mg-edge-lit' : e.isDimmed ? 'mg-edge-dimmed' : 'mg-edge';
      return { id: e.id, source: e.source, target: e.target, type: 'smoothstep', focusable: false, zIndex: isLit ? 1 : 0, ariaLabel: `${titleOf.get(e.source)} → ${titleOf.get(e.target)}${isLit ? ` (${LIT_WORDS.path})` : ''}`, className };
    });
  }, [model, lit]);
  const extent = useMemo(() => extentOf(model.nodes), [model]);
  const fit = useCallback(() => {
    if (!size) return;
    void flow.setViewport(toFitViewport(extent, size.width, size.height, MIN_LEGIBLE_ZOOM), { duration: 0 });
  }, [flow, extent, size]);
  // Refit when the layout or the canvas changes (React Flow does not refit by itself); a keystroke that keeps the layers keeps the view.
  useEffect(() => {
    const id = requestAnimationFrame(fit);
    return () => cancelAnimationFrame(id);
  }, [fit]);
  // A node reached by Tab scrolls into view: the pane pans to it rather than the browser scrolling a clipped box.
  const reveal = useCallback(
    (id: string | null) => {
      handlers.onPeek(id);
      const node = id === null ? undefined : model.nodes.find((n) => n.id === id);
      if (!node || !size) return;
      const { x, y, zoom } = flow.getViewport();
      const left = node.x * zoom + x;
      const top = node.y * zoom + y;
      const right = left + node.width * zoom;
      const bottom = top + node.height * zoom;
      const dx = left < FIT_PADDING ? FIT_PADDING - left : right > size.width - FIT_PADDING ? size.width - FIT_PADDING - right : 0;
      const dy = top < FIT_PADDING ? FIT_PADDING - top : bottom > size.height - FIT_PADDING ? size.height - FIT_PADDING - bottom : 0;
      if (dx !== 0 || dy !== 0) void flow.setViewport({ x: x + dx, y: y + dy, zoom });
    },
    [flow, handlers, model, size],
  );
  const nodeHandlers = useMemo<NodeHandlers>(() => ({ onOpen: handlers.onOpen, onPeek: reveal }), [handlers, reveal]);
  const nodes = useMemo<PipelineFlowNode[]>(() => {
    const onPath = new Set(lit?.nodeIds);
    const overridden = new Set(lit?.overriddenIds);
    return model.nodes.map((n) => {
      const state: NodeLit = onPath.has(n.id) ? 'path' : overridden.has(n.id) ? 'overridden' : null;
      const note = lit?.note?.nodeId === n.id ? lit.note.text : null;
      // `measured` as laid out: React Flow keeps a re-made node's handle positions instead of measuring it again, so a
      // new answer that changes a node's text does not take its edges off the page until the next frame.
      return { id: n.id, type: 'pipeline', position: { x: n.x, y: n.y }, data: { node: n, lit: state, note, handlers: nodeHandlers }, draggable: false, connectable: false, focusable: false, selectable: false, width: n.width, height: n.height, measured: { width: n.width, height: n.height } };
    });
  }, [model, lit, nodeHandlers]);
  return (
    <>
      <ReactFlow<PipelineFlowNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        minZoom={MIN_LEGIBLE_ZOOM}
        maxZoom={MAX_ZOOM}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        panOnScroll
        zoomOnScroll={false}
        zoomOnDoubleClick={false}
        proOptions={PRO_OPTIONS}
        onlyRenderVisibleElements={false}
      />
      {toolbar && createPortal(
      <div className="mg-zoom" role="toolbar" aria-label="Graph view">
        <button type="button" aria-label="Zoom in" title="Zoom in" onClick={() => void flow.zoomTo(Math.min(MAX_ZOOM, flow.getZoom() * ZOOM_STEP))}>
          +
        </button>
        <button type="button" aria-label="Zoom out" title="Zoom out (never below 12 px text)" onClick={() => void flow.zoomTo(Math.max(MIN_LEGIBLE_ZOOM, flow.getZoom() / ZOOM_STEP))}>
          −
        </button>
        <button type="button" aria-label="Fit graph" title="Fit the graph (as far as its text stays legible)" onClick={fit}>
          Fit
        </button>
      </div>, toolbar)}
    </>
  );
}

/**
 * The React Flow canvas of the merge graph with its zoom and fit controls (its own chunk: React Flow loads after the
 * first paint). Memoized: a new analysis that keeps the graph's model, lit path, size and handlers (a keystroke inside a
 * rule, say) does not render React Flow again.
 */
function GraphCanvas(props: GraphCanvasProps) {
  return (
    <ReactFlowProvider>
      <Graph {...props} />
    </ReactFlowProvider>
  );
}

export default memo(GraphCanvas);

import { ReactFlow, ReactFlowProvider, useReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import './graph.css';
import { LIT_WORDS, PipelineNode, type NodeLit, type PipelineFlowNode } from './PipelineNode.tsx';
import { toGraph, type MergeGraphModel } from './to-graph.ts';
import { toGraphInput } from './to-graph-input.ts';
import { toLitPath, type LitPath } from './to-lit-path.ts';
import { useContainerSize } from './use-container-size.ts';

const nodeTypes = { pipeline: PipelineNode };
const selectSelectTab = (s: PlaygroundState) => s.selectTab;
const selectSelection = (s: PlaygroundState) => s.selection;
const selectSelect = (s: PlaygroundState) => s.select;
const fitOptions = { padding: 0.06 };

function FitOnChange({ shape }: { shape: string }) {
  const flow = useReactFlow();
  useEffect(() => {
    // The layout changes when layers appear or fold and when the canvas resizes (React Flow does not refit by itself).
    const id = requestAnimationFrame(() => void flow.fitView(fitOptions));
    return () => cancelAnimationFrame(id);
  }, [flow, shape]);
  return null;
}

function Graph({ model, lit, sizeKey }: { model: MergeGraphModel; lit: LitPath | null; sizeKey: string }) {
  const selectTab = usePlayground(selectSelectTab);
  const nodes = useMemo<PipelineFlowNode[]>(() => {
    const onPath = new Set(lit?.nodeIds);
    const overridden = new Set(lit?.overriddenIds);
    return model.nodes.map((n) => {
      const state: NodeLit = onPath.has(n.id) ? 'path' : overridden.has(n.id) ? 'overridden' : null;
      const note = lit?.note?.nodeId === n.id ? lit.note.text : null;
      return { id: n.id, type: 'pipeline', position: { x: n.x, y: n.y }, data: { node: n, lit: state, note }, draggable: false, connectable: false, focusable: false, ariaLabel: `${n.title}: ${n.subtitle}${state ? ` (${LIT_WORDS[state]})` : ''}` };
    });
  }, [model, lit]);
  const edges = useMemo<Edge[]>(() => {
    const titleOf = new Map(model.nodes.map((n) => [n.id, n.title]));
    const onPath = new Set(lit?.edgeIds);
    return model.edges.map((e) => {
      const isLit = onPath.has(e.id);
      const className = isLit ? 'mg-edge mg-edge-lit' : e.isDimmed ? 'mg-edge-dimmed' : 'mg-edge';
      return { id: e.id, source: e.source, target: e.target, type: 'smoothstep', focusable: false, zIndex: isLit ? 1 : 0, ariaLabel: `${titleOf.get(e.source)} → ${titleOf.get(e.target)}${isLit ? ' (on the path)' : ''}`, className };
    });
  }, [model, lit]);
  const shape = `${sizeKey}:${model.columns}:${model.nodes.map((n) => n.id).join('|')}`;
  return (
    <ReactFlow<PipelineFlowNode>
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      fitView
      fitViewOptions={fitOptions}
      minZoom={0.2}
      maxZoom={1.5}
      nodesDraggable={false}
      nodesConnectable={false}
      elementsSelectable={false}
      proOptions={{ hideAttribution: true }}
      onNodeClick={(_, n) => n.data.node.tab !== null && selectTab(n.data.node.tab)}
    >
      <FitOnChange shape={shape} />
    </ReactFlow>
  );
}

/** The merge order: every source the loader considered, low → high, then the transforms and the execute chain; the selection's path lit. */
export function MergeGraph() {
  const [isSkippedExpanded, setSkippedExpanded] = useState(false);
  const analysis = useAnalysis();
  const selection = usePlayground(selectSelection);
  const select = usePlayground(selectSelect);
  const canvas = useRef<HTMLDivElement>(null);
  const size = useContainerSize(canvas);
  // The rows wrap to the canvas: the column count whose graph fits it at the most legible zoom.
  const model = useMemo(() => toGraph(toGraphInput(analysis, isSkippedExpanded), size?.width, size?.height), [analysis, isSkippedExpanded, size]);
  const lit = useMemo(() => toLitPath(selection, analysis, model), [selection, analysis, model]);
  return (
    <section className="merge-graph" aria-label="Merge order">
      <header className="mg-header">
        <h2>Merge order</h2>
        <span className="mg-hint">low → high precedence; later wins</span>
        <label className="mg-toggle">
          <input type="checkbox" checked={isSkippedExpanded} onChange={(e) => setSkippedExpanded(e.target.checked)} /> show each source not read
        </label>
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
        <ReactFlowProvider>
          <Graph model={model} lit={lit} sizeKey={size ? `${size.width}x${size.height}` : ''} />
        </ReactFlowProvider>
      </div>
    </section>
  );
}

import { ReactFlow, ReactFlowProvider, useReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import './graph.css';
import { PipelineNode, type PipelineFlowNode } from './PipelineNode.tsx';
import { toGraph } from './to-graph.ts';
import { toGraphInput } from './to-graph-input.ts';

const nodeTypes = { pipeline: PipelineNode };
const selectSelectTab = (s: PlaygroundState) => s.selectTab;
const fitOptions = { padding: 0.06 };

function FitOnChange({ shape }: { shape: string }) {
  const flow = useReactFlow();
  useEffect(() => {
    // The layout changes size when layers appear or fold; keep everything in view.
    const id = requestAnimationFrame(() => void flow.fitView(fitOptions));
    return () => cancelAnimationFrame(id);
  }, [flow, shape]);
  return null;
}

function Graph({ isSkippedExpanded }: { isSkippedExpanded: boolean }) {
  const analysis = useAnalysis();
  const selectTab = usePlayground(selectSelectTab);
  const model = useMemo(() => toGraph(toGraphInput(analysis, isSkippedExpanded)), [analysis, isSkippedExpanded]);
  const nodes = useMemo<PipelineFlowNode[]>(
    () => model.nodes.map((n) => ({ id: n.id, type: 'pipeline', position: { x: n.x, y: n.y }, data: { node: n }, draggable: false, connectable: false, focusable: false, ariaLabel: `${n.title}: ${n.subtitle}` })),
    [model],
  );
  const edges = useMemo<Edge[]>(() => {
    const titleOf = new Map(model.nodes.map((n) => [n.id, n.title]));
    return model.edges.map((e) => ({ id: e.id, source: e.source, target: e.target, type: 'smoothstep', focusable: false, ariaLabel: `${titleOf.get(e.source)} → ${titleOf.get(e.target)}`, className: e.isDimmed ? 'mg-edge-dimmed' : 'mg-edge' }));
  }, [model]);
  const shape = model.nodes.map((n) => n.id).join('|');
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

/** The merge order: every source the loader considered, low → high, then the transforms and the execute chain. */
export function MergeGraph() {
  const [isSkippedExpanded, setSkippedExpanded] = useState(false);
  return (
    <section className="merge-graph" aria-label="Merge order">
      <header className="mg-header">
        <h2>Merge order</h2>
        <span className="mg-hint">low → high precedence; later wins</span>
        <label className="mg-toggle">
          <input type="checkbox" checked={isSkippedExpanded} onChange={(e) => setSkippedExpanded(e.target.checked)} /> show each source not read
        </label>
      </header>
      <div className="mg-canvas">
        <ReactFlowProvider>
          <Graph isSkippedExpanded={isSkippedExpanded} />
        </ReactFlowProvider>
      </div>
    </section>
  );
}

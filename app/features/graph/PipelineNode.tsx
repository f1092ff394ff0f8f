import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { usePlayground } from '../../store/store.ts';
import type { GraphNode } from './to-graph.ts';

/** The React Flow node type of every pipeline step. */
export type PipelineFlowNode = Node<{ node: GraphNode }, 'pipeline'>;

const selectSelectTab = (s: { selectTab(tab: string): void }) => s.selectTab;

/** One step of the merge pipeline: title, one line of what it did, badges; a button when it opens a layer tab. */
export function PipelineNode({ data }: NodeProps<PipelineFlowNode>) {
  const { node } = data;
  const selectTab = usePlayground(selectSelectTab);
  const body = (
    <>
      <span className="mg-title">{node.title}</span>
      <span className="mg-subtitle">{node.subtitle}</span>
      {node.badges.length > 0 && (
        <span className="mg-badges">
          {node.badges.map((b) => (
            <span key={b} className="mg-badge">{b}</span>
          ))}
        </span>
      )}
    </>
  );
  const tab = node.tab;
  return (
    <div className={`mg-node mg-${node.kind}${node.isDimmed ? ' mg-dimmed' : ''}${node.action ? ` mg-action-${node.action}` : ''}`} title={node.detail} style={{ width: node.width, height: node.height }}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      {tab !== null ? (
        <button type="button" className="mg-open nodrag" aria-label={`Open ${node.title}`} onClick={() => selectTab(tab)}>
          {body}
        </button>
      ) : (
        <div className="mg-body">{body}</div>
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

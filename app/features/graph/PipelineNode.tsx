import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { usePlayground } from '../../store/store.ts';
import type { GraphNode } from './to-graph.ts';

/** How a node takes part in the lit path of the selection: on it, overridden by it, or neither. */
export type NodeLit = 'path' | 'overridden' | null;

/** The React Flow node type of every pipeline step. */
export type PipelineFlowNode = Node<{ node: GraphNode; lit: NodeLit; note: string | null }, 'pipeline'>;

const selectSelectTab = (s: { selectTab(tab: string): void }) => s.selectTab;

/** Words for the lit state, so it never rests on colour alone. */
export const LIT_WORDS: Readonly<Record<'path' | 'overridden', string>> = { path: 'on the path', overridden: 'overridden by the selection' };

/** One step of the merge pipeline: title, one line of what it did, badges; a button when it opens a layer tab. */
export function PipelineNode({ data }: NodeProps<PipelineFlowNode>) {
  const { node, lit, note } = data;
  const selectTab = usePlayground(selectSelectTab);
  const badges = [...(note ? [note] : []), ...(lit === 'overridden' ? ['overridden'] : []), ...node.badges];
  const body = (
    <>
      <span className="mg-title">{node.title}</span>
      {lit && <span className="visually-hidden"> ({LIT_WORDS[lit]})</span>}
      <span className="mg-subtitle">{node.subtitle}</span>
      {badges.length > 0 && (
        <span className="mg-badges">
          {badges.map((b) => (
            <span key={b} className="mg-badge">{b}</span>
          ))}
        </span>
      )}
    </>
  );
  const tab = node.tab;
  const litClass = lit === 'path' ? ' mg-lit' : lit === 'overridden' ? ' mg-overridden' : '';
  return (
    <div className={`mg-node mg-${node.kind}${node.isDimmed ? ' mg-dimmed' : ''}${node.action ? ` mg-action-${node.action}` : ''}${litClass}`} title={node.detail} style={{ width: node.width, height: node.height }}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      {tab !== null ? (
        <button type="button" className="mg-open nodrag" aria-label={`Open ${node.title}${lit ? ` (${LIT_WORDS[lit]})` : ''}`} onClick={() => selectTab(tab)}>
          {body}
        </button>
      ) : (
        <div className="mg-body">{body}</div>
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { LIT_WORDS, type NodeLit } from './lit-words.ts';
import { TITLE_CHARS, type GraphNode } from './to-graph.ts';
import { toMiddleEllipsis } from './to-middle-ellipsis.ts';
import { toNodeLabel, toTitleParts } from './to-node-label.ts';

/** What a node reports to the canvas: a click (open its target) and focus or hover (show its details); null when it leaves. */
export interface NodeHandlers {
  onOpen(node: GraphNode): void;
  onPeek(id: string | null): void;
}

/** The React Flow node type of every pipeline step. */
export type PipelineFlowNode = Node<{ node: GraphNode; lit: NodeLit; note: string | null; handlers: NodeHandlers }, 'pipeline'>;

/** One step of the merge pipeline: a button with its title (cut in the middle, keeping the file name), one line of what it did, badges. */
export function PipelineNode({ data }: NodeProps<PipelineFlowNode>) {
  const { node, lit, note, handlers } = data;
  const badges = [...(note ? [note] : []), ...(lit === 'overridden' ? ['overridden'] : []), ...node.badges];
  const title = toMiddleEllipsis(node.title, TITLE_CHARS);
  const litClass = lit === 'path' ? ' mg-lit' : lit === 'overridden' ? ' mg-overridden' : '';
  return (
    <div className={`mg-node mg-${node.kind}${node.isDimmed ? ' mg-dimmed' : ''}${node.action ? ` mg-action-${node.action}` : ''}${litClass}`} style={{ width: node.width, height: node.height }}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <button
        type="button"
        className={`mg-open nodrag${node.target === null ? ' mg-inert' : ''}`}
        aria-label={toNodeLabel(node, lit)}
        aria-description={node.detail}
        data-node-id={node.id}
        onClick={() => handlers.onOpen(node)}
        onFocus={() => handlers.onPeek(node.id)}
        onBlur={() => handlers.onPeek(null)}
        onMouseEnter={() => handlers.onPeek(node.id)}
        onMouseLeave={() => handlers.onPeek(null)}
      >
        <span className="mg-title">
          {toTitleParts(title).map((part, i) => (
            <span key={i}>
              {part}
              <wbr />
            </span>
          ))}
        </span>
        {lit && <span className="visually-hidden"> ({LIT_WORDS[lit]})</span>}
        <span className="mg-subtitle">{node.subtitle}</span>
        {badges.length > 0 && (
          <span className="mg-badges">
            {badges.map((b) => (
              <span key={b} className="mg-badge">{b}</span>
            ))}
          </span>
        )}
      </button>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

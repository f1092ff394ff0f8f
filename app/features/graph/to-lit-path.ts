import { decisionPath, type Analysis } from '../../../engine/index.ts';
import type { Selection } from '../../store/slices/view-slice.ts';
import type { MergeGraphModel } from './to-graph.ts';
import { clipItem, listBounded, runWords } from './to-flow-nodes.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';

/** The nodes and edges of the merge graph one selection's path runs through, and the path in words. */
export interface LitPath {
  /** Nodes on the path, in the order the value or rule passed them. */
  readonly nodeIds: readonly string[];
  /** Edges the path runs along (through any node it passed unchanged). */
  readonly edgeIds: readonly string[];
  /** Layers whose value at the same key path the selection overrode. */
  readonly overriddenIds: readonly string[];
  /** A note on the node where the path starts (`built-in`, `no rule matched: default ask`). */
  readonly note: { readonly nodeId: string; readonly text: string } | null;
  /** `bash["*"] from agentforge.json → merged permission → resolveTools → model sees → execute → ask`. */
  readonly sentence: string;
}

/** The route along the graph's edges from one node to the next (breadth first), as edge ids; empty when none. */
function route(model: MergeGraphModel, from: string, to: string): string[] {
  const back = new Map<string, { node: string; edge: string }>();
  const queue = [from];
  const seen = new Set(queue);
  while (queue.length) {
    const at = queue.shift()!;
    if (at === to) break;
    for (const e of model.edges) {
      if (e.source !== at || seen.has(e.target)) continue;
      seen.add(e.target);
      back.set(e.target, { node: at, edge: e.id });
      queue.push(e.target);
    }
  }
  const edges: string[] = [];
  for (let at = to; back.has(at); at = back.get(at)!.node) edges.unshift(back.get(at)!.edge);
  return edges;
}

/** The source a path starts at: its node's title, or for a file folded into a run, the file and the run (`.agentforge/agent/a.md (one of 20 agent files)`). */
function sourceWords(analysis: Analysis, model: MergeGraphModel, sourceId: string | undefined, nodeId: string, nodeTitle: string | undefined): string | undefined {
  const run = model.nodes.find((n) => n.id === nodeId && n.kind === 'layer-group');
  const layer = run && sourceId !== undefined ? analysis.load.layers.find((l) => `layer:${l.id}` === sourceId) : undefined;
  if (!run || !layer?.path) return nodeTitle;
  const file = toDisplayPath(layer.path, { home: analysis.scenario.home, worktree: analysis.scenario.worktree });
  return `${clipItem(file)} (one of ${runWords(layer.source, run.members?.length ?? 0)})`;
}

/** Which nodes and edges of the merge graph a selected rule, value or tool passed (the engine's `decisionPath`), and that path in words; null when nothing is selected or it no longer exists. */
export function toLitPath(selection: Selection | null, analysis: Analysis, model: MergeGraphModel): LitPath | null {
  if (!selection) return null;
  const path = decisionPath(analysis, selection);
  if (!path) return null;
  const titleOf = new Map(model.nodes.map((n) => [n.id, n.title]));
  // A layer folded into a run of files lights the node that stands for the run.
  const foldedInto = new Map<string, string>();
  for (const n of model.nodes) for (const m of n.members ?? []) foldedInto.set(m, n.id);
  const onGraph = (id: string) => foldedInto.get(id) ?? id;
  const nodeIds = [...new Set([...path.sources, ...path.stages].map(onGraph))].filter((id) => titleOf.has(id));
  const edgeIds = nodeIds.slice(1).flatMap((id, i) => route(model, nodeIds[i]!, id));
  const overriddenIds = [...new Set(path.overridden.map(onGraph))].filter((id) => titleOf.has(id) && !nodeIds.includes(id));
  const first = nodeIds[0];
  const note = path.note !== null && first !== undefined ? { nodeId: first, text: path.note } : null;
  const words = nodeIds.map((id) => titleOf.get(id));
  const isFromSource = first !== undefined && path.sources.some((id) => onGraph(id) === first);
  const from = isFromSource ? ` from ${sourceWords(analysis, model, path.sources[0], first, words.shift())}` : note ? ` (${note.text})` : '';
  const lost = overriddenIds.length ? `; overrode ${listBounded(overriddenIds.map((id) => titleOf.get(id) ?? id))}` : '';
  if (nodeIds.length === 0) return { nodeIds, edgeIds, overriddenIds, note, sentence: `${clipItem(path.subject)}: set by the loader itself, not by a source on the graph` };
  return { nodeIds, edgeIds, overriddenIds, note, sentence: [`${clipItem(path.subject)}${from}`, ...words].join(' → ') + lost };
}

import type { LayerSource, LayerStatus, RuleAction } from '../../../engine/index.ts';
import type { PathContext } from '../../shared/to-display-path.ts';
import { layerNodes, listKeys, transformNodes, type Unplaced } from './to-flow-nodes.ts';

/** What the graph needs of one loader layer. */
export interface GraphLayer {
  readonly id: string;
  readonly source: LayerSource;
  readonly path: string | null;
  readonly label: string;
  readonly status: LayerStatus;
  readonly reason: string;
  readonly sets?: readonly string[];
  readonly overrides?: readonly string[];
  /** The layer broke the load (parse or schema error). */
  readonly isFailed?: boolean;
  /** The layer exists but was not merged (ignored, or the load stopped earlier). */
  readonly isNotReached?: boolean;
}

/** One post-merge step, as the loader recorded it. */
export interface GraphTransform {
  readonly id: string;
  readonly label: string;
  readonly isApplied: boolean;
  readonly detail: string;
}

/** What the graph needs of one tool's visibility. */
export interface GraphTool {
  readonly tool: string;
  readonly visible: boolean;
  readonly reachable: readonly RuleAction[];
}

/** Everything the merge graph is computed from (a slice of the analysis plus the scenario's file list). */
export interface GraphInput {
  readonly layers: readonly GraphLayer[];
  readonly transforms: readonly GraphTransform[];
  readonly agent: string | null;
  readonly ruleCount: number;
  readonly requestTools: Readonly<Record<string, boolean>>;
  readonly tools: readonly GraphTool[];
  readonly files: readonly string[];
  readonly context: PathContext;
  /** Show every skipped source as its own node instead of folding runs of them into one. */
  readonly isSkippedExpanded: boolean;
}

/** The kind of a node decides its look. */
export type GraphNodeKind = 'layer' | 'skipped-group' | 'transform' | 'stage' | 'outcome';

/** A positioned node of the merge graph. */
export interface GraphNode {
  readonly id: string;
  readonly kind: GraphNodeKind;
  readonly title: string;
  readonly subtitle: string;
  /** Longer text for the tooltip (full path, every key, every reason). */
  readonly detail: string;
  readonly isDimmed: boolean;
  readonly badges: readonly string[];
  /** The layer tab a click opens, if any. */
  readonly tab: string | null;
  readonly action: RuleAction | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A directed edge between two nodes. */
export interface GraphEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
  readonly isDimmed: boolean;
}

/** The merge graph: nodes in the loader's order, then transforms, then the execute chain. */
export interface MergeGraphModel {
  readonly nodes: readonly GraphNode[];
  readonly edges: readonly GraphEdge[];
  /** How many columns the rows wrap at. */
  readonly columns: number;
}

/** Node size and spacing, chosen so the whole graph stays legible in a ~600×300 pane; columns is the default when the width is unknown. */
export const GRAPH_LAYOUT = { columns: 6, minColumns: 3, maxColumns: 8, width: 138, height: 60, gapX: 20, gapY: 26 } as const;

function stage(id: string, title: string, subtitle: string, detail: string, isDimmed = false): Unplaced {
  return { id, kind: 'stage', title, subtitle, detail, isDimmed, badges: [], tab: null, action: null };
}

function chainNodes(input: GraphInput): { head: Unplaced[]; request: Unplaced; hidden: Unplaced; outcomes: Unplaced[] } {
  const visible = input.tools.filter((t) => t.visible);
  const hidden = input.tools.filter((t) => !t.visible).map((t) => t.tool);
  const offs = Object.entries(input.requestTools).filter(([, on]) => !on).map(([tool]) => tool);
  const request = stage('stage:request', 'per-request tools', offs.length ? `off: ${listKeys(offs)}` : 'no narrowing', offs.length ? `this request turns off: ${offs.join(', ')}` : 'this request keeps every tool', offs.length === 0);
  const head = [
    stage('stage:permission', 'merged permission', input.agent ? `${input.ruleCount} rules for ${input.agent}` : 'no agent', `the ${input.agent ?? 'selected'} agent's ruleset plus session rules: ${input.ruleCount} rules`),
    stage('stage:resolve', 'resolveTools', hidden.length ? `removes ${hidden.length}` : 'removes none', 'removes every tool whose last matching rule is a "*" deny, and every tool the request turns off'),
    { ...stage('stage:sees', 'model sees', `${visible.length} of ${input.tools.length} tools`, hidden.length ? `hidden from the model: ${hidden.join(', ')}` : 'no tool is hidden from the model'), badges: hidden.length ? [`hidden: ${listKeys(hidden)}`] : [] },
    stage('stage:execute', 'execute', 'last matching rule wins', 'each call the model makes is evaluated against the ruleset; no match means default ask'),
  ];
  // Its own node, off the execute chain: hidden from the model never looks like denied at execute.
  const hiddenNode = stage('stage:hidden', 'hidden from the model', hidden.length ? listKeys(hidden) : 'no tool', hidden.length ? `removed at resolveTools, never offered to the model: ${hidden.join(', ')}` : 'resolveTools removes no tool', hidden.length === 0);
  const actions: readonly RuleAction[] = ['allow', 'ask', 'deny'];
  const outcomes = actions.map((action): Unplaced => {
    const tools = visible.filter((t) => t.reachable.includes(action)).map((t) => t.tool);
    return { id: `outcome:${action}`, kind: 'outcome', title: action, subtitle: `${tools.length} tools can`, detail: tools.length ? `${action} is reachable for: ${tools.join(', ')}` : `no visible tool can reach ${action}`, isDimmed: tools.length === 0, badges: [], tab: null, action };
  });
  return { head, request, hidden: hiddenNode, outcomes };
}

/** How many node columns fit a container this wide (px); the default layout when the width is unknown. */
export function columnsFor(availableWidth: number | undefined): number {
  const { columns, width, gapX, minColumns, maxColumns } = GRAPH_LAYOUT;
  if (availableWidth === undefined || !Number.isFinite(availableWidth) || availableWidth <= 0) return columns;
  return Math.min(maxColumns, Math.max(minColumns, Math.floor((availableWidth + gapX) / (width + gapX))));
}

function layOut(input: GraphInput, columns: number): MergeGraphModel {
  const { width, height, gapX, gapY } = GRAPH_LAYOUT;
  const nodes: GraphNode[] = [];
  const place = (node: Unplaced, col: number, row: number, h: number = height, dy = 0) => nodes.push({ ...node, x: col * (width + gapX), y: row * (height + gapY) + dy, width, height: h });
  let row = 0;
  const flow = [...layerNodes(input), ...transformNodes(input)];
  flow.forEach((node, i) => place(node, i % columns, row + Math.floor(i / columns)));
  row += Math.ceil(flow.length / columns);
  const chain = chainNodes(input);
  const [permission, resolve, sees, execute] = chain.head;
  const gap = 6;
  if (columns >= 5 && permission && resolve && sees && execute) {
    // permission → resolveTools → model sees → execute → allow/ask/deny, with request and hidden below.
    chain.head.forEach((node, i) => place(node, i, row));
    place(chain.request, 0, row + 1);
    place(chain.hidden, 2, row + 1);
    const small = (height * 2 + gapY - 2 * gap) / 3;
    chain.outcomes.forEach((node, i) => place(node, chain.head.length, row, small, i * (small + gap)));
  } else if (permission && resolve && sees && execute) {
    // Three columns: the chain folds into three rows and the outcomes sit side by side at the bottom.
    place(permission, 0, row);
    place(resolve, 1, row);
    place(sees, 2, row);
    place(chain.request, 0, row + 1);
    place(chain.hidden, 1, row + 1);
    place(execute, 2, row + 1);
    const small = (height * 2) / 3;
    chain.outcomes.forEach((node, i) => place(node, i, row + 2, small));
  }

  const edges: GraphEdge[] = [];
  const link = (a: GraphNode | undefined, b: GraphNode | undefined) => {
    if (a && b) edges.push({ id: `${a.id}->${b.id}`, source: a.id, target: b.id, isDimmed: a.isDimmed || b.isDimmed });
  };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sequence = [...flow.map((n) => n.id), ...chain.head.map((n) => n.id)];
  for (let i = 1; i < sequence.length; i += 1) link(byId.get(sequence[i - 1] ?? ''), byId.get(sequence[i] ?? ''));
  link(byId.get('stage:request'), byId.get('stage:resolve'));
  link(byId.get('stage:resolve'), byId.get('stage:hidden'));
  for (const o of chain.outcomes) link(byId.get('stage:execute'), byId.get(o.id));
  return { nodes, edges, columns };
}

/** The zoom at which a model fits a box, capped at 1: nodes at their natural size are legible, larger is no better. */
function fittedZoom(model: MergeGraphModel, boxWidth: number, boxHeight: number): number {
  const w = Math.max(...model.nodes.map((n) => n.x + n.width), 1);
  const h = Math.max(...model.nodes.map((n) => n.y + n.height), 1);
  return Math.min(1, boxWidth / w, boxHeight / h);
}

/**
 * Lays the merge pipeline out in reading order: rows of layers low→high, then transforms, then the execute chain.
 * Given the container's width (px), the rows wrap at the columns that fit it; given its height too, at the
 * column count whose whole graph fits the box at the largest zoom (a short, wide pane gets longer rows,
 * a tall, narrow one more of them).
 */
export function toGraph(input: GraphInput, availableWidth?: number, availableHeight?: number): MergeGraphModel {
  const isBox = availableWidth !== undefined && availableHeight !== undefined && availableWidth > 0 && availableHeight > 0 && Number.isFinite(availableWidth) && Number.isFinite(availableHeight);
  if (!isBox) return layOut(input, columnsFor(availableWidth));
  let best = layOut(input, columnsFor(availableWidth));
  let bestZoom = fittedZoom(best, availableWidth, availableHeight);
  for (let c = GRAPH_LAYOUT.minColumns; c <= GRAPH_LAYOUT.maxColumns; c++) {
    const model = layOut(input, c);
    const zoom = fittedZoom(model, availableWidth, availableHeight);
    // Strictly better only: when the box is roomy either way, the width's own column count stays.
    if (zoom > bestZoom + 1e-9) [best, bestZoom] = [model, zoom];
  }
  return best;
}

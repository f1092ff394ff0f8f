import type { LayerSource, LayerStatus } from '../../../engine/config/layer.ts';
import type { RuleAction } from '../../../engine/permission/rule.ts';
import { ENV_TAB } from '../../store/view-slice.ts';
import { toDisplayPath, type PathContext } from '../layers/to-display-path.ts';
import { isSamePath } from '../layers/to-markers.ts';

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
}

/** Node size and spacing, chosen so the whole graph stays legible in a ~600×300 pane. */
export const GRAPH_LAYOUT = { columns: 6, width: 138, height: 60, gapX: 20, gapY: 26 } as const;

const MAX_LISTED = 4;

function listKeys(keys: readonly string[]): string {
  const shown = keys.slice(0, MAX_LISTED).join(', ');
  return keys.length > MAX_LISTED ? `${shown} +${keys.length - MAX_LISTED}` : shown;
}

type Unplaced = Omit<GraphNode, 'x' | 'y' | 'width' | 'height'>;

function layerTab(layer: GraphLayer, files: readonly string[]): string | null {
  if (layer.source === 'config-content') return ENV_TAB;
  const path = layer.path;
  if (path === null) return null;
  return files.find((f) => isSamePath(f, path)) ?? null;
}

function layerNode(layer: GraphLayer, input: GraphInput): Unplaced {
  const sets = layer.sets ?? [];
  const overrides = layer.overrides ?? [];
  const title = layer.path && !layer.path.includes('://') ? toDisplayPath(layer.path, input.context) : layer.label;
  const badges = [...(sets.length ? [`sets ${sets.length}`] : []), ...(overrides.length ? [`overrides ${overrides.length}`] : [])];
  const detail = [
    layer.path ?? layer.label,
    `${layer.label}: ${layer.status} (${layer.reason})`,
    ...(sets.length ? [`sets: ${sets.join(', ')}`] : []),
    ...(overrides.length ? [`overrides: ${overrides.join(', ')}`] : []),
  ].join('\n');
  const subtitle = layer.isFailed ? 'failed: the whole load stops here' : layer.isNotReached ? layer.reason : layer.status === 'skipped' ? `not read: ${layer.reason}` : overrides.length ? `overrides ${listKeys(overrides)}` : sets.length ? `sets ${listKeys(sets)}` : layer.status === 'seeded' ? 'seeded by the loader' : layer.label;
  return { id: `layer:${layer.id}`, kind: 'layer', title, subtitle, detail, isDimmed: layer.status === 'skipped' || layer.isNotReached === true, badges: layer.isFailed ? ['error', ...badges] : badges, tab: layerTab(layer, input.files), action: null };
}

function skippedGroup(run: readonly GraphLayer[]): Unplaced {
  const first = run[0];
  const names = run.map((l) => l.label);
  return {
    id: `skipped:${first ? first.id : 'none'}`,
    kind: 'skipped-group',
    title: `${run.length} not read`,
    subtitle: listKeys(names),
    detail: run.map((l) => `${l.path ?? l.label}: ${l.reason}`).join('\n'),
    isDimmed: true,
    badges: [],
    tab: null,
    action: null,
  };
}

function layerNodes(input: GraphInput): Unplaced[] {
  const out: Unplaced[] = [];
  let run: GraphLayer[] = [];
  const flush = () => {
    if (run.length === 1 && run[0]) out.push(layerNode(run[0], input));
    else if (run.length > 1) out.push(skippedGroup(run));
    run = [];
  };
  for (const layer of input.layers) {
    const tab = layerTab(layer, input.files);
    // Folded unless it is a file the user has open in a tab (then its greyed node explains why).
    if (layer.status === 'skipped' && !input.isSkippedExpanded && (tab === null || tab === ENV_TAB)) {
      run.push(layer);
      continue;
    }
    flush();
    out.push(layerNode(layer, input));
  }
  flush();
  return out;
}

function transformNodes(input: GraphInput): Unplaced[] {
  const idle = input.transforms.filter((t) => !t.isApplied);
  const shown = input.isSkippedExpanded || idle.length < 2 ? input.transforms : input.transforms.filter((t) => t.isApplied);
  const folded: Unplaced[] =
    shown === input.transforms
      ? []
      : [{ id: 'transform:idle', kind: 'transform', title: `${idle.length} transforms idle`, subtitle: listKeys(idle.map((t) => t.label)), detail: idle.map((t) => `${t.label}: ${t.detail}`).join('\n'), isDimmed: true, badges: [], tab: null, action: null }];
  return [...shown.map((t): Unplaced => ({ id: `transform:${t.id}`, kind: 'transform', title: t.label, subtitle: t.isApplied ? t.detail : 'nothing to do', detail: `${t.label}: ${t.detail}`, isDimmed: !t.isApplied, badges: [], tab: null, action: null })), ...folded];
}

function stage(id: string, title: string, subtitle: string, detail: string, isDimmed = false): Unplaced {
  return { id, kind: 'stage', title, subtitle, detail, isDimmed, badges: [], tab: null, action: null };
}

function chainNodes(input: GraphInput): { head: Unplaced[]; request: Unplaced; outcomes: Unplaced[] } {
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
  const actions: readonly RuleAction[] = ['allow', 'ask', 'deny'];
  const outcomes = actions.map((action): Unplaced => {
    const tools = visible.filter((t) => t.reachable.includes(action)).map((t) => t.tool);
    return { id: `outcome:${action}`, kind: 'outcome', title: action, subtitle: `${tools.length} tools can`, detail: tools.length ? `${action} is reachable for: ${tools.join(', ')}` : `no visible tool can reach ${action}`, isDimmed: tools.length === 0, badges: [], tab: null, action };
  });
  return { head, request, outcomes };
}

/** Lays the merge pipeline out in reading order: rows of layers low→high, then transforms, then the execute chain. */
export function toGraph(input: GraphInput): MergeGraphModel {
  const { columns, width, height, gapX, gapY } = GRAPH_LAYOUT;
  const nodes: GraphNode[] = [];
  const place = (node: Unplaced, col: number, row: number, h: number = height, dy = 0) => nodes.push({ ...node, x: col * (width + gapX), y: row * (height + gapY) + dy, width, height: h });
  let row = 0;
  const flow = [...layerNodes(input), ...transformNodes(input)];
  flow.forEach((node, i) => place(node, i % columns, row + Math.floor(i / columns)));
  row += Math.ceil(flow.length / columns);
  const chain = chainNodes(input);
  chain.head.forEach((node, i) => place(node, i, row));
  place(chain.request, 0, row + 1);
  const small = (height * 2 + gapY - 2 * 6) / 3;
  chain.outcomes.forEach((node, i) => place(node, chain.head.length, row, small, i * (small + 6)));

  const edges: GraphEdge[] = [];
  const link = (a: GraphNode | undefined, b: GraphNode | undefined) => {
    if (a && b) edges.push({ id: `${a.id}->${b.id}`, source: a.id, target: b.id, isDimmed: a.isDimmed || b.isDimmed });
  };
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const sequence = [...flow.map((n) => n.id), ...chain.head.map((n) => n.id)];
  for (let i = 1; i < sequence.length; i += 1) link(byId.get(sequence[i - 1] ?? ''), byId.get(sequence[i] ?? ''));
  link(byId.get('stage:request'), byId.get('stage:resolve'));
  for (const o of chain.outcomes) link(byId.get('stage:execute'), byId.get(o.id));
  return { nodes, edges };
}

import { applyRunMode, RUN_MODES, RUN_OUTCOME_LABELS, type LayerSource, type LayerStatus, type RuleAction, type RunMode, type StageKind } from '../../../engine/index.ts';
import type { ResultTab } from '../../store/result-tabs.ts';
import type { PathContext } from '../../shared/to-display-path.ts';
import { clipItem, countWords, layerNodes, listBounded, listKeys, transformNodes, type Unplaced } from './to-flow-nodes.ts';
import { extentOf, fitsWidth, toFitViewport } from './to-viewport.ts';

/** What the graph needs of one loader layer. */
export interface GraphLayer {
  readonly id: string;
  readonly source: LayerSource;
  readonly path: string | null;
  readonly label: string;
  readonly status: LayerStatus;
  readonly reason: string;
  /** What the layer's merge set and overrode, as key lines (`toKeyLines`: one dotted path per line, one string however many). */
  readonly sets?: string;
  readonly overrides?: string;
  /** No earlier layer set any path of `sets` (`setsOnlyNewPaths`): a folded run of such layers counts its lines, looking nothing up. */
  readonly setsOnlyNew?: boolean;
  /** The layer broke the load (parse or schema error). */
  readonly isFailed?: boolean;
  /** The layer exists but was not merged (ignored, or the load stopped earlier). */
  readonly isNotReached?: boolean;
  /** What a remote or account layer served (no tab shows it); absent for files and skipped layers. */
  readonly text?: string;
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
  /** The selected run mode: what the outcomes become (an ask is rejected in `run`, allowed once with `--auto`). */
  readonly runMode?: RunMode;
  /** The layer tab open in the editor: its layer keeps its own node inside a folded run of files. */
  readonly selectedTab?: string;
}

/** What a click on a node opens: a layer tab (a file or the Environment tab), a result tab, the folded sources, or the text a remote or account layer served. */
export type NodeTarget =
  | { readonly kind: 'layer-tab'; readonly tab: string }
  | { readonly kind: 'result-tab'; readonly tab: ResultTab }
  | { readonly kind: 'show-skipped' }
  | { readonly kind: 'content'; readonly text: string };

/** The kind of a node decides its look. */
export type GraphNodeKind = 'layer' | 'skipped-group' | 'layer-group' | 'transform' | 'stage' | 'outcome';

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
  /** What a click opens, if anything (the node's details show on focus either way). */
  readonly target: NodeTarget | null;
  readonly action: RuleAction | null;
  /** The layer node ids a folded node stands for (a run of skipped sources or of read files), in the loader's order. */
  readonly members?: readonly string[];
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

/**
 * Node size and spacing: a 184 px node holds a two-line title of about 40 characters at 13 px and a one-line delta;
 * columns is the default when the width is unknown.
 */
export const GRAPH_LAYOUT = { columns: 5, minColumns: 3, maxColumns: 8, width: 184, height: 84, gapX: 24, gapY: 30 } as const;

/** Every text on a node is this size (px) at zoom 1; the view never zooms below what keeps it at `minScreenPx` on screen. */
export const GRAPH_TEXT = { fontPx: 13, minScreenPx: 12 } as const;

/** The smallest zoom the view allows: the nodes' text never renders below 12 px. */
export const MIN_LEGIBLE_ZOOM = GRAPH_TEXT.minScreenPx / GRAPH_TEXT.fontPx;

/** The characters of a node title that fit its two lines; longer titles are cut in the middle, keeping the file name. */
export const TITLE_CHARS = 40;

function stage(id: string, title: string, subtitle: string, detail: string, target: ResultTab, isDimmed = false): Unplaced {
  return { id, kind: 'stage', title, subtitle, detail, isDimmed, badges: [], target: { kind: 'result-tab', tab: target }, action: null };
}

/** The stage a bare action lands at when the tool is visible. */
const ACTION_STAGE: Readonly<Record<RuleAction, StageKind>> = { allow: 'allowed', ask: 'asks', deny: 'denied-at-execute' };

/** One outcome node in the run mode: `ask` in the interactive TUI, `ask → rejected` in `run`, `ask → allowed once` with `--auto`. */
function outcomeNode(action: RuleAction, tools: readonly string[], mode: RunMode): Unplaced {
  const outcome = applyRunMode(ACTION_STAGE[action], mode);
  const modeLabel = RUN_MODES.find((m) => m.mode === mode)?.label ?? mode;
  const becomes = RUN_OUTCOME_LABELS[outcome.kind].toLowerCase();
  const count = countWords(tools.length, 'tool');
  const title = outcome.isChanged ? `${action} → ${becomes}` : action;
  const subtitle = outcome.isChanged ? `${count}: ${becomes} in ${modeLabel}` : `${count} can ${action}`;
  const reach = tools.length ? `${action} is reachable for: ${listBounded(tools)}` : `no visible tool can reach ${action}`;
  return { id: `outcome:${action}`, kind: 'outcome', title, subtitle, detail: `${reach}\nin ${modeLabel}: ${outcome.text}`, isDimmed: tools.length === 0, badges: [], target: { kind: 'result-tab', tab: 'tools' }, action: outcome.action };
}

function chainNodes(input: GraphInput): { head: Unplaced[]; request: Unplaced; hidden: Unplaced; outcomes: Unplaced[] } {
  const visible = input.tools.filter((t) => t.visible);
  const hidden = input.tools.filter((t) => !t.visible).map((t) => t.tool);
  const offs = Object.entries(input.requestTools).filter(([, on]) => !on).map(([tool]) => tool);
  const request = stage('stage:request', 'per-request tools', offs.length ? `off: ${listKeys(offs)}` : 'no narrowing', offs.length ? `this request turns off: ${listBounded(offs)}` : 'this request keeps every tool', 'tools', offs.length === 0);
  const head = [
    stage('stage:permission', 'merged permission', input.agent ? `${countWords(input.ruleCount, 'rule')} for ${clipItem(input.agent)}` : 'no agent', `the ${clipItem(input.agent ?? 'selected')} agent's ruleset plus session rules: ${countWords(input.ruleCount, 'rule')}`, 'rules'),
    stage('stage:resolve', 'resolveTools', hidden.length ? `removes ${hidden.length}` : 'removes none', 'removes every tool whose last matching rule is a "*" deny, and every tool the request turns off', 'tools'),
    { ...stage('stage:sees', 'model sees', `${visible.length} of ${countWords(input.tools.length, 'tool')}`, hidden.length ? `hidden from the model: ${listBounded(hidden)}` : 'no tool is hidden from the model', 'tools'), badges: hidden.length ? [`hidden: ${listKeys(hidden)}`] : [] },
    stage('stage:execute', 'execute', 'last matching rule wins', 'each call the model makes is evaluated against the ruleset; no match means default ask', 'tester'),
  ];
  // Its own node, off the execute chain: hidden from the model never looks like denied at execute.
  const hiddenNode = stage('stage:hidden', 'hidden from the model', hidden.length ? listKeys(hidden) : 'no tool', hidden.length ? `removed at resolveTools, never offered to the model: ${listBounded(hidden)}` : 'resolveTools removes no tool', 'tools', hidden.length === 0);
  const actions: readonly RuleAction[] = ['allow', 'ask', 'deny'];
  const outcomes = actions.map((action) => outcomeNode(action, visible.filter((t) => t.reachable.includes(action)).map((t) => t.tool), input.runMode ?? 'interactive'));
  return { head, request, hidden: hiddenNode, outcomes };
}

/** How many node columns fit a container this wide (px); the default layout when the width is unknown. */
export function columnsFor(availableWidth: number | undefined): number {
  const { columns, width, gapX, minColumns, maxColumns } = GRAPH_LAYOUT;
  if (availableWidth === undefined || !Number.isFinite(availableWidth) || availableWidth <= 0) return columns;
  return Math.min(maxColumns, Math.max(minColumns, Math.floor((availableWidth + gapX) / (width + gapX))));
}

/** Every node the graph draws, before layout: the sources and transforms in the loader's order, then the execute chain. */
export interface DrawnNodes {
  readonly flow: readonly Unplaced[];
  readonly chain: ReturnType<typeof chainNodes>;
}

// The nodes made for each graph input object (derived data, not view state): the graph's key and its layout both ask
// for them, and at 20,000 agent files making them twice cost hundreds of ms.
const drawnByInput = new WeakMap<GraphInput, DrawnNodes>();

/** The nodes of a graph input, once (each layout tried reuses them); bounded in number and text whatever the input's size. */
export function toDrawnNodes(input: GraphInput): DrawnNodes {
  let drawn = drawnByInput.get(input);
  if (!drawn) {
    drawn = { flow: [...layerNodes(input), ...transformNodes(input)], chain: chainNodes(input) };
    drawnByInput.set(input, drawn);
  }
  return drawn;
}

function layOut({ flow, chain }: DrawnNodes, columns: number): MergeGraphModel {
  const { width, height, gapX, gapY } = GRAPH_LAYOUT;
  const nodes: GraphNode[] = [];
  const place = (node: Unplaced, col: number, row: number, h: number = height, dy = 0) => nodes.push({ ...node, x: col * (width + gapX), y: row * (height + gapY) + dy, width, height: h });
  let row = 0;
  flow.forEach((node, i) => place(node, i % columns, row + Math.floor(i / columns)));
  row += Math.ceil(flow.length / columns);
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

/**
 * Lays the merge pipeline out in reading order, left to right in rows like lines of text: layers low→high, then
 * transforms, then the execute chain. A layered layout (dagre, ELK) gives each step of this chain its own rank, one
 * row 17+ nodes long that only fits at an unreadable zoom; wrapping the chain into rows fills the box instead.
 * Given the container's width (px), the rows wrap at the columns that fit it; given its height too, at the column
 * count shown at the largest zoom (never below the legible one) that needs no sideways panning, the fewest rows on a tie.
 */
export function toGraph(input: GraphInput, availableWidth?: number, availableHeight?: number): MergeGraphModel {
  const isBox = availableWidth !== undefined && availableHeight !== undefined && availableWidth > 0 && availableHeight > 0 && Number.isFinite(availableWidth) && Number.isFinite(availableHeight);
  const drawn = toDrawnNodes(input);
  if (!isBox) return layOut(drawn, columnsFor(availableWidth));
  let best: { model: MergeGraphModel; fits: boolean; zoom: number } | null = null;
  for (let c = GRAPH_LAYOUT.minColumns; c <= GRAPH_LAYOUT.maxColumns; c++) {
    const model = layOut(drawn, c);
    const extent = extentOf(model.nodes);
    const zoom = toFitViewport(extent, availableWidth, availableHeight, MIN_LEGIBLE_ZOOM).zoom;
    const fits = fitsWidth(extent, availableWidth, zoom);
    const isBetter = !best || (fits && !best.fits) || (fits === best.fits && (zoom > best.zoom + 1e-9 || (Math.abs(zoom - best.zoom) <= 1e-9 && fits)));
    if (isBetter) best = { model, fits, zoom };
  }
  return best ? best.model : layOut(drawn, columnsFor(availableWidth));
}

import { concatKeyLines, toPosixPath, unionKeyLines, type KeyLinesUnion, type LayerSource } from '../../../engine/index.ts';
import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';
import type { GraphInput, GraphLayer, GraphNode, NodeTarget } from './to-graph.ts';
import { formatCount } from '../../shared/format-count.ts';

const MAX_LISTED = 4;

/** The most items a node's details list (keys, files, tools, reasons) before `+N more`. */
export const MAX_DETAIL_ITEMS = 12;

/** The most characters one listed item (a key, a path, a reason) keeps in a node's details; longer ones are cut in the middle. */
export const MAX_ITEM_CHARS = 240;

/** A run of more read layers than this, from one markdown or plugin source, folds into one node. */
export const FOLD_RUN = 6;

/** The sources whose read layers come in runs as long as the folder has files: one word for each, as the folded node counts them. */
const FOLDABLE: ReadonlyMap<LayerSource, string> = new Map<LayerSource, string>([
  ['agent-md', 'agent'],
  ['command-md', 'command'],
  ['mode-md', 'mode'],
  ['plugin-file', 'plugin'],
]);

/** `2,000 agent files`: how a folded run of one source's files is counted. */
export function runWords(source: LayerSource, count: number): string {
  return countWords(count, `${FOLDABLE.get(source) ?? 'source'} file`);
}

/** Keys a layer sets that say nothing about what it changes (every file carries its `$schema`): left out of its delta. */
const NOISE_KEYS: ReadonlySet<string> = new Set(['$schema']);

/**
 * What key-line lists (one layer's, or a folded run's) hold once each, without the noise keys: a count and the first
 * few. One layer lists each path once, and so does a run of layers that each set only new paths: their lines are
 * counted; any other run's paths are looked up (a file can set what an earlier one in its run set).
 */
function keysOf(lists: readonly string[], isDistinct: boolean): KeyLinesUnion {
  return isDistinct ? concatKeyLines(lists, MAX_DETAIL_ITEMS, NOISE_KEYS) : unionKeyLines(lists, MAX_DETAIL_ITEMS, NOISE_KEYS);
}

/** `1 tool`, `2 tools`, `2,000 tools`. */
export function countWords(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** One item of user data as a node shows it: cut in the middle past `MAX_ITEM_CHARS`. */
export function clipItem(item: string): string {
  if (item.length <= MAX_ITEM_CHARS) return item;
  const half = Math.floor((MAX_ITEM_CHARS - 1) / 2);
  return `${item.slice(0, half)}…${item.slice(item.length - half)}`;
}

/** Up to four items, then `+N`. */
export function listKeys(keys: readonly string[]): string {
  return listKeysCounted(keys, keys.length);
}

/** Up to `MAX_DETAIL_ITEMS` items joined by `separator`, then `+N more`: a node's details never grow with the input. */
export function listBounded(items: readonly string[], separator = ', '): string {
  return listCounted(items, items.length, separator);
}

/** `listBounded` of a list of `count` items of which only the first ones are at hand. */
function listCounted(first: readonly string[], count: number, separator = ', '): string {
  const shown = first.slice(0, MAX_DETAIL_ITEMS).map(clipItem);
  const rest = count - shown.length;
  return rest > 0 ? `${shown.join(separator)}${separator}+${formatCount(rest)} more` : shown.join(separator);
}

/** `listKeys` of a list of `count` items of which only the first ones are at hand. */
function listKeysCounted(first: readonly string[], count: number): string {
  const shown = first.slice(0, MAX_LISTED).map(clipItem).join(', ');
  return count > MAX_LISTED ? `${shown} +${formatCount(count - MAX_LISTED)}` : shown;
}

/** A node before layout. */
export type Unplaced = Omit<GraphNode, 'x' | 'y' | 'width' | 'height'>;

/** Each file of the scenario by its posix path, as typed (the first of two spellings of one file wins, as a search would find it). */
export type TabIndex = ReadonlyMap<string, string>;

/** The scenario's files by posix path: built once per graph, so finding a layer's tab costs one lookup. */
// Tab indexes and folded runs made once per file list and per layer list (derived data, not view state): a tab change
// gives a new graph input over the same lists, and at 20,000 agent files remaking them took hundreds of ms.
const tabIndexes = new WeakMap<readonly string[], TabIndex>();
const groupsByLayers = new WeakMap<readonly GraphLayer[], Map<string, { readonly tabs: TabIndex; readonly node: Unplaced }>>();

export function toTabIndex(files: readonly string[]): TabIndex {
  const known = tabIndexes.get(files);
  if (known) return known;
  const index = new Map<string, string>();
  tabIndexes.set(files, index);
  for (const f of files) {
    const key = toPosixPath(f);
    if (!index.has(key)) index.set(key, f);
  }
  return index;
}

// Each layer's posix path, made once per layer object (the graph's layers are kept per analysis): derived data.
const posixOfLayer = new WeakMap<GraphLayer, string>();

function layerTab(layer: GraphLayer, tabs: TabIndex): string | null {
  if (layer.source === 'config-content') return ENV_TAB;
  const path = layer.path;
  if (path === null || path.includes('://')) return null;
  let posix = posixOfLayer.get(layer);
  if (posix === undefined) {
    posix = toPosixPath(path);
    posixOfLayer.set(layer, posix);
  }
  return tabs.get(posix) ?? null;
}

/** What a click on a layer node opens: its tab; a remote or account layer (no tab edits them) shows what it served. */
function layerTarget(layer: GraphLayer, tab: string | null): NodeTarget | null {
  if (tab !== null) return { kind: 'layer-tab', tab };
  if (layer.text !== undefined && (layer.source === 'remote' || layer.source === 'account')) return { kind: 'content', text: layer.text };
  return null;
}

function layerNode(layer: GraphLayer, input: GraphInput, tab: string | null): Unplaced {
  const sets = keysOf([layer.sets ?? ''], true);
  const overrides = keysOf([layer.overrides ?? ''], true);
  const title = layer.path && !layer.path.includes('://') ? toDisplayPath(layer.path, input.context) : layer.label;
  const badges = [...(sets.count ? [`sets ${formatCount(sets.count)}`] : []), ...(overrides.count ? [`overrides ${formatCount(overrides.count)}`] : [])];
  const detail = [
    clipItem(layer.path ?? layer.label),
    `${clipItem(layer.label)}: ${layer.status} (${clipItem(layer.reason)})`,
    ...(sets.count ? [`sets: ${listCounted(sets.first, sets.count)}`] : []),
    ...(overrides.count ? [`overrides: ${listCounted(overrides.first, overrides.count)}`] : []),
    ...(sets.skipped.length ? [`also sets ${listBounded(sets.skipped)} (no effect on permissions)`] : []),
  ].join('\n');
  const subtitle = layer.isFailed ? 'failed: the whole load stops here' : layer.isNotReached ? clipItem(layer.reason) : layer.status === 'skipped' ? `not read: ${clipItem(layer.reason)}` : overrides.count ? `overrides ${listKeysCounted(overrides.first, overrides.count)}` : sets.count ? `sets ${listKeysCounted(sets.first, sets.count)}` : layer.status === 'seeded' ? 'seeded by the loader' : clipItem(layer.label);
  return { id: `layer:${layer.id}`, kind: 'layer', title, subtitle, detail, isDimmed: layer.status === 'skipped' || layer.isNotReached === true, badges: layer.isFailed ? ['error', ...badges] : badges, target: layerTarget(layer, tab), action: null };
}

function skippedGroup(run: readonly GraphLayer[]): Unplaced {
  const first = run[0];
  const names = run.map((l) => l.label);
  return {
    id: `skipped:${first ? first.id : 'none'}`,
    kind: 'skipped-group',
    title: `${formatCount(run.length)} not read`,
    subtitle: listKeys(names),
    detail: listBounded(run.map((l) => `${clipItem(l.path ?? l.label)}: ${clipItem(l.reason)}`), '\n'),
    isDimmed: true,
    badges: [],
    target: { kind: 'show-skipped' },
    action: null,
    members: run.map((l) => `layer:${l.id}`),
  };
}

/** The folder part of a path already in posix form. */
function folderOfPosix(p: string): string {
  const cut = p.lastIndexOf('/');
  return cut < 0 ? '' : p.slice(0, cut);
}

/** One run of same-source read layers (agent, command, mode markdown or plugin files), one node: how many, where, which, what they set. */
function readGroup(run: readonly { layer: GraphLayer; tab: string | null }[], input: GraphInput): Unplaced {
  const layers = run.map((r) => r.layer);
  const first = layers[0];
  const counted = runWords(first?.source ?? 'agent-md', layers.length);
  // Each path made posix once (a run may hold 20,000 files).
  const typed = layers.map((l) => l.path ?? l.label);
  const paths = typed.map(toPosixPath);
  const folder = paths[0] !== undefined ? folderOfPosix(paths[0]) : '';
  const isOneFolder = paths.every((p) => folderOfPosix(p) === folder);
  const where = folder === '' ? '' : isOneFolder ? toDisplayPath(folder, input.context) : `${toDisplayPath(folder, input.context)} and other folders`;
  // Only the first names are ever shown (then "+N more"): the others are counted, not spelled.
  const names = paths.map((p, i) => (i > MAX_DETAIL_ITEMS ? '' : isOneFolder ? p.slice(p.lastIndexOf('/') + 1) : toDisplayPath(typed[i]!, input.context)));
  // Every key the run sets, once each, in the order the files set them (counted; the first few spelled).
  const sets = keysOf(layers.map((l) => l.sets ?? ''), layers.every((l) => l.setsOnlyNew === true));
  const overrides = keysOf(layers.map((l) => l.overrides ?? ''), layers.every((l) => !l.overrides));
  const isNotReached = first?.isNotReached === true;
  const reasons = new Set(layers.map((l) => l.reason));
  const badges = [...(sets.count ? [`sets ${formatCount(sets.count)}`] : []), ...(overrides.count ? [`overrides ${formatCount(overrides.count)}`] : [])];
  const detail = [
    `${counted}${where ? ` in ${clipItem(where)}` : ''}, read in this order (each over the one before); a click opens the first, and the file open in the editor shows as its own node`,
    `files: ${listBounded(names)}`,
    ...(isNotReached ? [`not merged: ${listBounded([...reasons])}`] : []),
    ...(sets.count ? [`sets: ${listCounted(sets.first, sets.count)}`] : []),
    ...(overrides.count ? [`overrides: ${listCounted(overrides.first, overrides.count)}`] : []),
  ].join('\n');
  const firstTab = run.find((r) => r.tab !== null)?.tab ?? null;
  return {
    id: `group:${first ? first.id : 'none'}`,
    kind: 'layer-group',
    // The folder is in the title (two runs, from ~/.agentforge and the project's, tell apart at a glance); the first names below.
    title: where ? `${counted} in ${clipItem(where)}` : counted,
    subtitle: isNotReached ? (reasons.size === 1 && first ? clipItem(first.reason) : 'not merged') : listKeys(names),
    detail,
    isDimmed: isNotReached,
    badges,
    target: firstTab === null ? null : { kind: 'layer-tab', tab: firstTab },
    action: null,
    members: layers.map((l) => `layer:${l.id}`),
  };
}

/** The run a read layer folds into (its source and whether it was merged), or null when it stays its own node. */
function foldKey(layer: GraphLayer, tab: string | null, input: GraphInput): string | null {
  if (layer.status !== 'read' || layer.isFailed || !FOLDABLE.has(layer.source)) return null;
  // The file open in the editor keeps its own node, so it shows where it sits in the merge.
  if (tab !== null && input.selectedTab !== undefined && tab === input.selectedTab) return null;
  return `${layer.source}:${layer.isNotReached === true}`;
}

/**
 * The layer nodes in the loader's order: runs of skipped sources fold into one node unless expanded, and runs of more
 * than `FOLD_RUN` read agent, command, mode or plugin files fold into one node each (failed layers and the open file
 * never fold), so the graph has a bounded number of nodes however many files the folders hold. Linear in the layers.
 */
export function layerNodes(input: GraphInput): Unplaced[] {
  const tabs = toTabIndex(input.files);
  const out: Unplaced[] = [];
  let skipped: GraphLayer[] = [];
  let read: { layer: GraphLayer; tab: string | null }[] = [];
  let readKey: string | null = null;
  let at = 0;
  let readStart = 0;
  let groups = groupsByLayers.get(input.layers);
  if (!groups) {
    groups = new Map();
    groupsByLayers.set(input.layers, groups);
  }
  const known = groups;
  // A folded run is the same node while its layers, files and paths context are (a tab change elsewhere keeps it).
  const groupOf = (run: typeof read): Unplaced => {
    const key = `${readStart}:${run.length}:${input.context.home}\u0000${input.context.worktree}`;
    const hit = known.get(key);
    if (hit && hit.tabs === tabs) return hit.node;
    const node = readGroup(run, input);
    known.set(key, { tabs, node });
    return node;
  };
  const flushSkipped = () => {
    if (skipped.length === 1 && skipped[0]) out.push(layerNode(skipped[0], input, layerTab(skipped[0], tabs)));
    else if (skipped.length > 1) out.push(skippedGroup(skipped));
    skipped = [];
  };
  const flushRead = () => {
    if (read.length > FOLD_RUN) out.push(groupOf(read));
    else for (const r of read) out.push(layerNode(r.layer, input, r.tab));
    read = [];
    readKey = null;
  };
  for (const layer of input.layers) {
    const index = at++;
    const tab = layerTab(layer, tabs);
    // Folded unless it is a file the user has open in a tab (then its greyed node explains why).
    if (layer.status === 'skipped' && !input.isSkippedExpanded && (tab === null || tab === ENV_TAB)) {
      flushRead();
      skipped.push(layer);
      continue;
    }
    flushSkipped();
    const key = foldKey(layer, tab, input);
    if (key !== null) {
      if (key !== readKey) flushRead();
      if (read.length === 0) readStart = index;
      readKey = key;
      read.push({ layer, tab });
      continue;
    }
    flushRead();
    out.push(layerNode(layer, input, tab));
  }
  flushSkipped();
  flushRead();
  return out;
}

/** AGENTFORGE_PERMISSION is edited in the Environment tab; the other transforms show in the merged config. */
function transformTarget(id: string): NodeTarget {
  return id === 'env-permission' ? { kind: 'layer-tab', tab: ENV_TAB } : { kind: 'result-tab', tab: 'merged' };
}

/** The transform nodes; two or more idle ones fold into one node unless expanded. */
export function transformNodes(input: GraphInput): Unplaced[] {
  const idle = input.transforms.filter((t) => !t.isApplied);
  const shown = input.isSkippedExpanded || idle.length < 2 ? input.transforms : input.transforms.filter((t) => t.isApplied);
  const folded: Unplaced[] =
    shown === input.transforms
      ? []
      : [{ id: 'transform:idle', kind: 'transform', title: `${idle.length} transforms idle`, subtitle: listKeys(idle.map((t) => t.label)), detail: listBounded(idle.map((t) => `${t.label}: ${clipItem(t.detail)}`), '\n'), isDimmed: true, badges: [], target: { kind: 'show-skipped' }, action: null }];
  return [...shown.map((t): Unplaced => ({ id: `transform:${t.id}`, kind: 'transform', title: t.label, subtitle: t.isApplied ? clipItem(t.detail) : 'nothing to do', detail: `${t.label}: ${clipItem(t.detail)}`, isDimmed: !t.isApplied, badges: [], target: transformTarget(t.id), action: null })), ...folded];
}

import { ENV_TAB } from '../../store/slices/view-slice.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';
import { isSamePath } from '../../shared/is-same-path.ts';
import type { GraphInput, GraphLayer, GraphNode, NodeTarget } from './to-graph.ts';

const MAX_LISTED = 4;

/** Keys a layer sets that say nothing about what it changes (every file carries its `$schema`): left out of its delta. */
const NOISE_KEYS: ReadonlySet<string> = new Set(['$schema']);

/** A layer's delta without the noise keys. */
export function withoutNoise(keys: readonly string[]): string[] {
  return keys.filter((k) => !NOISE_KEYS.has(k));
}

/** `1 tool`, `2 tools`. */
export function countWords(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Up to four items, then `+N`. */
export function listKeys(keys: readonly string[]): string {
  const shown = keys.slice(0, MAX_LISTED).join(', ');
  return keys.length > MAX_LISTED ? `${shown} +${keys.length - MAX_LISTED}` : shown;
}

/** A node before layout. */
export type Unplaced = Omit<GraphNode, 'x' | 'y' | 'width' | 'height'>;

function layerTab(layer: GraphLayer, files: readonly string[]): string | null {
  if (layer.source === 'config-content') return ENV_TAB;
  const path = layer.path;
  if (path === null || path.includes('://')) return null;
  return files.find((f) => isSamePath(f, path)) ?? null;
}

/** What a click on a layer node opens: its tab; a remote or account layer (no tab edits them) shows what it served. */
function layerTarget(layer: GraphLayer, files: readonly string[]): NodeTarget | null {
  const tab = layerTab(layer, files);
  if (tab !== null) return { kind: 'layer-tab', tab };
  if (layer.text !== undefined && (layer.source === 'remote' || layer.source === 'account')) return { kind: 'content', text: layer.text };
  return null;
}

function layerNode(layer: GraphLayer, input: GraphInput): Unplaced {
  const allSets = layer.sets ?? [];
  const sets = withoutNoise(allSets);
  const overrides = withoutNoise(layer.overrides ?? []);
  const kept = new Set(sets);
  const noise = allSets.filter((k) => !kept.has(k));
  const title = layer.path && !layer.path.includes('://') ? toDisplayPath(layer.path, input.context) : layer.label;
  const badges = [...(sets.length ? [`sets ${sets.length}`] : []), ...(overrides.length ? [`overrides ${overrides.length}`] : [])];
  const detail = [
    layer.path ?? layer.label,
    `${layer.label}: ${layer.status} (${layer.reason})`,
    ...(sets.length ? [`sets: ${sets.join(', ')}`] : []),
    ...(overrides.length ? [`overrides: ${overrides.join(', ')}`] : []),
    ...(noise.length ? [`also sets ${noise.join(', ')} (no effect on permissions)`] : []),
  ].join('\n');
  const subtitle = layer.isFailed ? 'failed: the whole load stops here' : layer.isNotReached ? layer.reason : layer.status === 'skipped' ? `not read: ${layer.reason}` : overrides.length ? `overrides ${listKeys(overrides)}` : sets.length ? `sets ${listKeys(sets)}` : layer.status === 'seeded' ? 'seeded by the loader' : layer.label;
  return { id: `layer:${layer.id}`, kind: 'layer', title, subtitle, detail, isDimmed: layer.status === 'skipped' || layer.isNotReached === true, badges: layer.isFailed ? ['error', ...badges] : badges, target: layerTarget(layer, input.files), action: null };
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
    target: { kind: 'show-skipped' },
    action: null,
  };
}

/** The layer nodes in the loader's order; runs of skipped sources fold into one node unless expanded. */
export function layerNodes(input: GraphInput): Unplaced[] {
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
      : [{ id: 'transform:idle', kind: 'transform', title: `${idle.length} transforms idle`, subtitle: listKeys(idle.map((t) => t.label)), detail: idle.map((t) => `${t.label}: ${t.detail}`).join('\n'), isDimmed: true, badges: [], target: { kind: 'show-skipped' }, action: null }];
  return [...shown.map((t): Unplaced => ({ id: `transform:${t.id}`, kind: 'transform', title: t.label, subtitle: t.isApplied ? t.detail : 'nothing to do', detail: `${t.label}: ${t.detail}`, isDimmed: !t.isApplied, badges: [], target: transformTarget(t.id), action: null })), ...folded];
}


import { ENV_TAB } from '../../store/view-slice.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';
import { isSamePath } from '../../shared/is-same-path.ts';
import type { GraphInput, GraphLayer, GraphNode } from './to-graph.ts';

const MAX_LISTED = 4;

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

/** The transform nodes; two or more idle ones fold into one node unless expanded. */
export function transformNodes(input: GraphInput): Unplaced[] {
  const idle = input.transforms.filter((t) => !t.isApplied);
  const shown = input.isSkippedExpanded || idle.length < 2 ? input.transforms : input.transforms.filter((t) => t.isApplied);
  const folded: Unplaced[] =
    shown === input.transforms
      ? []
      : [{ id: 'transform:idle', kind: 'transform', title: `${idle.length} transforms idle`, subtitle: listKeys(idle.map((t) => t.label)), detail: idle.map((t) => `${t.label}: ${t.detail}`).join('\n'), isDimmed: true, badges: [], tab: null, action: null }];
  return [...shown.map((t): Unplaced => ({ id: `transform:${t.id}`, kind: 'transform', title: t.label, subtitle: t.isApplied ? t.detail : 'nothing to do', detail: `${t.label}: ${t.detail}`, isDimmed: !t.isApplied, badges: [], tab: null, action: null })), ...folded];
}


import type { Analysis, RunMode, TransformName, TransformStep } from '../../../engine/index.ts';
import { toDrawnNodes, type GraphInput, type GraphLayer, type GraphTransform } from './to-graph.ts';

/** How each post-merge transform is named on the graph; the first three are always drawn, the rest only when they did something. */
const TRANSFORM_LABELS: Readonly<Record<TransformName, { label: string; isAlwaysShown: boolean }>> = {
  'mode-to-agent': { label: 'mode → agent', isAlwaysShown: true },
  'env-permission': { label: 'AGENTFORGE_PERMISSION', isAlwaysShown: true },
  'legacy-tools': { label: 'legacy tools → permission', isAlwaysShown: true },
  username: { label: 'username default', isAlwaysShown: false },
  autoshare: { label: 'autoshare → share', isAlwaysShown: false },
  compaction: { label: 'compaction env flags', isAlwaysShown: false },
  defaults: { label: 'empty agent/mode/plugin', isAlwaysShown: false },
};

/** The transforms the graph draws, in the loader's order. */
export function toGraphTransforms(steps: readonly TransformStep[]): GraphTransform[] {
  return steps
    .filter((s) => s.isApplied || TRANSFORM_LABELS[s.name].isAlwaysShown)
    .map((s) => ({ id: s.name, label: TRANSFORM_LABELS[s.name].label, isApplied: s.isApplied, detail: s.note }));
}

/** What a remote layer's URL serves (the scenario's stubbed body) or the account's org config text; nothing for other layers. */
function servedText(analysis: Analysis, layer: Analysis['load']['layers'][number]): { text?: string } {
  if (layer.status !== 'read') return {};
  if (layer.source === 'account' && layer.text !== undefined) return { text: layer.text };
  if (layer.source !== 'remote' || layer.path === null) return {};
  const remote = analysis.scenario.remote;
  const body = remote && Object.prototype.hasOwnProperty.call(remote, layer.path) ? remote[layer.path] : undefined;
  if (body === undefined) return { text: '(the URL serves nothing)' };
  return { text: typeof body === 'string' ? body : (JSON.stringify(body, null, 2) ?? String(body)) };
}

/** The slice of an analysis the merge graph draws (plain data: two equal inputs give the same graph). */
export function toGraphInput(analysis: Analysis, isSkippedExpanded: boolean, runMode: RunMode = 'interactive', selectedTab?: string): GraphInput {
  const scenario = analysis.scenario;
  const layers = graphLayersOf(analysis);
  const files = graphFilesOf(scenario.files);
  return {
    layers,
    transforms: toGraphTransforms(analysis.load.transforms),
    agent: analysis.agent?.name ?? null,
    ruleCount: analysis.ruleset.length,
    requestTools: scenario.request?.tools ?? {},
    tools: analysis.tools.map((t) => ({ tool: t.tool, visible: t.visible, reachable: t.reachable })),
    files,
    context: { home: scenario.home, worktree: scenario.worktree },
    isSkippedExpanded,
    runMode,
    ...(selectedTab === undefined ? {} : { selectedTab }),
  };
}

// The graph's layer and file lists made once per analysis and per file list (derived data, not view state): a tab
// change or a run-mode switch gives a new graph input over the same lists, so the folded runs made from them are reused.
const layersByAnalysis = new WeakMap<Analysis, readonly GraphLayer[]>();
const pathsByFiles = new WeakMap<readonly { readonly path: string }[], readonly string[]>();

function graphFilesOf(files: readonly { readonly path: string }[]): readonly string[] {
  let paths = pathsByFiles.get(files);
  if (!paths) {
    paths = files.map((f) => f.path);
    pathsByFiles.set(files, paths);
  }
  return paths;
}

function graphLayersOf(analysis: Analysis): readonly GraphLayer[] {
  const known = layersByAnalysis.get(analysis);
  if (known) return known;
  const layers: GraphLayer[] = analysis.load.layers.map((l) => ({
    id: l.id,
    source: l.source,
    path: l.path,
    label: l.label,
    status: l.status,
    reason: l.outcome === 'not-reached' ? 'not reached: an earlier layer failed' : l.outcome === 'ignored' ? `ignored (${l.reason})` : l.reason,
    isFailed: l.outcome === 'failed',
    isNotReached: l.outcome === 'not-reached' || l.outcome === 'ignored',
    sets: l.sets.map((k) => k.join('.')),
    overrides: l.overrides.map((k) => k.join('.')),
    ...servedText(analysis, l),
  }));
  layersByAnalysis.set(analysis, layers);
  return layers;
}

/** A 53-bit hash of a list of strings (cyrb53 over each, folded in order): a short stand-in for a list that grows with the input. */
export function hashStrings(items: readonly string[]): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const item of items) {
    for (let i = 0; i < item.length; i++) {
      const c = item.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    // A separator, so ['ab'] and ['a', 'b'] differ.
    h1 = Math.imul(h1 ^ 0x1f, 2654435761);
    h2 = Math.imul(h2 ^ 0x1f, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${items.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/**
 * A key of what the graph draws (its nodes before layout, whose texts are bounded): equal keys, equal graphs, so the
 * layout is not recomputed. Linear in the input and short: a folded node's member list counts as its hash, and no
 * list of every key a layer sets is in it (only what the nodes show of them).
 */
export function toGraphKey(input: GraphInput): string {
  return JSON.stringify(toDrawnNodes(input), (key, value: unknown) => (key === 'members' && Array.isArray(value) ? hashStrings(value as string[]) : value));
}

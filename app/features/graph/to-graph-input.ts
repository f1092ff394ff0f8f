import { setsOnlyNewPaths, type Analysis, type RunMode, type TransformName, type TransformStep } from '../../../engine/index.ts';
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
// Derived data too: the last layers and file paths, kept so that a new analysis whose layers (or a new scenario whose
// paths) compare equal gets the very same lists back. Each analysis arrives from the worker as new objects, and a
// keystroke in one of 20,000 agent files changes none of what the graph shows of them: with the same lists, the
// folded runs, the tab index and the members' hashes made from them are all reused.
let lastLayers: { readonly from: readonly EngineLayer[]; readonly made: readonly GraphLayer[] } | null = null;
let lastPaths: readonly string[] | null = null;

type EngineLayer = Analysis['load']['layers'][number];

function graphFilesOf(files: readonly { readonly path: string }[]): readonly string[] {
  let paths = pathsByFiles.get(files);
  if (!paths) {
    const last = lastPaths;
    let i = 0;
    if (last !== null && last.length === files.length) while (i < files.length && files[i]!.path === last[i]) i++;
    paths = last !== null && i === files.length && last.length === files.length ? last : files.map((f) => f.path);
    pathsByFiles.set(files, paths);
    lastPaths = paths;
  }
  return paths;
}

/** The graph's layers of an analysis, made afresh (what `toGraphInput` gives, whichever of them it kept from before). */
export function toGraphLayers(analysis: Analysis): GraphLayer[] {
  return analysis.load.layers.map((l) => toGraphLayer(analysis, l));
}

function toGraphLayer(analysis: Analysis, l: EngineLayer): GraphLayer {
  return {
    id: l.id,
    source: l.source,
    path: l.path,
    label: l.label,
    status: l.status,
    reason: l.outcome === 'not-reached' ? 'not reached: an earlier layer failed' : l.outcome === 'ignored' ? `ignored (${l.reason})` : l.reason,
    isFailed: l.outcome === 'failed',
    isNotReached: l.outcome === 'not-reached' || l.outcome === 'ignored',
    sets: l.setLines,
    overrides: l.overrideLines,
    setsOnlyNew: setsOnlyNewPaths(l),
    ...servedText(analysis, l),
  };
}

/** Whether two engine layers agree on everything their graph layer is made of (besides the served text). */
function isSameEngineLayer(a: EngineLayer, b: EngineLayer): boolean {
  if (a === b) return true;
  return a.id === b.id && a.source === b.source && a.path === b.path && a.label === b.label && a.status === b.status && a.reason === b.reason && a.outcome === b.outcome && a.setLines === b.setLines && a.overrideLines === b.overrideLines;
}

function graphLayersOf(analysis: Analysis): readonly GraphLayer[] {
  const known = layersByAnalysis.get(analysis);
  if (known) return known;
  const from = analysis.load.layers;
  const prev = lastLayers;
  // The last graph layer of an equal engine layer is reused (found at the same index, else by id); the last list is
  // reused when every layer is, at its index.
  let isAllSame = prev !== null && prev.from.length === from.length;
  let prevAt: Map<string, number> | null = null;
  const made = from.map((l, i) => {
    if (prev !== null) {
      let j = i;
      if (prev.from[i]?.id !== l.id) {
        prevAt ??= new Map(prev.from.map((p, k) => [p.id, k]));
        j = prevAt.get(l.id) ?? -1;
      }
      const p = j >= 0 ? prev.from[j] : undefined;
      const g = j >= 0 ? prev.made[j] : undefined;
      if (p !== undefined && g !== undefined && isSameEngineLayer(p, l) && g.text === servedText(analysis, l).text) {
        if (j !== i) isAllSame = false;
        return g;
      }
    }
    isAllSame = false;
    return toGraphLayer(analysis, l);
  });
  const layers = isAllSame && prev !== null ? prev.made : made;
  layersByAnalysis.set(analysis, layers);
  lastLayers = { from, made: layers };
  return layers;
}

/** Whether two graph inputs hold equal data (the layer and file lists compared by identity: they are kept while equal). */
export function isSameGraphInput(a: GraphInput, b: GraphInput): boolean {
  if (a === b) return true;
  return (
    a.layers === b.layers &&
    a.files === b.files &&
    a.agent === b.agent &&
    a.ruleCount === b.ruleCount &&
    a.isSkippedExpanded === b.isSkippedExpanded &&
    a.runMode === b.runMode &&
    a.selectedTab === b.selectedTab &&
    ('selectedTab' in a) === ('selectedTab' in b) &&
    a.context.home === b.context.home &&
    a.context.worktree === b.context.worktree &&
    isSameRecord(a.requestTools, b.requestTools) &&
    isSameItems(a.transforms, b.transforms, (x, y) => x.id === y.id && x.label === y.label && x.isApplied === y.isApplied && x.detail === y.detail) &&
    isSameItems(a.tools, b.tools, (x, y) => x.tool === y.tool && x.visible === y.visible && isSameItems(x.reachable, y.reachable, (r, s) => r === s))
  );
}

function isSameItems<T>(a: readonly T[], b: readonly T[], isSame: (x: T, y: T) => boolean): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!isSame(a[i]!, b[i]!)) return false;
  return true;
}

function isSameRecord(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
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
  return JSON.stringify(toDrawnNodes(input), (key, value: unknown) => (key === 'members' && Array.isArray(value) ? hashOfMembers(value as string[]) : value));
}

// The hash of each member list, once per list (derived data): a folded run's node, members and all, is kept while its
// layers are, and hashing 20,000 members on every keystroke was a measurable part of the graph's key.
const hashByMembers = new WeakMap<readonly string[], string>();

function hashOfMembers(members: readonly string[]): string {
  let hash = hashByMembers.get(members);
  if (hash === undefined) {
    hash = hashStrings(members);
    hashByMembers.set(members, hash);
  }
  return hash;
}

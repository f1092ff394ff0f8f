import type { Analysis, TransformName, TransformStep } from '../../../engine/index.ts';
import type { GraphInput, GraphLayer, GraphTransform } from './to-graph.ts';

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

/** The slice of an analysis the merge graph draws. */
export function toGraphInput(analysis: Analysis, isSkippedExpanded: boolean): GraphInput {
  const scenario = analysis.scenario;
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
  }));
  return {
    layers,
    transforms: toGraphTransforms(analysis.load.transforms),
    agent: analysis.agent?.name ?? null,
    ruleCount: analysis.ruleset.length,
    requestTools: scenario.request?.tools ?? {},
    tools: analysis.tools,
    files: scenario.files.map((f) => f.path),
    context: { home: scenario.home, worktree: scenario.worktree },
    isSkippedExpanded,
  };
}

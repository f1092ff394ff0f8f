import { describeOrigin, ruleKeyLabel, isRuleHidden, type Analysis, type KeyPath, type Contribution, type PathProvenance, type Rule } from '../../../engine/index.ts';
import type { Selection } from '../../store/view-slice.ts';
import { isSamePath } from '../../shared/is-same-path.ts';
import type { MergeGraphModel } from './to-graph.ts';

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

/** Where a path enters the graph: its first nodes, the layers it overrode, and how its subject is named. */
interface Start {
  readonly subject: string;
  readonly ids: readonly string[];
  readonly overridden: readonly string[];
  readonly note: string | null;
}

const BUILT_IN: ReadonlySet<string> = new Set(['builtin-default', 'builtin-agent', 'truncation', 'subagent-default']);

function nearest(analysis: Analysis, keyPath: KeyPath): PathProvenance | undefined {
  for (let n = keyPath.length; n > 0; n--) {
    const hit = analysis.load.provenance.lookup(keyPath.slice(0, n));
    if (hit) return hit;
  }
  return undefined;
}

function layerIdOfFile(analysis: Analysis, file: string): string | null {
  const layer = analysis.load.layers.find((l) => l.path !== null && isSamePath(l.path, file));
  return layer ? `layer:${layer.id}` : null;
}

function contributionId(c: Contribution): string {
  return c.source === 'transform' ? `transform:${c.transform ?? 'unknown'}` : `layer:${c.layerId}`;
}

/** The layer, then every transform (in the loader's order) that wrote at or above the key path. */
function sourceIds(analysis: Analysis, layerId: string | null, p: PathProvenance | undefined, extra: readonly string[]): string[] {
  const passed = new Set([...(p?.contributors ?? []).filter((c) => c.source === 'transform').map((c) => c.transform), ...extra]);
  const transforms = analysis.load.transforms.filter((t) => t.isApplied && t.name !== 'defaults' && passed.has(t.name)).map((t) => `transform:${t.name}`);
  return [...(layerId ? [layerId] : []), ...transforms.filter((id) => id !== layerId)];
}

function overriddenOf(p: PathProvenance | undefined): string[] {
  return (p?.overridden ?? []).filter((c) => c.source !== 'transform').map(contributionId);
}

function ruleStart(analysis: Analysis, rule: Rule): Start {
  const subject = ruleKeyLabel(rule.origin, rule);
  const origin = rule.origin;
  switch (origin?.kind) {
    case 'config':
    case 'legacy-tools':
    case 'env-permission': {
      const p = nearest(analysis, origin.keyPath);
      const file = origin.kind === 'env-permission' ? undefined : origin.location?.file;
      const layerId = file !== undefined ? layerIdOfFile(analysis, file) : p && p.winner.source !== 'transform' ? contributionId(p.winner) : null;
      const exact = analysis.load.provenance.lookup(origin.keyPath);
      return { subject, ids: sourceIds(analysis, layerId, p, origin.kind === 'config' ? [] : [origin.kind]), overridden: overriddenOf(exact), note: null };
    }
    case 'request':
      return { subject, ids: ['stage:request'], overridden: [], note: 'this request' };
    default:
      return { subject, ids: [], overridden: [], note: origin && BUILT_IN.has(origin.kind) ? 'built-in' : describeOrigin(origin) };
  }
}

/** From merged permission (or the per-request tools) on: hidden from the model, or execute and the rule's action. */
function ruleEnd(analysis: Analysis, rule: Rule, isRequest: boolean): string[] {
  const isHidden = isRuleHidden(rule, analysis);
  return [...(isRequest ? [] : ['stage:permission']), 'stage:resolve', ...(isHidden ? ['stage:hidden'] : ['stage:sees', 'stage:execute', `outcome:${rule.action}`])];
}

function rulePath(analysis: Analysis, index: number): { start: Start; rest: string[] } | null {
  const rule = analysis.ruleset[index];
  if (!rule) return null;
  return { start: ruleStart(analysis, rule), rest: ruleEnd(analysis, rule, rule.origin?.kind === 'request') };
}

function lastIndex(ruleset: readonly Rule[], test: (r: Rule) => boolean): number {
  for (let i = ruleset.length - 1; i >= 0; i--) if (test(ruleset[i]!)) return i;
  return -1;
}

function toolPath(analysis: Analysis, tool: string): { start: Start; rest: string[] } | null {
  const t = analysis.tools.find((x) => x.tool === tool);
  if (!t) return null;
  const named = (path: { start: Start; rest: string[] } | null) => path && { ...path, start: { ...path.start, subject: `tool ${tool}: ${path.start.subject}` } };
  if (t.hiddenBy === 'request') {
    const i = lastIndex(analysis.ruleset, (r) => r.origin?.kind === 'request' && r.origin.tool === tool);
    return named(i >= 0 ? rulePath(analysis, i) : { start: { subject: 'off for this request', ids: ['stage:request'], overridden: [], note: null }, rest: ['stage:resolve', 'stage:hidden'] });
  }
  if (t.hiddenBy === 'rule' && t.lastRule) return named({ start: ruleStart(analysis, t.lastRule.rule), rest: ['stage:permission', 'stage:resolve', 'stage:hidden'] });
  const decision = t.bare;
  const chain = ['stage:permission', 'stage:resolve', ...(t.visible ? ['stage:sees', 'stage:execute', `outcome:${decision.action}`] : ['stage:hidden'])];
  if (!decision.rule) return named({ start: { subject: 'no rule matched', ids: [], overridden: [], note: 'no rule matched: default ask' }, rest: chain });
  return named({ start: ruleStart(analysis, decision.rule), rest: chain });
}

function isUnder(keyPath: readonly string[], prefix: KeyPath): boolean {
  return prefix.length <= keyPath.length && prefix.every((k, i) => keyPath[i] === k);
}

function valuePath(analysis: Analysis, keyPath: KeyPath): { start: Start; rest: string[] } | null {
  const p = analysis.load.provenance.lookup(keyPath);
  if (!p) return null;
  const w = p.winner;
  const layerId = w.source !== 'transform' ? contributionId(w) : w.location ? layerIdOfFile(analysis, w.location.file) : null;
  const start: Start = { subject: keyPath.join('.'), ids: sourceIds(analysis, layerId, p, w.transform ? [w.transform] : []), overridden: overriddenOf(p), note: null };
  // A permission value becomes rules: follow the last rule it produced (the one that decides).
  const i = lastIndex(analysis.ruleset, (r) => {
    const o = r.origin;
    return (o?.kind === 'config' || o?.kind === 'legacy-tools' || o?.kind === 'env-permission') && isUnder(o.keyPath, keyPath);
  });
  const rule = analysis.ruleset[i];
  return { start, rest: rule ? ruleEnd(analysis, rule, false) : [] };
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

/** Which nodes and edges of the merge graph a selected rule, value or tool passed, and that path in words; null when nothing is selected or it no longer exists. */
export function toLitPath(selection: Selection | null, analysis: Analysis, model: MergeGraphModel): LitPath | null {
  if (!selection) return null;
  const path = selection.kind === 'rule' ? rulePath(analysis, selection.index) : selection.kind === 'tool' ? toolPath(analysis, selection.tool) : valuePath(analysis, selection.keyPath);
  if (!path) return null;
  const titleOf = new Map(model.nodes.map((n) => [n.id, n.title]));
  const nodeIds = [...new Set([...path.start.ids, ...path.rest])].filter((id) => titleOf.has(id));
  const edgeIds = nodeIds.slice(1).flatMap((id, i) => route(model, nodeIds[i]!, id));
  const overriddenIds = path.start.overridden.filter((id) => titleOf.has(id) && !nodeIds.includes(id));
  const first = nodeIds[0];
  const note = path.start.note !== null && first !== undefined ? { nodeId: first, text: path.start.note } : null;
  const words = nodeIds.map((id) => titleOf.get(id));
  const from = first !== undefined && path.start.ids.includes(first) ? ` from ${words.shift()}` : note ? ` (${note.text})` : '';
  const lost = overriddenIds.length ? `; overrode ${overriddenIds.map((id) => titleOf.get(id)).join(', ')}` : '';
  if (nodeIds.length === 0) return { nodeIds, edgeIds, overriddenIds, note, sentence: `${path.start.subject}: set by the loader itself, not by a source on the graph` };
  return { nodeIds, edgeIds, overriddenIds, note, sentence: [`${path.start.subject}${from}`, ...words].join(' → ') + lost };
}

import { lookupProvenance, overriddenValues, type FileTexts, type KeyPath, type Layer, type Contribution, type Provenance, type SourceLocation } from '../../../engine/index.ts';
import { toDisplayPath } from '../../shared/to-display-path.ts';

/** Who set a value of the merged config and whom it beat. */
export interface ProvenanceBadge {
  /** The winning layer: `project agentforge.json`, `transform: defaults`. */
  readonly setBy: string;
  /** Its source alone (`project`), shown when the position button already names the file. */
  readonly setBySource: string;
  readonly overrode: readonly string[];
  /** The same layers with the value each had there, as typed (`project agentforge.json: "allow"`); null text when it cannot be read back. */
  readonly overrodeValues: readonly { readonly by: string; readonly text: string | null }[];
  readonly location: SourceLocation | null;
  readonly locationText: string | null;
}

/** One node of the merged config tree. */
export interface MergedNode {
  readonly id: string;
  readonly key: string;
  readonly keyPath: KeyPath;
  readonly kind: 'object' | 'array' | 'value';
  /** JSON text of a leaf value; `{…} N keys` / `[…] N items` for containers. */
  readonly value: string;
  readonly children: readonly MergedNode[];
  readonly badge: ProvenanceBadge | null;
}

/** What naming a contribution needs. */
export interface TreeContext {
  readonly layers: readonly Layer[];
  readonly provenance: Provenance;
  readonly worktree: string;
  readonly home: string;
  /** The scenario's files, to read overridden values back (none: the badge names the layers alone). */
  readonly files?: FileTexts;
}

const MAX_DEPTH = 32;

/** Nodes beyond this many are left out of the tree (100,000 rules as list items would freeze the page). */
export const MAX_TREE_NODES = 2000;

/** The context with its layers indexed by id once per tree (thousands of agent files are thousands of layers). */
interface Walk extends TreeContext {
  readonly layerById: ReadonlyMap<string, Layer>;
  /** Nodes still to build; shared by the whole walk. */
  budget: number;
  /** Which leaves show (a container shows when one of its leaves does); undefined: all. */
  readonly keep: ((keyPath: KeyPath, text: string) => boolean) | undefined;
}

function nameOf(c: Contribution, ctx: Walk): string {
  if (c.source === 'transform') return c.legacyTool !== undefined ? `transform: legacy tools.${c.legacyTool}` : `transform: ${c.transform ?? 'unknown'}`;
  const layer = ctx.layerById.get(c.layerId);
  if (!layer) return c.layerId;
  return layer.path ? `${layer.source} ${toDisplayPath(layer.path, ctx)}` : layer.label;
}

function badgeOf(keyPath: KeyPath, ctx: Walk): ProvenanceBadge | null {
  const p = lookupProvenance(ctx.provenance, keyPath);
  if (!p) return null;
  const location = p.winner.location ?? null;
  return {
    setBy: nameOf(p.winner, ctx),
    setBySource: p.winner.source === 'transform' ? nameOf(p.winner, ctx) : p.winner.source,
    overrode: p.overridden.map((c) => nameOf(c, ctx)),
    overrodeValues: ctx.files ? overriddenValues(p.overridden, ctx.files).map((v) => ({ by: nameOf(v.contribution, ctx), text: v.text })) : p.overridden.map((c) => ({ by: nameOf(c, ctx), text: null })),
    location,
    locationText: location ? `${toDisplayPath(location.file, ctx)}:${location.line}:${location.column}` : null,
  };
}

function isContainer(value: unknown, depth: number): value is object {
  return value !== null && typeof value === 'object' && depth < MAX_DEPTH;
}

function leafText(value: unknown): string {
  // A container past the depth shown is named, not written out: it may nest thousands of levels (JSON.stringify would throw).
  if (value !== null && typeof value === 'object') return `${Array.isArray(value) ? '[…]' : '{…}'} nested deeper than the ${MAX_DEPTH} levels this view shows`;
  return value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
}

function nodeOf(key: string, value: unknown, keyPath: KeyPath, ctx: Walk, depth: number): MergedNode | null {
  const id = JSON.stringify(keyPath);
  if (isContainer(value, depth)) {
    ctx.budget--;
    const isArray = Array.isArray(value);
    const entries: [string, unknown][] = isArray ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    const children: MergedNode[] = [];
    for (const [k, v] of entries) {
      if (ctx.budget <= 0) break;
      const child = nodeOf(k, v, [...keyPath, k], ctx, depth + 1);
      if (child) children.push(child);
    }
    if (ctx.keep && children.length === 0) {
      ctx.budget++;
      return null;
    }
    return { id, key, keyPath, kind: isArray ? 'array' : 'object', value: isArray ? `[…] ${entries.length} items` : `{…} ${entries.length} keys`, children, badge: badgeOf(keyPath, ctx) };
  }
  const text = leafText(value);
  if (ctx.keep && !ctx.keep(keyPath, text)) return null;
  ctx.budget--;
  return { id, key, keyPath, kind: 'value', value: text, children: [], badge: badgeOf(keyPath, ctx) };
}

/**
 * The merged config as a tree in key order, with a provenance badge on every value the loader recorded;
 * at most `maxNodes` nodes, depth first (the rest is counted by `countTreeNodes`). With `keep`, only the
 * leaves it keeps and their containers.
 */
export function toMergedTree(config: Readonly<Record<string, unknown>>, ctx: TreeContext, maxNodes = Number.POSITIVE_INFINITY, keep?: (keyPath: KeyPath, text: string) => boolean): MergedNode[] {
  const walk: Walk = { ...ctx, layerById: new Map(ctx.layers.map((l) => [l.id, l])), budget: maxNodes, keep };
  const out: MergedNode[] = [];
  for (const [k, v] of Object.entries(config)) {
    if (walk.budget <= 0) break;
    const node = nodeOf(k, v, [k], walk, 0);
    if (node) out.push(node);
  }
  return out;
}

/** How many leaf values the config has, and how many of them `keep` keeps (all when undefined). */
export function countLeaves(config: Readonly<Record<string, unknown>>, keep?: (keyPath: KeyPath, text: string) => boolean): { readonly total: number; readonly kept: number } {
  let total = 0;
  let kept = 0;
  const visit = (value: unknown, keyPath: KeyPath, depth: number): void => {
    if (!isContainer(value, depth)) {
      total++;
      if (!keep || keep(keyPath, leafText(value))) kept++;
      return;
    }
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, [...keyPath, String(i)], depth + 1));
    else for (const k of Object.keys(value)) visit((value as Record<string, unknown>)[k], [...keyPath, k], depth + 1);
  };
  for (const k of Object.keys(config)) visit(config[k], [k], 0);
  return { total, kept };
}

/** How many nodes the whole tree has (what `toMergedTree` builds without a limit), without building them. */
export function countTreeNodes(config: Readonly<Record<string, unknown>>): number {
  let count = 0;
  const visit = (value: unknown, depth: number): void => {
    count++;
    if (!isContainer(value, depth)) return;
    if (Array.isArray(value)) for (const v of value) visit(v, depth + 1);
    else for (const k of Object.keys(value)) visit((value as Record<string, unknown>)[k], depth + 1);
  };
  for (const k of Object.keys(config)) visit(config[k], 0);
  return count;
}

/** How many nodes a built tree holds (equal to the budget when the tree was cut short). */
export function countBuiltNodes(nodes: readonly MergedNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countBuiltNodes(node.children), 0);
}

import { overriddenValues, type FileTexts, type KeyPath, type Layer, type Contribution, type Provenance, type SourceLocation } from '../../../engine/index.ts';
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
  readonly provenance: Pick<Provenance, 'lookup'>;
  readonly worktree: string;
  readonly home: string;
  /** The scenario's files, to read overridden values back (none: the badge names the layers alone). */
  readonly files?: FileTexts;
}

const MAX_DEPTH = 32;

function nameOf(c: Contribution, ctx: TreeContext): string {
  if (c.source === 'transform') return c.legacyTool !== undefined ? `transform: legacy tools.${c.legacyTool}` : `transform: ${c.transform ?? 'unknown'}`;
  const layer = ctx.layers.find((l) => l.id === c.layerId);
  if (!layer) return c.layerId;
  return layer.path ? `${layer.source} ${toDisplayPath(layer.path, ctx)}` : layer.label;
}

function badgeOf(keyPath: KeyPath, ctx: TreeContext): ProvenanceBadge | null {
  const p = ctx.provenance.lookup(keyPath);
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

function nodeOf(key: string, value: unknown, keyPath: KeyPath, ctx: TreeContext, depth: number): MergedNode {
  const id = JSON.stringify(keyPath);
  const badge = badgeOf(keyPath, ctx);
  if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    const isArray = Array.isArray(value);
    const entries: [string, unknown][] = isArray ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    const children = entries.map(([k, v]) => nodeOf(k, v, [...keyPath, k], ctx, depth + 1));
    return { id, key, keyPath, kind: isArray ? 'array' : 'object', value: isArray ? `[…] ${entries.length} items` : `{…} ${entries.length} keys`, children, badge };
  }
  const text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  return { id, key, keyPath, kind: 'value', value: text, children: [], badge };
}

/** The merged config as a tree in key order, with a provenance badge on every value the loader recorded. */
export function toMergedTree(config: Readonly<Record<string, unknown>>, ctx: TreeContext): MergedNode[] {
  return Object.entries(config).map(([k, v]) => nodeOf(k, v, [k], ctx, 0));
}

/** Merged-value changes between two loads: every leaf of the merged config that was added, removed or changed, with the layer that set it. */
import { lookupProvenance } from '../config/merge/provenance.ts';
import type { LoadResult } from '../config/load.ts';
import type { SourceLocation } from '../permission/rule.ts';
import { isRuleAction } from '../permission/rule.ts';
import { compareActions, type Direction } from './diff-direction.ts';
import { isPlainObject } from '../config/own.ts';
import { stringifyJson } from '../config/text/stringify-json.ts';

/** One merged value that differs. */
export interface ValueChange {
  readonly keyPath: readonly string[];
  readonly kind: 'added' | 'removed' | 'changed';
  /** The value as JSON text (undefined when absent on that side). */
  readonly before: string | undefined;
  readonly after: string | undefined;
  /** For permission actions, which way the change goes; `unclear` for everything else. */
  readonly direction: Direction;
  /** The layer whose value is now in the merged config (the earlier one for a removal). */
  readonly layer: string | null;
  readonly location: SourceLocation | null;
}

/** More changed leaves than this are cut (a whole different config is not a diff anyone reads). */
export const MAX_VALUE_CHANGES = 500;

/** Flattens a config into leaf key paths (arrays and empty objects are leaves) → JSON text. */
export function flattenLeaves(value: unknown, path: string[] = [], out: Map<string, { keyPath: string[]; json: string; value: unknown }> = new Map()): Map<string, { keyPath: string[]; json: string; value: unknown }> {
  if (isPlainObject(value) && Object.keys(value).length > 0 && path.length < 64) {
    for (const [k, v] of Object.entries(value)) flattenLeaves(v, [...path, k], out);
  } else out.set(JSON.stringify(path), { keyPath: path, json: stringifyJson(value) ?? 'null', value });
  return out;
}

function whoSet(load: LoadResult, keyPath: readonly string[]): { layer: string | null; location: SourceLocation | null } {
  for (let n = keyPath.length; n > 0; n--) {
    const hit = lookupProvenance(load.provenance, keyPath.slice(0, n));
    if (!hit) continue;
    const layer = load.layers.find((l) => l.id === hit.winner.layerId);
    const name = hit.winner.source === 'transform' ? `transform ${hit.winner.transform ?? ''}`.trim() : layer ? layer.path ?? layer.label : hit.winner.layerId;
    return { layer: name, location: hit.winner.location ?? null };
  }
  return { layer: null, location: null };
}

function directionOf(keyPath: readonly string[], before: unknown, after: unknown): Direction {
  if (!keyPath.includes('permission')) return 'unclear';
  return isRuleAction(before) && isRuleAction(after) ? compareActions(before, after) : 'unclear';
}

/** Lists the merged values that differ between two loads, in the after-config's key order, removals last. */
export function diffMergedValues(before: LoadResult, after: LoadResult): { readonly changes: readonly ValueChange[]; readonly leftOut: number } {
  const a = flattenLeaves(before.config ?? {});
  const b = flattenLeaves(after.config ?? {});
  const changes: ValueChange[] = [];
  for (const [id, leaf] of b) {
    const old = a.get(id);
    if (old && old.json === leaf.json) continue;
    changes.push({ keyPath: leaf.keyPath, kind: old ? 'changed' : 'added', before: old?.json, after: leaf.json, direction: directionOf(leaf.keyPath, old?.value, leaf.value), ...whoSet(after, leaf.keyPath) });
  }
  for (const [id, leaf] of a) {
    if (b.has(id)) continue;
    changes.push({ keyPath: leaf.keyPath, kind: 'removed', before: leaf.json, after: undefined, direction: 'unclear', ...whoSet(before, leaf.keyPath) });
  }
  return { changes: changes.slice(0, MAX_VALUE_CHANGES), leftOut: Math.max(0, changes.length - MAX_VALUE_CHANGES) };
}

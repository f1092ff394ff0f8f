/**
 * A keystroke in one permission rule, loaded without merging again.
 *
 * Typing in a pattern or an action changes one leaf of one layer: a string value, or the key of a string value. When
 * the last load shows that nothing else in the merge ever saw that leaf (the layer set it, no earlier layer had it, no
 * later layer and no transform touched it, and nothing had the new key), the new load is the last one with that one
 * leaf changed in place: the merged config copied along the leaf's path only, the provenance the same (a value) or
 * with one record renamed (a key), the edited layer's key lists with the one path renamed. Every other part of the
 * load is the last load's object. Anything else, and the loader merges as usual (config/load.ts); both give the same
 * load (config/load-shortcut.test.ts).
 */
import type { Layer } from './discover/layer.ts';
import type { KeyPath } from './merge/key-path.ts';
import { keyPathId, keyPathTable, samePath } from './merge/key-path.ts';
import { toKeyLines } from './merge/key-lines.ts';
import { contributionFor } from './merge/contribution.ts';
import { lookupProvenance, withLeafRenamed } from './merge/provenance.ts';
import type { Contribution } from './merge/provenance.ts';
import { isSameData } from '../collections/same-data.ts';
import { copyRenamed, getOwn, hasOwn, isPlainObject } from './own.ts';
import type { JsonObject } from './own.ts';
import type { ParsedLayer } from './text/parse-layer.ts';
import type { LoadedLayer, LoadResult } from './load.ts';

/** One leaf changed between two decodes of a layer: its value (same key), or its key (same value, same place). */
export type LeafEdit = { readonly kind: 'value'; readonly container: KeyPath; readonly key: string } | { readonly kind: 'key'; readonly container: KeyPath; readonly from: string; readonly to: string };

function isLeaf(value: unknown): boolean {
  return typeof value !== 'object' || value === null;
}

/**
 * Nodes the edited layer's warnings may have for the shortcut to compare them (each is an object and maybe a list of
 * suggestions): a layer with more merges, as it would without them.
 */
const SAME_DIAGNOSTICS_NODES = 2_000;

/** Nodes a value may have for `isSmallEqual` to compare it (a decoder's fresh `{}` or small list, not a subtree). */
const SMALL_VALUE_NODES = 64;

/** True when two containers hold the same data, keys in the same order, and are small (a decoder makes some afresh each time). */
function isSmallEqual(x: unknown, y: unknown): boolean {
  return typeof x === 'object' && x !== null && typeof y === 'object' && y !== null && isSameData(x, y, SMALL_VALUE_NODES);
}

/** The keys of two objects are the same list, or differ at one place only: that place, -1 when the same, null otherwise. */
function differingKey(a: readonly string[], b: readonly string[]): number | null {
  if (a.length !== b.length) return null;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return null;
    at = i;
  }
  return at;
}

/**
 * The one leaf that differs between two decodes of a layer, when that is all that differs: every other value is the
 * same object or the same leaf (a patched parse shares what the edit did not touch). Null for anything else.
 */
export function findLeafEdit(before: JsonObject, after: JsonObject): LeafEdit | null {
  const container: string[] = [];
  let a: JsonObject = before;
  let b: JsonObject = after;
  for (;;) {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    const at = differingKey(keysA, keysB);
    if (at === null) return null;
    if (at >= 0) {
      const from = keysA[at]!;
      const to = keysB[at]!;
      const value = a[from];
      if (!isLeaf(value) || value !== b[to] || hasOwn(a, to) || hasOwn(b, from)) return null;
      for (let i = 0; i < keysA.length; i++) if (i !== at && a[keysA[i]!] !== b[keysA[i]!]) return null;
      return { kind: 'key', container, from, to };
    }
    // The values that differ: at most one leaf or one object to descend into, and containers a decoder made afresh
    // (small and equal). The objects are compared only when there is more than one: the one on the edit's path is
    // big (a permission map), and comparing it would read all its keys for nothing.
    let changedLeaf: string | null = null;
    const objects: string[] = [];
    for (const key of keysA) {
      const x = a[key];
      const y = b[key];
      if (x === y) continue;
      if (isLeaf(x) && isLeaf(y)) {
        if (changedLeaf !== null) return null;
        changedLeaf = key;
      } else if (isPlainObject(x) && isPlainObject(y)) objects.push(key);
      else if (!isSmallEqual(x, y)) return null;
    }
    const differing = changedLeaf === null && objects.length === 1 ? objects : objects.filter((key) => !isSmallEqual(a[key], b[key]));
    if (changedLeaf !== null) return differing.length === 0 ? { kind: 'value', container, key: changedLeaf } : null;
    if (differing.length !== 1) return null;
    const inner = differing[0]!;
    container.push(inner);
    a = a[inner] as JsonObject;
    b = b[inner] as JsonObject;
  }
}

/** A permission entry or a map of one: `permission.<p>[.<pattern>]` or `agent.<name>.permission.<p>[.<pattern>]`. */
function isPermissionLeaf(path: KeyPath): boolean {
  if (path[0] === 'permission') return path.length === 2 || path.length === 3;
  return path[0] === 'agent' && path[2] === 'permission' && (path.length === 4 || path.length === 5);
}

/** The interned key path (the merge's own arrays) of a path. */
function internedPath(path: KeyPath): KeyPath {
  let entry = keyPathTable();
  for (const key of path) entry = entry.child(key);
  return entry.path;
}

/** The config copied along `container`, the container replaced by `change(container)` (every other value shared). */
function copiedAlong(config: JsonObject, container: KeyPath, change: (original: JsonObject) => JsonObject): JsonObject | null {
  const chain: JsonObject[] = [config];
  for (const key of container) {
    const next = getOwn(chain[chain.length - 1]!, key);
    if (!isPlainObject(next)) return null;
    chain.push(next);
  }
  let changed = change(chain[chain.length - 1]!);
  for (let i = chain.length - 2; i >= 0; i--) changed = copyWith(chain[i]!, container[i]!, changed);
  return changed;
}

/** A copy of an object (same key order) with the value at `key` replaced, or the key renamed to `renameTo`. */
function copyWith(from: JsonObject, key: string, value: unknown, renameTo?: string): JsonObject {
  return copyRenamed(from, key, renameTo ?? key, value);
}

/** What the shortcut needs of the last load and of the edited layer. */
export interface ShortcutInput {
  readonly last: LoadResult;
  /** The index of the edited layer in `last.layers`, and its new and last parse. */
  readonly index: number;
  readonly layer: Layer;
  readonly before: ParsedLayer;
  readonly after: ParsedLayer;
}

/**
 * True when every key of the layer is where it was (the same location object), but for the one `allowed` (a renamed
 * key's own place). An edit moves the keys after it on its line: their contributions differ, so the loader merges.
 */
function keysStayed(before: ParsedLayer, after: ParsedLayer, allowed: string | null): boolean {
  if (before.locations.size !== after.locations.size) return false;
  // forEach, not for-of: no [id, location] pair per key (a key that moved is rare, so stopping early saves little).
  let isSame = true;
  after.locations.forEach((location, id) => {
    if (isSame && id !== allowed && before.locations.get(id) !== location) isSame = false;
  });
  return isSame;
}

/** True when a record was written by the layer alone, as typed at its own path. */
function isLayersOwn(winner: Contribution, layer: Layer): boolean {
  return winner.layerId === layer.id && winner.source === layer.source && winner.transform === undefined && winner.legacyTool === undefined;
}

/** Each load the shortcut made: the load it was made from, and the edit. */
const editOf = new WeakMap<LoadResult, { readonly from: LoadResult; readonly edit: LeafEdit }>();

/**
 * When `load` is the load `from` with one leaf edited (the shortcut made it), that edit: the only difference between the
 * two configs, and the provenance records of everything else are the same objects. Undefined for any other load.
 */
export function leafEditSince(load: LoadResult, from: LoadResult): LeafEdit | undefined {
  const made = editOf.get(load);
  return made?.from === from ? made.edit : undefined;
}

/** The load after a one-leaf edit of one layer's permission rules, or null when the loader has to merge. */
export function loadAfterLeafEdit(input: ShortcutInput): LoadResult | null {
  const load = leafEditLoad(input);
  if (load) editOf.set(load.result, { from: input.last, edit: load.edit });
  return load?.result ?? null;
}

function leafEditLoad({ last, index, layer, before, after }: ShortcutInput): { readonly result: LoadResult; readonly edit: LeafEdit } | null {
  const config = last.config;
  const loaded = last.layers[index];
  if (!config || last.error || !loaded || loaded.outcome !== 'merged' || !before.data || !after.data || before.error || after.error) return null;
  // The layer's own warnings stay in the load as they were: only when the edit left them the same data (an edit that
  // changes or moves one, such as typing in an unknown permission's name, merges).
  if (before.diagnostics !== after.diagnostics && !isSameData(before.diagnostics, after.diagnostics, SAME_DIAGNOSTICS_NODES)) return null;
  // Transforms that read or write permission and agent entries: with any of them at work, merge.
  if (last.transforms.some((t) => t.isApplied && (t.name === 'mode-to-agent' || t.name === 'env-permission' || t.name === 'legacy-tools'))) return null;
  const edit = findLeafEdit(before.data, after.data);
  if (!edit) return null;
  const at = contributionFor(layer, after.locations, after.data);
  if (edit.kind === 'value') {
    const path = [...edit.container, edit.key];
    if (!isPermissionLeaf(path)) return null;
    const value = readPath(after.data, path);
    if (typeof value !== 'string' || typeof readPath(before.data, path) !== 'string' || !keysStayed(before, after, null)) return null;
    const record = lookupProvenance(last.provenance, path);
    // The layer's value won and nothing after it touched the path: its new value is the merged value.
    if (!record || record.winner !== at(path)) return null;
    const next = copiedAlong(config as JsonObject, edit.container, (original) => copyWith(original, edit.key, value));
    if (!next) return null;
    return { edit, result: { ...last, config: next, layers: withLayer(last.layers, index, { ...layer, outcome: 'merged', sets: loaded.sets, overrides: loaded.overrides, setLines: loaded.setLines, overrideLines: loaded.overrideLines }) } };
  }
  const oldPath = [...edit.container, edit.from];
  const newPath = [...edit.container, edit.to];
  if (!isPermissionLeaf(oldPath) || typeof readPath(after.data, newPath) !== 'string' || !keysStayed(before, after, keyPathId(newPath))) return null;
  const record = lookupProvenance(last.provenance, oldPath);
  // The layer set the old key, which no earlier layer had, and nothing after it touched; nothing ever had the new key.
  if (!record || !isLayersOwn(record.winner, layer) || record.overridden.length > 0 || record.contributors.length !== 1) return null;
  if (record.winner.location === undefined || record.winner.location !== before.locations.get(keyPathId(oldPath))) return null;
  if (lookupProvenance(last.provenance, newPath)) return null;
  const renamed = internedPath(newPath);
  const provenance = withLeafRenamed(last.provenance, edit.container, edit.from, edit.to, at(renamed, keyPathId(renamed)));
  if (!provenance) return null;
  const next = copiedAlong(config as JsonObject, edit.container, (original) => copyWith(original, edit.from, original[edit.from], edit.to));
  if (!next) return null;
  const sets = loaded.sets.map((p) => (samePath(p, oldPath) ? renamed : p));
  return { edit, result: { ...last, config: next, provenance, layers: withLayer(last.layers, index, { ...layer, outcome: 'merged', sets, overrides: loaded.overrides, setLines: toKeyLines(sets), overrideLines: loaded.overrideLines }) } };
}

function readPath(data: JsonObject, path: KeyPath): unknown {
  let at: unknown = data;
  for (const key of path) at = isPlainObject(at) ? getOwn(at, key) : undefined;
  return at;
}

function withLayer(layers: readonly LoadedLayer[], index: number, layer: LoadedLayer): LoadedLayer[] {
  const out = layers.slice();
  out[index] = layer;
  return out;
}

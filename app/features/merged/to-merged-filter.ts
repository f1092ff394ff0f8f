/** The Merged tab's filter: by key path or value text, an action value, the layer that set it, and values that overrode a layer. */
import { lookupProvenance, type KeyPath, type Provenance } from '../../../engine/index.ts';
import { matchesWords, toQueryWords, type ListFilter } from '../../shared/list-filter/to-list-filter.ts';

/** Whether a leaf value shows: given its key path and its JSON text. */
export type LeafMatcher = (keyPath: KeyPath, text: string) => boolean;

/** The kind choices of the Merged filter. */
export const MERGED_KIND_OPTIONS: readonly { readonly value: string; readonly label: string }[] = [{ value: 'overrode', label: 'overrode another layer' }];

/** The record that holds a key path: its own, else the nearest ancestor's (a value set inside a layer's object). */
function recordOf(provenance: Provenance, keyPath: KeyPath) {
  for (let n = keyPath.length; n > 0; n--) {
    const hit = lookupProvenance(provenance, n === keyPath.length ? keyPath : keyPath.slice(0, n));
    if (hit) return hit;
  }
  return undefined;
}

/** The layer source that set a value (`project`, `global`, `transform`…), or null when the loader recorded none. */
export function toValueLayer(provenance: Provenance, keyPath: KeyPath): string | null {
  return recordOf(provenance, keyPath)?.winner.source ?? null;
}

/** The matcher for a filter, or null when the filter lets every value through (the tree is then built as before). */
export function toLeafMatcher(filter: ListFilter, provenance: Provenance): LeafMatcher | null {
  const words = toQueryWords(filter.text);
  if (words.length === 0 && filter.action === '' && filter.layer === '' && filter.kind === '') return null;
  const actionText = filter.action === '' ? null : JSON.stringify(filter.action);
  return (keyPath, text) =>
    (actionText === null || text === actionText) &&
    (filter.layer === '' || toValueLayer(provenance, keyPath) === filter.layer) &&
    (filter.kind === '' || (filter.kind === 'overrode' && (recordOf(provenance, keyPath)?.overridden.length ?? 0) > 0)) &&
    matchesWords(words, [keyPath.join('.'), text]);
}

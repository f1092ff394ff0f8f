/** Key paths into a config, and their map keys. */

/** A path of object keys (array indices as decimal strings). */
export type KeyPath = readonly string[];

/** The separator of the fast ids: a key holding it takes the slow, JSON form. */
const SEP = '\u0000';

/**
 * A collision-free string id for a key path, usable as a Map key. Each key is written after a NUL, so `[]` is `''`,
 * `['']` is NUL and `['a', 'b']` is NUL a NUL b; a path with a NUL inside a key takes its JSON text instead, which
 * starts with `[` and so never equals a fast id. Ids are opaque: build them only with this function or `childId`.
 */
export function keyPathId(path: KeyPath): string {
  let id = '';
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    if (key.includes(SEP)) return JSON.stringify(path);
    id += SEP + key;
  }
  return id;
}

/** The id of `[...path, key]` from the id of `path` (as `keyPathId` gives it), without building the array. */
export function childId(parentId: string, key: string): string | null {
  // A JSON-form parent, or a key needing the JSON form: the caller builds the path and asks keyPathId.
  if (parentId.startsWith('[') || key.includes(SEP)) return null;
  return parentId + SEP + key;
}

/** Key paths into a config, and their map keys. */

/** A path of object keys (array indices as decimal strings). */
export type KeyPath = readonly string[];

/** A collision-free string id for a key path, usable as a Map key. */
export function keyPathId(path: KeyPath): string {
  return JSON.stringify(path);
}

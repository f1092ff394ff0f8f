/** Key paths into a config, and their map keys. */

/** A path of object keys (array indices as decimal strings). */
export type KeyPath = readonly string[];

/** A collision-free string id for a key path, usable as a Map key. */
export function keyPathId(path: KeyPath): string {
  return JSON.stringify(path);
}

/** Splits an id made by `keyPathId` back into its path. */
export function keyPathFromId(id: string): KeyPath {
  const parsed: unknown = JSON.parse(id);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

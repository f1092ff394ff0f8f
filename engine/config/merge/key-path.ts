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

/** True when two key paths hold the same keys. */
export function samePath(a: KeyPath, b: KeyPath): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The id of `[...path, key]` from the id of `path` (as `keyPathId` gives it), without building the array. */
export function childId(parentId: string, key: string): string | null {
  // A JSON-form parent, or a key needing the JSON form: the caller builds the path and asks keyPathId.
  if (parentId.startsWith('[') || key.includes(SEP)) return null;
  return parentId + SEP + key;
}

/**
 * A key path interned in a table kept across loads: the same keys give the same entry, with its path array and id
 * made once. A keystroke's load then reuses every unchanged path's array and id (and an id string made once is hashed
 * once: a map lookup by it costs no pass over its characters). Only a cache: nothing depends on an entry's identity.
 */
export class KeyPathEntry {
  private children: Map<string, KeyPathEntry> | undefined;

  constructor(
    readonly path: KeyPath,
    readonly id: string,
  ) {}

  /** The entry of `[...path, key]`. */
  child(key: string): KeyPathEntry {
    let next = this.children?.get(key);
    if (!next) {
      const path = [...this.path, key];
      next = new KeyPathEntry(path, childId(this.id, key) ?? keyPathId(path));
      (this.children ??= new Map()).set(key, next);
      tableSize++;
    }
    return next;
  }
}

/**
 * The table starts again once it holds this many times more entries than the last load used (plus some slack): the
 * paths of other scenarios, or of keys typed and retyped, must not pile up (they hold memory the collector walks).
 */
const ENTRIES_PER_PATH_IN_USE = 3;
const ENTRIES_SLACK = 20_000;
let tableSize = 0;
let pathsInUse = 0;
let tableRoot = new KeyPathEntry([], keyPathId([]));

/** Tells the table how many paths the last load used. */
export function notePathsInUse(count: number): void {
  pathsInUse = count;
}

/** The root of the key path table (a fresh table once it holds far more than a load uses). Take it once per load. */
export function keyPathTable(): KeyPathEntry {
  if (tableSize > ENTRIES_PER_PATH_IN_USE * pathsInUse + ENTRIES_SLACK) {
    tableRoot = new KeyPathEntry([], keyPathId([]));
    tableSize = 0;
  }
  return tableRoot;
}

/** Plain-data object helpers: keys such as `__proto__` stay ordinary own keys and never touch a prototype. */

/** A JSON object as the loader builds it. */
export type JsonObject = Record<string, unknown>;

/** True for a non-null, non-array object that is not a Date or a byte view (YAML timestamps and `!!binary` stay values). */
export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date) && !ArrayBuffer.isView(value);
}

/** Sets an own, enumerable data property (an existing key keeps its position). */
export function setOwn(obj: JsonObject, key: string, value: unknown): void {
  // Only `__proto__` is an accessor on Object.prototype; for every other key a plain assignment makes the
  // same own data property, many times faster than defineProperty.
  if (key === '__proto__' || Array.isArray(obj)) Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
  else obj[key] = value;
}

/**
 * A copy of an object, keys in the same order, with the key `from` renamed to `to` and holding `value` (`to` equal
 * to `from` replaces the value alone; `from` null, or a key the object does not have, copies it as it is). Keys and
 * values come from two native lists and the loop writes a fresh object only, so its code does not depend on the
 * shapes of the objects it copies. A keystroke copies a 700-key permission map this way; a copy through `setOwn` per
 * key checks each object's shape, and V8 throws such code out of its optimized tier whenever a new shape comes.
 */
export function copyRenamed(obj: JsonObject, from: string | null, to: string, value: unknown): JsonObject {
  const keys = Object.keys(obj);
  const values = Object.values(obj);
  const out: JsonObject = {};
  if (to === '__proto__' || keys.includes('__proto__')) {
    for (let i = 0; i < keys.length; i++) setOwn(out, keys[i] === from ? to : keys[i]!, keys[i] === from ? value : values[i]);
    return out;
  }
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key === from) out[to] = value;
    else out[key] = values[i];
  }
  return out;
}

/** Reads an own property only (never an inherited one such as `constructor`). */
export function getOwn(obj: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
}

/** True when the object has the key as its own property. */
export function hasOwn(obj: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Keys that would reach a prototype if assigned naively; reported as a warning (JSONC drops `__proto__` as the reference does, the rest stay data). */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A location inside a decoded value: object keys and array indices from the root. */
export type IssuePath = readonly (string | number)[];

/** One schema problem in a config layer, shaped like the reference loader's `issues` entries. */
export interface ConfigIssue {
  readonly path: IssuePath;
  readonly message: string;
  readonly code?: string;
  readonly keys?: readonly string[];
}

/** The result of decoding one layer or entry: the decoded value, or null when any issue was found. */
export interface ConfigValidation {
  readonly value: Record<string, unknown> | null;
  readonly issues: readonly ConfigIssue[];
}

/** True for a JSON-style object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Stores `key` as an own data property, so `__proto__` and friends stay plain data. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  // Only `__proto__` is an accessor on Object.prototype; every other key gets the same own data property by assignment, much faster.
  if (key === '__proto__' || Array.isArray(target)) Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Reads an own property only (never the prototype chain). */
export function getOwn(source: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(source, key) ? source[key] : undefined;
}

/** True when `source` has `key` as an own property. */
export function hasOwn(source: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(source, key);
}

/** Renders a value for an "Expected X, got Y" message the way the reference does (compact JSON). */
export function formatActual(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Builds the reference's type-mismatch issue: `Expected <expected>, got <actual>`. */
export function typeIssue(path: IssuePath, expected: string, actual: unknown): ConfigIssue {
  return { path, message: `Expected ${expected}, got ${formatActual(actual)}` };
}

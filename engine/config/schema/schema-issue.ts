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

import { stringifyJson } from '../text/stringify-json.ts';

export { getOwn, hasOwn, isPlainObject, setOwn } from '../own.ts';

/** Renders a value for an "Expected X, got Y" message the way the reference does (compact JSON). */
export function formatActual(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // V8's JSON.stringify recurses: a wrong value nested tens of thousands deep is worded by the iterative one.
    return stringifyJson(value) ?? typeof value;
  }
}

/** Builds the reference's type-mismatch issue: `Expected <expected>, got <actual>`. */
export function typeIssue(path: IssuePath, expected: string, actual: unknown): ConfigIssue {
  return { path, message: `Expected ${expected}, got ${formatActual(actual)}` };
}

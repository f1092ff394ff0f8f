/** An iterative look at a parsed JSON value: how deep it nests and where it has prototype-like keys. */
import { PROTOTYPE_KEYS } from '../own.ts';

/** What `inspectJsonShape` found. */
export interface JsonShape {
  /** Dotted paths of `__proto__`, `constructor` and `prototype` keys (at most `maxKeys` of them). */
  readonly prototypeKeys: readonly string[];
  /** True when the value nests deeper than the limit (the walk stops there). */
  readonly isTooDeep: boolean;
}

/**
 * Walks objects and arrays with an explicit stack, so a value nested 10,000 deep is measured,
 * not recursed into: later stages that recurse (merge, clone, stringify) only see shallow values.
 */
export function inspectJsonShape(root: unknown, depthLimit: number, maxKeys = 20): JsonShape {
  const prototypeKeys: string[] = [];
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: root, depth: 0, path: '' }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= depthLimit) return { prototypeKeys, isTooDeep: true };
    for (const key of Object.keys(value)) {
      const at = path === '' ? key : `${path}.${key}`;
      if (PROTOTYPE_KEYS.has(key) && prototypeKeys.length < maxKeys) prototypeKeys.push(at);
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: at });
    }
  }
  return { prototypeKeys, isTooDeep: false };
}

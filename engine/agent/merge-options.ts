/** Plain objects merge recursively; anything else replaces. Existing keys keep their place (remeda `mergeDeep`). */
import { isPlainObject } from '../config/own.ts';

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty, not assignment, so a `__proto__` key stays an own key and never touches a prototype.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Deep-merges `patch` over `base` into a new object, leaving both untouched. */
export function mergeOptions(base: Readonly<Record<string, unknown>>, patch: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base)) define(out, k, v);
  if (!isPlainObject(patch)) return out;
  for (const [k, v] of Object.entries(patch)) {
    const prev = Object.hasOwn(out, k) ? out[k] : undefined;
    define(out, k, isPlainObject(prev) && isPlainObject(v) ? mergeOptions(prev, v) : v);
  }
  return out;
}

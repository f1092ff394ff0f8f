/**
 * The frontmatter value as the reference's agent gets it (`{...md.data}`), copied into plain engine data
 * under a budget: js-yaml shares aliased nodes, so a 400-byte document can stand for billions of them.
 */
import { setOwn } from '../own.ts';

/** Base of the expansion budget. */
export const EXPANSION_BUDGET = 100_000;

/** The budget for a block of `length` characters: ten units a character on top, more than any alias-free document needs. */
export function expansionBudget(length: number): number {
  return EXPANSION_BUDGET + 10 * length;
}

/** The copied data, or how far the expansion got before the budget ran out. */
export type SpreadResult =
  | { readonly kind: 'data'; readonly data: Record<string, unknown> }
  | { readonly kind: 'too-large'; readonly budget: number };

/** The own enumerable entries `{...value}` copies: a string or list gives index keys, a number or boolean nothing. */
function spreadEntries(value: unknown): [string, unknown][] {
  if (typeof value === 'string') return Array.from({ length: value.length }, (_, i) => [String(i), value.charAt(i)]);
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value).map((key) => [key, (value as Record<string, unknown>)[key]]);
}

type Task = { readonly source: unknown; readonly put: (copy: unknown) => void };

/**
 * Spreads `raw` into a fresh object and deep-copies it: plain objects and arrays are rebuilt (own keys only,
 * `__proto__` as an own key), Dates and byte arrays are copied as such, scalars kept. Each node and each
 * character of a key or string costs one unit; past `budget` units the copy stops. Iterative, so depth
 * cannot overflow the stack.
 */
export function spreadFrontmatter(raw: unknown, budget = EXPANSION_BUDGET): SpreadResult {
  const data: Record<string, unknown> = {};
  const stack: Task[] = [];
  let spent = 0;
  for (const [key, value] of spreadEntries(raw).reverse()) {
    spent += key.length;
    stack.push({ source: value, put: (copy) => setOwn(data, key, copy) });
  }
  // Pushed in reverse, popped in order, so keys are set in the source's order.
  while (stack.length > 0) {
    const task = stack.pop() as Task;
    spent += 1 + (typeof task.source === 'string' ? task.source.length : 0);
    if (spent > budget) return { kind: 'too-large', budget };
    const { source } = task;
    if (Array.isArray(source)) {
      const copy: unknown[] = new Array<unknown>(source.length);
      task.put(copy);
      for (let i = source.length - 1; i >= 0; i--) stack.push({ source: source[i], put: (item) => { copy[i] = item; } });
    } else if (source instanceof Date) {
      task.put(new Date(source.getTime()));
    } else if (source instanceof Uint8Array) {
      task.put(Uint8Array.from(source));
    } else if (typeof source === 'object' && source !== null) {
      const copy: Record<string, unknown> = {};
      task.put(copy);
      const keys = Object.keys(source);
      for (const key of keys) setOwn(copy, key, undefined);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        spent += key.length;
        stack.push({ source: (source as Record<string, unknown>)[key], put: (item) => setOwn(copy, key, item) });
      }
    } else {
      task.put(source);
    }
  }
  return { kind: 'data', data };
}

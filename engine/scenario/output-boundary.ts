/**
 * The output boundary: every value a report, a scenario file or a link carries passes through the same redaction
 * before it is serialised, so no escaped form of a credential (a key inside a JSON string inside JSON) slips past.
 */
import { redactFreeText } from './redact-text.ts';

/** How deep a value is walked: far deeper than any report or scenario (a scenario's texts are strings at depth 3). */
const MAX_DEPTH = 256;

/** A text with every credential-looking part replaced by its placeholder. */
export function redactOutputText(text: string): string {
  return redactFreeText(text).text;
}

/** A copy of a JSON-like value with every string (keys too) redacted as free text; the value itself when nothing changes. */
export function redactOutputValue<T>(value: T): T {
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return redactOutputText(node);
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return node;
    if (Array.isArray(node)) {
      let changed = false;
      const items = node.map((item) => {
        const next = walk(item, depth + 1);
        changed ||= next !== item;
        return next;
      });
      return changed ? items : node;
    }
    let changed = false;
    const entries = Object.entries(node).map(([k, v]): [string, unknown] => {
      const key = redactOutputText(k);
      const next = walk(v, depth + 1);
      changed ||= key !== k || next !== v;
      return [key, next];
    });
    if (!changed) return node;
    // defineProperty keeps a `__proto__` key a key (a plain assignment would set the prototype).
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    return out;
  };
  return walk(value, 0) as T;
}

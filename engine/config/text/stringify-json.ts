/** `JSON.stringify` for plain data, written with an explicit stack: V8's own recurses and throws a RangeError on deep values. */

type Frame = { readonly value: object; readonly keys: readonly string[] | null; index: number; hasItems: boolean };

/** The JSON text of a leaf, or undefined for what JSON.stringify leaves out (undefined, functions, symbols). */
function leafText(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return String(value);
    default:
      return undefined;
  }
}

/** What `JSON.stringify(value)` gives for JSON data (plain objects, arrays, strings, numbers, booleans, null), at any depth. */
export function stringifyJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return leafText(value);
  const parts: string[] = [];
  const stack: Frame[] = [];
  const open = (v: object) => {
    const isArray = Array.isArray(v);
    parts.push(isArray ? '[' : '{');
    stack.push({ value: v, keys: isArray ? null : Object.keys(v), index: 0, hasItems: false });
  };
  open(value);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const length = frame.keys ? frame.keys.length : (frame.value as unknown[]).length;
    if (frame.index >= length) {
      parts.push(frame.keys ? '}' : ']');
      stack.pop();
      continue;
    }
    const key = frame.keys ? frame.keys[frame.index]! : null;
    const item = key === null ? (frame.value as unknown[])[frame.index] : (frame.value as Record<string, unknown>)[key];
    frame.index++;
    const isContainer = typeof item === 'object' && item !== null;
    const text = isContainer ? '' : leafText(item);
    // An object member JSON leaves out (undefined, a function) is skipped; in an array it reads null.
    if (!isContainer && text === undefined && key !== null) continue;
    if (frame.hasItems) parts.push(',');
    frame.hasItems = true;
    if (key !== null) parts.push(JSON.stringify(key), ':');
    if (isContainer) open(item);
    else parts.push(text ?? 'null');
  }
  return parts.join('');
}

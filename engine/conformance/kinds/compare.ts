/** Result of a structural comparison: failures, and key-order differences that are only notes. */
import { isPlainObject } from '../../config/own.ts';
export interface Comparison {
  problems: string[];
  orderNotes: string[];
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/**
 * Deep-compares `actual` with `expected`. Key order is a failure inside any object reached through a
 * key named `permission` (order is precedence there), and a note everywhere else.
 */
export function compareDeep(expected: unknown, actual: unknown, at = '$', out: Comparison = { problems: [], orderNotes: [] }, strictOrder = false): Comparison {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) {
      out.problems.push(`${at}: expected array ${show(expected)}, got ${show(actual)}`);
      return out;
    }
    if (expected.length !== actual.length) out.problems.push(`${at}: expected ${expected.length} items, got ${actual.length}: ${show(actual)}`);
    const n = Math.min(expected.length, actual.length);
    for (let i = 0; i < n; i++) compareDeep(expected[i], actual[i], `${at}[${i}]`, out, strictOrder);
    return out;
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) {
      out.problems.push(`${at}: expected object ${show(expected)}, got ${show(actual)}`);
      return out;
    }
    const ek = Object.keys(expected);
    const ak = Object.keys(actual);
    for (const k of ek) if (!(k in actual)) out.problems.push(`${at}.${k}: missing (expected ${show(expected[k])})`);
    for (const k of ak) if (!(k in expected)) out.problems.push(`${at}.${k}: unexpected ${show(actual[k])}`);
    const common = ek.filter((k) => k in actual);
    const commonActual = ak.filter((k) => k in expected);
    if (common.join('\u0000') !== commonActual.join('\u0000')) {
      const msg = `${at}: key order ${show(commonActual)}, expected ${show(common)}`;
      (strictOrder ? out.problems : out.orderNotes).push(msg);
    }
    for (const k of common) compareDeep(expected[k], actual[k], `${at}.${k}`, out, strictOrder || (k === 'permission' && isPlainObject(expected[k])));
    return out;
  }
  if (!Object.is(expected, actual) && !(expected === 0 && actual === 0)) out.problems.push(`${at}: expected ${show(expected)}, got ${show(actual)}`);
  return out;
}

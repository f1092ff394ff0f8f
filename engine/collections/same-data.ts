/** Structural equality of small JSON-like values, bounded (the load shortcut and the views' row keeper ask it). */

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * True when `a` and `b` hold the same data: plain objects (prototype Object or null) and arrays compared member by
 * member, keys in the same order, anything else by identity (`Object.is`: NaN equals NaN, 0 is not -0). Past `budget`
 * pairs that are not the same object (the containers looked into, and the values that differ), the answer is false:
 * a caller asks of small values, and "not the same" only costs it the work it would have done anyway.
 */
export function isSameData(a: unknown, b: unknown, budget: number): boolean {
  let left = budget;
  const same = (x: unknown, y: unknown): boolean => {
    if (Object.is(x, y)) return true;
    if (--left < 0) return false;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) if (!same(x[i], y[i])) return false;
      return true;
    }
    if (!isPlain(x) || !isPlain(y)) return false;
    const kx = Object.keys(x);
    const ky = Object.keys(y);
    if (kx.length !== ky.length) return false;
    for (let i = 0; i < kx.length; i++) if (kx[i] !== ky[i] || !same(x[kx[i]!], y[kx[i]!])) return false;
    return true;
  };
  return same(a, b);
}

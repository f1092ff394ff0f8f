/**
 * Case folding exactly as a JavaScript RegExp with the `i` flag and no `u` flag compares code units
 * (ECMA-262 Canonicalize, non-unicode branch): upper-case the unit; keep it when that gives more than
 * one unit, or when a non-ASCII unit would become ASCII.
 */
let table: Uint16Array | null = null;

function canonicalize(unit: number): number {
  const upper = String.fromCharCode(unit).toUpperCase();
  if (upper.length !== 1) return unit;
  const cu = upper.charCodeAt(0);
  return unit >= 128 && cu < 128 ? unit : cu;
}

/** The table of canonical code units for all 65536 UTF-16 units, built once on first use. */
export function caseFoldTable(): Uint16Array {
  if (table) return table;
  const t = new Uint16Array(65536);
  for (let u = 0; u < 65536; u++) t[u] = canonicalize(u);
  table = t;
  return t;
}

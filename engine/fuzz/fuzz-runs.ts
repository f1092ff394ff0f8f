/** Run counts and shared invariants for the fuzz suites: a few seconds in `npm test`, `FUZZ_RUNS` for the long run. */
import { expect } from 'vitest';
import type { Diagnostic } from '../diagnostic.ts';

// Read through globalThis: this file is type-checked with the engine's Node-free config.
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
const requested = Number(env.FUZZ_RUNS ?? '');

/** True under `npm run fuzz` (FUZZ_RUNS set): suites then run long. */
export const IS_LONG_RUN = Number.isFinite(requested) && requested > 0;

/**
 * How many cases a property runs: `quick` by default; with FUZZ_RUNS, that number scaled by `weight`
 * (properties that run the whole pipeline per case take a share, so the long run stays within minutes).
 */
export function fuzzRuns(quick: number, weight = 1): number {
  return IS_LONG_RUN ? Math.max(quick, Math.round(requested * weight)) : quick;
}

/** Per-test timeout: vitest's default for the quick run, an hour for the long run. */
export const FUZZ_TIMEOUT = IS_LONG_RUN ? 3_600_000 : 30_000;

const SEVERITIES: ReadonlySet<string> = new Set(['error', 'warning', 'info']);

/** Every diagnostic is data a person can read: a stable code, a known severity, a message, sane positions. */
export function expectWellFormed(diagnostics: readonly Diagnostic[]): void {
  // Plain checks, one assertion at the end: hostile inputs give hundreds of thousands of diagnostics.
  const isCount = (n: number | undefined, min: number) => n === undefined || (typeof n === 'number' && n >= min);
  const bad = diagnostics.filter(
    (d) =>
      !(typeof d.code === 'string' && d.code.length > 0 && SEVERITIES.has(d.severity) && typeof d.message === 'string' && d.message.length > 0) ||
      !isCount(d.line, 1) ||
      !isCount(d.column, 1) ||
      !isCount(d.offset, 0) ||
      !isCount(d.length, 0),
  );
  expect(bad.slice(0, 5)).toEqual([]);
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** Fails when anything was added to (or removed from) Object.prototype, or `{}` inherits something new. */
export function expectPrototypeUntouched(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort().join(',')).toBe(PROTOTYPE_NAMES);
  const probe: Record<string, unknown> = {};
  for (const key of ['polluted', 'x', 'isAdmin', 'allow', 'deny', 'ask', 'bash', 'prompt']) expect(probe[key]).toBeUndefined();
  expect(Object.getPrototypeOf(probe)).toBe(Object.prototype);
}

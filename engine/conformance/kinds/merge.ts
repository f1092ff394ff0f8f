/** `merge` vectors: the whole loader over a virtual file system, compared by the README's rules. */
import { loadConfig } from '../../config/load.ts';
import { loaderInputFromVector } from '../../config/discover/loader-input.ts';
import { compareDeep } from './compare.ts';
import type { Comparison } from './compare.ts';
import type { VectorKind } from '../vector-kind.ts';
import { isPlainObject } from '../../config/own.ts';

/** The `<Code> at line L, column C` entries of a ConfigJsonError message. */
export function jsonErrorEntries(message: unknown): string[] {
  if (typeof message !== 'string') return [];
  return [...message.matchAll(/^(\w+) at line (\d+), column (\d+)$/gm)].map((m) => m[0]);
}

function compareError(expected: Record<string, unknown>, actual: unknown, out: Comparison): void {
  if (!isPlainObject(actual)) {
    out.problems.push(`expected error ${String(expected.name)}, got a config`);
    return;
  }
  if (expected.name !== actual.name) out.problems.push(`error name: expected ${String(expected.name)}, got ${String(actual.name)}`);
  const ed = isPlainObject(expected.data) ? expected.data : {};
  const ad = isPlainObject(actual.data) ? actual.data : {};
  if (ed.path !== ad.path) out.problems.push(`error data.path: expected ${String(ed.path)}, got ${String(ad.path)}`);
  if (Array.isArray(ed.issues)) {
    const ai = Array.isArray(ad.issues) ? ad.issues : [];
    if (ai.length !== ed.issues.length) out.problems.push(`issues: expected ${ed.issues.length}, got ${ai.length}: ${JSON.stringify(ai)}`);
    ed.issues.forEach((issue: unknown, i) => {
      const a: unknown = ai[i];
      if (!isPlainObject(issue) || !isPlainObject(a)) return;
      if (JSON.stringify(issue.path) !== JSON.stringify(a.path)) out.problems.push(`issue ${i} path: expected ${JSON.stringify(issue.path)}, got ${JSON.stringify(a.path)}`);
      if (issue.code !== undefined && issue.code !== a.code) out.problems.push(`issue ${i} code: expected ${String(issue.code)}, got ${String(a.code)}`);
      if (issue.message !== a.message) out.orderNotes.push(`issue ${i} message worded differently: ${String(a.message)}`);
    });
  } else if (expected.name === 'ConfigJsonError') {
    const e = jsonErrorEntries(ed.message);
    const a = jsonErrorEntries(ad.message);
    if (e.join('\n') !== a.join('\n')) out.problems.push(`JSON errors: expected ${JSON.stringify(e)}, got ${JSON.stringify(a)}`);
    if (ed.message !== ad.message) out.orderNotes.push('ConfigJsonError message text differs');
  } else if (typeof ed.message === 'string' && ed.message !== ad.message) {
    out.problems.push(`error message: expected ${JSON.stringify(ed.message)}, got ${JSON.stringify(ad.message)}`);
  }
}

/** Compares a merge result: error name/path/issues/JSON positions, or the config deep-equal (key order strict in permission). */
export function compareMerge(expected: unknown, actual: unknown): Comparison {
  const out: Comparison = { problems: [], orderNotes: [] };
  const e = isPlainObject(expected) ? expected : {};
  const a = isPlainObject(actual) ? actual : {};
  if (isPlainObject(e.error)) {
    compareError(e.error, a.error, out);
    return out;
  }
  if (a.error !== undefined) {
    out.problems.push(`expected a config, got error ${JSON.stringify(a.error)}`);
    return out;
  }
  return compareDeep(e.config, a.config, '$.config', out);
}

/** The `merge` vector kind. */
export const mergeKind: VectorKind = {
  run(input: unknown) {
    const load = loadConfig(loaderInputFromVector(input));
    if (load.config === null) return { error: load.error ? { name: load.error.name, data: load.error.data } : { name: 'unknown', data: { path: null } } };
    return { config: load.config };
  },
  compare: compareMerge,
};

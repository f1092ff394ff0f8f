import { LOAD_ABORTED_CODE, toUnsortedProblems, type Diagnostic, type Severity } from '../../../../engine/index.ts';
import { posixKey } from '../../../shared/is-same-path.ts';
import { createLineIndex, toRangeIn, type EditorRange } from './to-range.ts';

/** An editor marker for one diagnostic (Monaco's IMarkerData without the Monaco types). */
export interface LayerMarker extends EditorRange {
  readonly severity: Severity;
  readonly message: string;
  readonly code: string;
}

/** The pseudo-path diagnostics use for an environment variable's text. */
export function envSourcePath(name: string): string {
  return `env:${name}`;
}

/** A diagnostic's text for people: its message and, when it has one, its hint (a did-you-mean, the substituted line). */
export function toMarkerMessage(d: Diagnostic): string {
  return d.hint ? `${d.message}\n${d.hint}` : d.message;
}

/**
 * The markers one editor shows: the diagnostics of its path, at their exact positions in its text, one per problem
 * (the load-aborted summary is left out when the file's own errors carry it). Linear: one line index per text.
 */
export function toMarkers(diagnostics: readonly Diagnostic[], path: string, text: string): LayerMarker[] {
  const mine = diagnosticsOf(diagnostics, path);
  if (mine.length === 0) return [];
  const hasCause = mine.some((d) => d.severity === 'error' && d.code !== LOAD_ABORTED_CODE);
  const index = createLineIndex(text);
  return mine
    .filter((d) => !(hasCause && d.code === LOAD_ABORTED_CODE))
    .map((d) => ({ ...toRangeIn(index, d), severity: d.severity, message: toMarkerMessage(d), code: d.code }));
}

/**
 * Each file's diagnostics in list order, by path as the loader compares it; made once per diagnostics list (a derived
 * value): every editor and every keystroke's markers look up one file of the same list.
 */
const byFileOfList = new WeakMap<readonly Diagnostic[], Map<string, Diagnostic[]>>();

/** The diagnostics of one file (win32 and posix spellings agree), in list order. */
function diagnosticsOf(diagnostics: readonly Diagnostic[], path: string): readonly Diagnostic[] {
  let byFile = byFileOfList.get(diagnostics);
  if (!byFile) {
    byFile = new Map();
    for (const d of diagnostics) {
      if (d.path === undefined) continue;
      const key = posixKey(d.path);
      const list = byFile.get(key);
      if (list) list.push(d);
      else byFile.set(key, [d]);
    }
    byFileOfList.set(diagnostics, byFile);
  }
  return byFile.get(posixKey(path)) ?? [];
}

/** Whether two marker lists are the same (so an editor does not re-send unchanged markers). */
export function isSameMarkers(a: readonly LayerMarker[], b: readonly LayerMarker[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.startLineNumber !== y.startLineNumber || x.startColumn !== y.startColumn || x.endLineNumber !== y.endLineNumber || x.endColumn !== y.endColumn) return false;
    if (x.severity !== y.severity || x.message !== y.message || x.code !== y.code) return false;
  }
  return true;
}

/** Problem counts per file (posix path), made once per diagnostics list: every tab asks, so one pass serves them all. */
const countsByList = new WeakMap<readonly Diagnostic[], Map<string, { errors: number; warnings: number }>>();

/** How many errors and warnings a file has, for its tab's badge (each problem once, as its markers show it). */
export function countProblems(diagnostics: readonly Diagnostic[], path: string): { errors: number; warnings: number } {
  let counts = countsByList.get(diagnostics);
  if (!counts) {
    counts = new Map();
    for (const d of toUnsortedProblems(diagnostics)) {
      if (d.path === undefined || (d.severity !== 'error' && d.severity !== 'warning')) continue;
      const key = posixKey(d.path);
      const c = counts.get(key) ?? { errors: 0, warnings: 0 };
      if (d.severity === 'error') c.errors += 1;
      else c.warnings += 1;
      counts.set(key, c);
    }
    countsByList.set(diagnostics, counts);
  }
  const c = counts.get(posixKey(path));
  return { errors: c?.errors ?? 0, warnings: c?.warnings ?? 0 };
}

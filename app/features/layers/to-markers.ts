import type { Diagnostic, Severity } from '../../../engine/index.ts';
import { isSamePath } from '../../shared/is-same-path.ts';
import { toRange, type EditorRange } from './to-range.ts';

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


/** The markers one editor shows: the diagnostics of its path, at their exact positions in its text. */
export function toMarkers(diagnostics: readonly Diagnostic[], path: string, text: string): LayerMarker[] {
  return diagnostics
    .filter((d) => isSamePath(d.path, path))
    .map((d) => ({ ...toRange(text, d), severity: d.severity, message: d.message, code: d.code }));
}

/** How many errors and warnings a file has, for its tab's badge. */
export function countProblems(diagnostics: readonly Diagnostic[], path: string): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    if (!isSamePath(d.path, path)) continue;
    if (d.severity === 'error') errors += 1;
    else if (d.severity === 'warning') warnings += 1;
  }
  return { errors, warnings };
}

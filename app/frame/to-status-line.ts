import type { Layer, Diagnostic } from '../../engine/index.ts';

/** The status bar's counts and its one line of text. */
export interface StatusLine {
  readonly read: number;
  readonly skipped: number;
  readonly warnings: number;
  readonly errors: number;
  readonly text: string;
  /** The three parts of `text`: layers, problem counts (the button that opens the problems list), time. */
  readonly layersText: string;
  readonly problemsText: string;
  readonly timeText: string;
  /** The parts of `problemsText`: `K warnings`, and `E errors` or null when there are none. */
  readonly warningsText: string;
  readonly errorsText: string | null;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Formats a duration for the status bar: `0.4 ms`, `12 ms`. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '? ms';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** "N layers read, M skipped · K warnings · analysed in X ms" (errors added when there are any). */
export function toStatusLine(layers: readonly Layer[], diagnostics: readonly Diagnostic[], durationMs: number): StatusLine {
  const read = layers.filter((l) => l.status !== 'skipped').length;
  const skipped = layers.length - read;
  let warnings = 0;
  let errors = 0;
  for (const d of diagnostics) {
    if (d.severity === 'warning') warnings++;
    else if (d.severity === 'error') errors++;
  }
  const layersText = `${plural(read, 'layer')} read, ${skipped} skipped`;
  const warningsText = plural(warnings, 'warning');
  const errorsText = errors > 0 ? plural(errors, 'error') : null;
  const problemsText = errorsText ? `${warningsText} · ${errorsText}` : warningsText;
  const timeText = `analysed in ${formatMs(durationMs)}`;
  return { read, skipped, warnings, errors, text: [layersText, problemsText, timeText].join(' · '), layersText, problemsText, timeText, warningsText, errorsText };
}

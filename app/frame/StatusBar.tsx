import { lastAnalysisDurationMs, useLatestAnalysisState } from '../store/selectors.ts';
import { toStatusLine } from './to-status-line.ts';

/** The status line: layers read and skipped, warnings, errors, and how long the analysis took. */
export function StatusBar() {
  const { analysis, isUpdating } = useLatestAnalysisState();
  const line = toStatusLine(analysis.load.layers, analysis.diagnostics, lastAnalysisDurationMs());
  return (
    <footer className="status-bar">
      <p>{line.text}</p>
      {/* A big scenario is analyzed in a worker: the results shown are the previous ones until it answers. */}
      {isUpdating && <p role="status" aria-label="Analysis">Updating…</p>}
    </footer>
  );
}

import { lastAnalysisDurationMs, useAnalysis } from '../../store/selectors.ts';
import { toStatusLine } from './to-status-line.ts';

/** The status line: layers read and skipped, warnings, errors, and how long the analysis took. */
export function StatusBar() {
  const analysis = useAnalysis();
  const line = toStatusLine(analysis.load.layers, analysis.diagnostics, lastAnalysisDurationMs());
  return (
    <footer className="status-bar">
      <p>{line.text}</p>
    </footer>
  );
}

import { analyze, buildAgentToolMatrix, buildProbeMatrix, capScenarioDiff, MAX_MATRIX_ROWS, detectImport, diffScenarios, type Analysis, type Scenario } from '../../../engine/index.ts';
import type { ViewJob, ViewResult } from './view-messages.ts';

/**
 * Runs a heavy view's job: the same engine calls whether on the main thread (small scenarios) or in the
 * view worker (big ones), so both give the same data. `analysisOf` lets a caller reuse an analysis it has.
 */
export function runView(job: ViewJob, analysisOf: (scenario: Scenario) => Analysis = analyze): ViewResult {
  // The view shows the first changes of each list and counts the rest: only those cross from the worker.
  if (job.kind === 'diff') return { kind: 'diff', diff: capScenarioDiff(diffScenarios(job.before, job.after)) };
  if (job.kind === 'detect') return { kind: 'detect', detection: detectImport(job.text, { scenario: job.scenario, ...(job.fileName === null ? {} : { fileName: job.fileName }) }) };
  const analysis = analysisOf(job.scenario);
  return {
    kind: 'matrix',
    // The view shows the first agents and counts the rest: only their rows are built and cross from the worker.
    matrix: buildAgentToolMatrix(analysis, MAX_MATRIX_ROWS),
    probes: buildProbeMatrix(analysis, job.agent ?? undefined),
    selectedAgent: analysis.agent?.key ?? null,
  };
}

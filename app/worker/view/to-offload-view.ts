import type { ViewJob } from './view-messages.ts';
import { OFFLOAD_AFTER_MS, scenarioTextChars, OFFLOAD_TEXT_CHARS } from '../analysis/to-offload.ts';

/**
 * Whether a heavy view's job goes to the view worker: the same measure as the analysis (big text or a slow
 * last run); a diff analyses both sides, so their texts add up.
 */
export function shouldOffloadView(job: ViewJob, lastRunMs: number): boolean {
  // What a text is depends on its size alone (it parses the text, not the scenario).
  if (job.kind === 'detect') return job.text.length > OFFLOAD_TEXT_CHARS;
  if (lastRunMs > OFFLOAD_AFTER_MS) return true;
  const chars = job.kind === 'diff' ? scenarioTextChars(job.before) + scenarioTextChars(job.after) : scenarioTextChars(job.scenario);
  return chars > OFFLOAD_TEXT_CHARS;
}

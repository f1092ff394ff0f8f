import { toLoadFailureCause, type Analysis } from '../../../engine/index.ts';
import { toProblemTarget, type ProblemTarget } from '../../shared/to-problem-target.ts';

/** Why the config does not load, in one sentence, and the spot it points at. */
export interface LoadFailure extends ProblemTarget {
  readonly sentence: string;
}

/** The Tools tab's one sentence when the config does not load (null when it loads). */
export function toLoadFailure(analysis: Pick<Analysis, 'diagnostics' | 'scenario'>): LoadFailure | null {
  const cause = toLoadFailureCause(analysis.diagnostics);
  if (!cause) return null;
  const target = toProblemTarget(cause, analysis.scenario.files, { home: analysis.scenario.home, worktree: analysis.scenario.worktree });
  const message = cause.message.replace(/\s+$/, '').replace(/[.:]$/, '');
  const hint = cause.hint ? ` ${cause.hint}` : '';
  return { ...target, sentence: `The config does not load, so no agent and no tool can be shown: ${message}.${hint}` };
}

import { playScript, checkCall, hidingOf, toolPermission, alwaysPatternOf, type Analysis, type StageKind } from '../../../engine/index.ts';
import type { LessonId } from './lessons.ts';

/** What one fact looks at: whether the model sees a tool, or where one call lands. */
export type Seen = StageKind | 'visible';

/** One checked fact of a task: the tool and input, the stage wanted, the stage the engine gives now. */
export interface LessonFact {
  readonly tool: string;
  readonly input: string | null;
  readonly want: Seen;
  readonly actual: Seen;
  readonly isMet: boolean;
}

/** A task's live check, plus what the lesson shows from the engine (the error text written back, the always pattern). */
export interface LessonCheck {
  readonly isDone: boolean;
  readonly facts: readonly LessonFact[];
  /** The exact error the model receives for the denied call (deny-pattern lesson), when it is denied. */
  readonly deniedText: string | null;
  /** What Always would store for the asked command (ask lesson). */
  readonly alwaysPattern: string | null;
}

type Wanted = { readonly tool: string; readonly input: string | null; readonly want: Seen };

/** The facts each task checks, in the words of its task. */
const TASK_FACTS: Readonly<Record<LessonId, readonly Wanted[]>> = {
  'deny-star': [{ tool: 'bash', input: null, want: 'hidden' }],
  'deny-pattern': [
    { tool: 'edit', input: null, want: 'visible' },
    { tool: 'edit', input: 'secrets/key.txt', want: 'denied-at-execute' },
    { tool: 'edit', input: 'src/app.ts', want: 'allowed' },
  ],
  ask: [
    { tool: 'bash', input: 'git push origin main', want: 'asks' },
    { tool: 'bash', input: 'git status', want: 'allowed' },
  ],
};

function actualOf(analysis: Analysis, { tool, input }: Wanted): Seen {
  const hidden = hidingOf(tool, analysis).hidden;
  if (input === null) return hidden ? 'hidden' : 'visible';
  // Edit patterns are worktree-relative paths; a simple command's bash pattern is its own text.
  return checkCall(analysis, toolPermission(tool), input)?.stage ?? (hidden ? 'hidden' : 'visible');
}

function isMet(want: Seen, actual: Seen): boolean {
  return want === actual || (want === 'asks' && actual === 'default-ask');
}

function deniedTextOf(analysis: Analysis): string | null {
  const played = playScript([{ op: 'call', id: 'lesson', sessionID: 'ses_a', tool: 'edit', input: { filePath: 'secrets/key.txt' } }], analysis, null);
  const status = played?.calls[0]?.record?.status;
  return status?.kind === 'failed' ? status.error.message : null;
}

/** Checks a lesson's task against the analysis, live. */
export function toLessonCheck(id: LessonId, analysis: Analysis): LessonCheck {
  if (!analysis.agent) return { isDone: false, facts: [], deniedText: null, alwaysPattern: null };
  const facts = TASK_FACTS[id].map((w) => {
    const actual = actualOf(analysis, w);
    return { ...w, actual, isMet: isMet(w.want, actual) };
  });
  return {
    isDone: facts.every((f) => f.isMet),
    facts,
    deniedText: id === 'deny-pattern' ? deniedTextOf(analysis) : null,
    alwaysPattern: id === 'ask' ? alwaysPatternOf(['git', 'push', 'origin', 'main']) : null,
  };
}

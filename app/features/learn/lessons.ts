import type { Scenario } from '../../../engine/index.ts';

/** The three lessons, one per row of the design's table. */
export type LessonId = 'deny-star' | 'deny-pattern' | 'ask';

/** One guided lesson: the design row it teaches, a few sentences, the starting scenario and the task. */
export interface Lesson {
  readonly id: LessonId;
  readonly title: string;
  /** The row of the design's "where deny and ask land" table. */
  readonly row: { readonly rule: string; readonly seen: string; readonly atExecute: string };
  readonly text: readonly string[];
  readonly task: string;
  /** A hint that points at the editor without giving the answer away. */
  readonly hint: string;
  readonly scenario: Scenario;
}

const HOME = '/home/user';
const PROJECT = `${HOME}/project`;
/** The file every lesson edits. */
export const LESSON_FILE = `${PROJECT}/agentforge.json`;

function lessonScenario(title: string, permission: string): Scenario {
  const text = `{\n  "permission": {\n${permission}\n  }\n}\n`;
  return { version: 1, title, files: [{ path: LESSON_FILE, text }], env: {}, cwd: PROJECT, worktree: PROJECT, home: HOME, platform: 'linux', probes: [] };
}

/** The lessons in order. */
export const LESSONS: readonly Lesson[] = [
  {
    id: 'deny-star',
    title: 'deny with * — the tool disappears',
    row: { rule: '`deny` with pattern `*`', seen: 'No; removed from this turn’s tool table', atExecute: 'Never called' },
    text: [
      'When the LAST rule for a tool’s permission is a deny with the pattern *, resolveTools drops the tool: the model never sees it, so it can never call it.',
      'Only that last rule counts. A deny with any other pattern, or a * deny followed by another rule, keeps the tool visible.',
    ],
    task: 'Make bash hidden from the model.',
    hint: 'Change what "bash" is set to in agentforge.json.',
    scenario: lessonScenario('Lesson: deny with *', '    "read": "allow",\n    "bash": "ask"'),
  },
  {
    id: 'deny-pattern',
    title: 'deny with a pattern — visible, then refused',
    row: { rule: '`deny` with a specific pattern', seen: 'Yes', atExecute: 'Blocked when a denied path is hit, with the reason written back' },
    text: [
      'A deny with a specific pattern leaves the tool in the model’s tool table. The model calls it; the call is refused when its pattern matches, and the error text goes back to the model.',
      'Edit patterns are paths relative to the worktree, and the last matching rule wins: put the narrow deny after the broad allow.',
    ],
    task: 'Deny edits under secrets/ but keep edit visible (and src/app.ts editable).',
    hint: 'Turn "edit" into an object of pattern → action.',
    scenario: lessonScenario('Lesson: deny with a pattern', '    "edit": "allow"'),
  },
  {
    id: 'ask',
    title: 'ask — a question before it runs',
    row: { rule: '`ask`', seen: 'Yes', atExecute: 'A question goes out before execution; work continues after a decision' },
    text: [
      'An ask sends a question to the user before the tool runs: Once lets this call through, Always also stores an approval for the rest of the instance (every session), Reject fails the call and the session’s other open questions.',
      'For bash, Always stores the command’s prefix plus " *" (git push *), not the exact command.',
    ],
    task: 'Make `git push` ask, while `git status` stays allowed.',
    hint: 'Add a rule for git push after the "*" rule of "bash".',
    scenario: lessonScenario('Lesson: ask', '    "bash": {\n      "*": "allow"\n    }'),
  },
];

/** Finds a lesson by id. */
export function findLesson(id: string | null): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}

import { describe, expect, it } from 'vitest';
import { analyze, ASK_MESSAGES } from '../../../engine/index.ts';
import { LESSON_FILE, LESSONS, type LessonId } from './lessons.ts';
import { toLessonCheck } from './to-lesson-check.ts';

function withPermission(id: LessonId, permission: string) {
  const lesson = LESSONS.find((l) => l.id === id)!;
  return analyze({ ...lesson.scenario, files: [{ path: LESSON_FILE, text: `{ "permission": ${permission} }` }] });
}

describe('toLessonCheck', () => {
  it.each(LESSONS.map((l) => [l.id, l] as const))('%s starts unsolved', (_id, lesson) => {
    expect(toLessonCheck(lesson.id, analyze(lesson.scenario)).isDone).toBe(false);
  });

  const cases: readonly [LessonId, string, boolean][] = [
    ['deny-star', '{ "bash": "deny" }', true],
    ['deny-star', '{ "bash": { "git status": "allow", "*": "deny" } }', true],
    ['deny-star', '{ "bash": { "*": "deny", "git status": "allow" } }', false],
    ['deny-star', '{ "bash": { "rm *": "deny" } }', false],
    ['deny-star', '{ "*": "deny" }', true],
    ['deny-pattern', '{ "edit": { "*": "allow", "secrets/*": "deny" } }', true],
    ['deny-pattern', '{ "edit": { "secrets/*": "deny", "*": "allow" } }', false],
    ['deny-pattern', '{ "edit": "deny" }', false],
    ['deny-pattern', '{ "edit": { "*": "allow", "/home/user/project/secrets/*": "deny" } }', false],
    ['ask', '{ "bash": { "*": "allow", "git push *": "ask" } }', true],
    ['ask', '{ "bash": { "*": "allow", "git push": "ask" } }', false],
    ['ask', '{ "bash": { "git push *": "ask", "*": "allow" } }', false],
    ['ask', '{ "bash": "ask" }', false],
    ['ask', '{ "bash": { "*": "allow", "git push *": "deny" } }', false],
  ];
  it.each(cases)('%s with %s is done: %s', (id, permission, done) => {
    expect(toLessonCheck(id, withPermission(id, permission)).isDone).toBe(done);
  });

  it('shows the exact error the model receives once secrets/ is denied', () => {
    const analysis = withPermission('deny-pattern', '{ "edit": { "*": "allow", "secrets/*": "deny" } }');
    const relevant = analysis.ruleset.filter((r) => r.permission === '*' || r.permission === 'edit');
    expect(toLessonCheck('deny-pattern', analysis).deniedText).toBe(ASK_MESSAGES.denied(relevant));
  });

  it('names the always pattern from the arity table', () => {
    expect(toLessonCheck('ask', withPermission('ask', '{}')).alwaysPattern).toBe('git push *');
  });

  it.each(['', '{', '{ "permission": 7 }', 'null'])('broken text %j never throws and is not done', (text) => {
    const lesson = LESSONS[0]!;
    const analysis = analyze({ ...lesson.scenario, files: [{ path: LESSON_FILE, text }] });
    expect(() => toLessonCheck('deny-star', analysis)).not.toThrow();
    expect(toLessonCheck('deny-star', analysis).isDone).toBe(false);
  });
});

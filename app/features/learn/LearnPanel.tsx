import { usePlayground } from '../../store/store.ts';
import { findLesson, LESSON_FILE, LESSONS } from './lessons.ts';
import { LessonView } from './LessonView.tsx';
import '../../shared/simulator.css';

/** Learn mode: three short lessons on deny vs ask, each loading its own scenario and checking a task live. */
export function LearnPanel() {
  const lessonId = usePlayground((s) => s.learnLesson);
  const hasSaved = usePlayground((s) => s.learnSaved !== null);
  const startLesson = usePlayground((s) => s.startLesson);
  const restore = usePlayground((s) => s.restoreScenario);
  const lesson = findLesson(lessonId);
  return (
    <div className="learn">
      <nav aria-label="Lessons">
        <ol className="lesson-list">
          {LESSONS.map((l, i) => (
            <li key={l.id}>
              <button type="button" className="button" aria-current={l.id === lessonId ? 'step' : undefined} onClick={() => startLesson(l.id, l.scenario)}>
                Lesson {i + 1}: {l.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {hasSaved && (
        <p role="note">
          {lesson ? `This lesson loaded its own scenario (${LESSON_FILE.split('/').pop()}). ` : ''}Your own scenario is saved.{' '}
          <button type="button" className="button" onClick={restore}>
            Back to my scenario
          </button>
        </p>
      )}
      {lesson ? <LessonView lesson={lesson} /> : <p className="muted">Pick a lesson. Each one replaces the scenario with its own; you can come back to yours at any time.</p>}
    </div>
  );
}

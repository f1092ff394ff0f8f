import { STAGE_LABELS } from '../../../engine/index.ts';
import { useMemo } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { StageBadge } from '../../shared/StageBadge.tsx';
import type { Lesson } from './lessons.ts';
import { toLessonCheck, type Seen } from './to-lesson-check.ts';

function SeenBadge({ seen }: { readonly seen: Seen }) {
  return seen === 'visible' ? <span className="seen">Visible</span> : <StageBadge kind={seen} />;
}

const wantLabel = (seen: Seen): string => (seen === 'visible' ? 'Visible' : STAGE_LABELS[seen]);

/** One open lesson: the design row, the explanation, the task and its live check against the analysis. */
export function LessonView({ lesson }: { readonly lesson: Lesson }) {
  const analysis = useAnalysis();
  const check = useMemo(() => toLessonCheck(lesson.id, analysis), [lesson, analysis]);
  return (
    <article className="lesson" aria-label={`Lesson: ${lesson.title}`}>
      <h3>{lesson.title}</h3>
      <table className="grid" aria-label="The design's row">
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Can the model see the tool</th>
            <th scope="col">Behavior at execute time</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{lesson.row.rule}</td>
            <td>{lesson.row.seen}</td>
            <td>{lesson.row.atExecute}</td>
          </tr>
        </tbody>
      </table>
      {lesson.text.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <strong>Task:</strong> {lesson.task} <span className="muted">{lesson.hint}</span>
      </p>
      <div role="status" aria-label="Task check" className="decision">
        <p className={check.isDone ? 'lesson-done' : 'muted'}>{check.isDone ? 'Task done: the engine agrees.' : 'Not yet: edit agentforge.json in the Layers pane.'}</p>
        <ul className="lesson-facts">
          {check.facts.map((f) => (
            <li key={`${f.tool}:${f.input ?? ''}`}>
              <span aria-hidden="true">{f.isMet ? '✓' : '✗'}</span> <span className="mono">{f.tool}</span> {f.input !== null && <code>{f.input}</code>} should be {wantLabel(f.want)}; now: <SeenBadge seen={f.actual} />
            </li>
          ))}
        </ul>
        {check.deniedText && (
          <figure className="sim-error">
            <figcaption>Error the model receives for edit secrets/key.txt</figcaption>
            <pre>{check.deniedText}</pre>
          </figure>
        )}
        {check.alwaysPattern && (
          <p className="muted">
            When git push asks, Always would store <code>bash {JSON.stringify(check.alwaysPattern)} allow</code> for the whole instance. Try it in the Simulator tab.
          </p>
        )}
      </div>
    </article>
  );
}

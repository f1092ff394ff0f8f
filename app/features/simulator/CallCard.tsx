import type { AskReply, UnknownShellPath } from '../../../engine/index.ts';
import { RunModeOutcome } from '../../shared/run-mode/RunModeOutcome.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { AnswerControls } from './AnswerControls.tsx';
import type { CallView } from './to-call-view.ts';

interface Props {
  readonly view: CallView;
  /** Outside paths the shell tool took for files only because the scenario has no file or folder there. */
  readonly unknown?: readonly UnknownShellPath[];
  readonly onAnswer: (callID: string, reply: AskReply, message?: string) => void;
}

/** One played call: its outcome, every request it asked (in order), its shell segments, the open question or the error the model receives. */
export function CallCard({ view, unknown = [], onAnswer }: Props) {
  return (
    <li className="sim-call" aria-label={`${view.id} ${view.tool}`}>
      <p>
        <strong>{view.id}</strong> <span className="muted">{view.sessionID}</span> <span className="mono">{view.tool}</span> <code className="sim-input">{view.input}</code>{' '}
        {view.stage && <StageBadge kind={view.stage} />}
        {view.stage && view.isAnsweredByMode && <RunModeOutcome kind={view.stage} />} <span className="sim-outcome">{view.headline}</span>
      </p>
      {view.segments.length > 0 && (
        <ul className="shell-asks" aria-label={`Segments of ${view.id}`}>
          {view.segments.map((s, i) => (
            <li key={`${i}:${s.text}`}>
              <code>{s.text}</code>{' '}
              {s.pattern !== null ? (
                <span className="muted">
                  asks bash {JSON.stringify(s.pattern)}; Always stores {JSON.stringify(s.always)}
                </span>
              ) : (
                <span className="muted">not asked: {s.skipped}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {view.requests.length > 0 && (
        <ol className="sim-requests" aria-label={`Requests of ${view.id}`}>
          {view.requests.map((r, i) => (
            <li key={`${i}:${r.permission}`}>
              <span className="mono">{r.permission}</span> {r.patterns.map((p) => JSON.stringify(p)).join(', ')} <span className="muted">— {r.state}</span>
            </li>
          ))}
        </ol>
      )}
      {unknown.length > 0 && (
        <ul className="muted" aria-label={`Not in the scenario for ${view.id}`}>
          {unknown.map((u) => (
            <li key={u.resolved}>{u.note}</li>
          ))}
        </ul>
      )}
      {view.error && (
        <figure className="sim-error">
          <figcaption>Error the model receives ({view.error.tag})</figcaption>
          <pre aria-label={`Error for ${view.id}`}>{view.error.message}</pre>
        </figure>
      )}
      {view.waiting && <AnswerControls callID={view.id} request={view.waiting} onAnswer={(reply, message) => onAnswer(view.id, reply, message)} />}
    </li>
  );
}

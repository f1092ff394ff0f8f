import { useId, useState } from 'react';
import type { AskReply } from '../../../engine/index.ts';
import type { RequestView } from './to-call-view.ts';

interface Props {
  readonly callID: string;
  readonly request: RequestView;
  readonly onAnswer: (reply: AskReply, message?: string) => void;
}

/** The question a waiting call puts to the user, with Once, Always (and what it would store) and Reject (+ message). */
export function AnswerControls({ callID, request, onAnswer }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  return (
    <div className="sim-question" role="group" aria-label={`Question for ${callID}`}>
      <p>
        Allow <span className="mono">{request.permission}</span> for {request.patterns.map((p) => JSON.stringify(p)).join(', ')}?
      </p>
      <p className="muted">
        {request.always.length === 0 ? 'Always would store nothing (this request offers no always pattern).' : `Always would store: ${request.always.map((p) => `${request.permission} ${JSON.stringify(p)} allow`).join(', ')}`}
      </p>
      <div className="sim-answers">
        <button type="button" className="button" onClick={() => onAnswer('once')}>
          Once
        </button>
        <button type="button" className="button" onClick={() => onAnswer('always')}>
          Always
        </button>
        <label htmlFor={`${id}-msg`}>Reject message (optional)</label>
        <input id={`${id}-msg`} value={message} onChange={(e) => setMessage(e.target.value)} />
        <button type="button" className="button" onClick={() => onAnswer('reject', message)}>
          Reject
        </button>
      </div>
    </div>
  );
}

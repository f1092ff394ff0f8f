import { RUN_MODES, RUN_OUTCOME_LABELS, stageOf } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { LostRules, RuleLine } from '../../shared/rule/ExplainRules.tsx';
import { Sentence } from '../../shared/Sentence.tsx';
import type { ExplanationView } from './to-explanation.ts';

/** The explain card's body: the sentence, the stage, the winner, the losers, the Denied text and the run modes. */
export function ExplainCard({ view }: { readonly view: ExplanationView }) {
  const mode = usePlayground((s) => s.runMode);
  const e = view.explanation;
  const kind = stageOf(e.action, e.stage === 'hidden', e.isDefault);
  return (
    <div className="explain-body">
      <p className="explain-sentence" aria-label="Why">
        <Sentence parts={e.sentence} />.
      </p>
      <p className="explain-stage" aria-label="Stage">
        <StageBadge kind={kind} /> {e.stageText}
      </p>
      {e.ifCalled && (
        <p className="explain-if-called">
          If it could be called: <Sentence parts={e.ifCalled} />.
        </p>
      )}
      {e.winner ? (
        <p className="explain-winner" aria-label="Winning rule">
          Winning rule: <RuleLine rule={e.winner} />
        </p>
      ) : (
        e.fallback && <p className="explain-winner" aria-label="Default">{e.fallback}</p>
      )}
      <LostRules label="Rules that lost" rules={e.overridden} />
      <LostRules label="Rules for this permission that do not match" rules={e.unmatched} />
      {e.modelMessage && (
        <>
          <h4 className="explain-sub">Written back to the model</h4>
          <pre className="explain-message" aria-label="Written back to the model">{e.modelMessage}</pre>
        </>
      )}
      <table className="grid explain-modes" aria-label="Run modes">
        <caption className="caption">What this decision becomes in each run mode</caption>
        <tbody>
          {e.modes.map((o) => {
            const info = RUN_MODES.find((m) => m.mode === o.mode);
            return (
              <tr key={o.mode} aria-current={o.mode === mode ? 'true' : undefined} className={o.mode === mode ? 'mode-current' : undefined}>
                <th scope="row">{info?.label ?? o.mode}</th>
                <td>
                  <strong>{RUN_OUTCOME_LABELS[o.kind]}</strong> <span className="muted">{o.text}</span>
                  {o.modelMessage && o.kind === 'rejected' && <pre className="explain-message">{o.modelMessage}</pre>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

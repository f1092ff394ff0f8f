import { STAGE_HINTS, STAGE_LABELS, stageOf } from '../../../engine/index.ts';
import { ExplainButton } from '../../shared/ExplainButton.tsx';
import { RunModeOutcome } from '../../shared/RunModeOutcome.tsx';
import { RuleRef } from '../../shared/RuleRef.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import type { ComparedString } from '../../shared/to-compared-string.ts';
import type { DecisionView } from './to-decision-view.ts';
import { PathButton } from '../../shared/PathButton.tsx';

interface Props {
  readonly view: DecisionView;
  /** The compared string; null when the shell breakdown shows the compared patterns instead. */
  readonly compared: ComparedString | null;
  readonly permission: string;
  /** The check the explain card explains (the decisive pattern of a shell command); no button when absent. */
  readonly check?: { readonly permission: string; readonly input: string };
}

/** The decision in big words, the winning rule, the overridden ones struck through, and the compared string. */
export function DecisionPanel({ view, compared, permission, check }: Props) {
  return (
    <>
      <p className="decision-head">
        <StageBadge kind={view.stage} size="big" />
        <RunModeOutcome kind={view.stage} />{' '}
        <span className="decision-hint">{STAGE_HINTS[view.stage]}</span>
        {check && <> <ExplainButton target={{ kind: 'check', ...check }} name="this decision" /></>}
      </p>
      {view.isHidden && (
        <p className="decision-note">
          The model never sees a tool that asks with {permission}, so it cannot make this call. If it could, the rules would say: <strong>{STAGE_LABELS[stageOf(view.action, false)]}</strong>.
        </p>
      )}
      {view.winner ? (
        <p className="decision-winner">
          <span className="decision-action">{view.action}</span> by <RuleRef source={view.winner.source} index={view.winner.index} />, {view.summary}
          <PathButton selection={{ kind: 'rule', index: view.winner.index }} name={`rule #${view.winner.index}`} />
        </p>
      ) : (
        <p className="decision-winner">No rule matched: default ask</p>
      )}
      {view.overridden.length > 0 && (
        <ul className="overridden" aria-label="Overridden rules">
          {view.overridden.map((line) => (
            <li key={line.index}>
              <s>
                {line.action} <RuleRef source={line.source} index={line.index} />
              </s>{' '}
              <span className="muted">overridden by a later rule</span>
            </li>
          ))}
        </ul>
      )}
      {compared && (
        <p className="compared">
          Compared: <code>{JSON.stringify(compared.value)}</code>
          {compared.note && <span className="muted"> — {compared.note}</span>}
        </p>
      )}
    </>
  );
}

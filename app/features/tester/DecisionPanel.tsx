import { STAGE_LABELS, stageOf, type ComparedInput } from '../../../engine/index.ts';
import { ExplainButton } from '../../shared/rule/ExplainButton.tsx';
import { RunModeOutcome } from '../../shared/run-mode/RunModeOutcome.tsx';
import { RuleRef } from '../../shared/rule/RuleRef.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { usePlayground } from '../../store/store.ts';
import type { DecisionView } from './to-decision-view.ts';
import { toStageHint } from './to-stage-hint.ts';
import { PathButton } from '../../shared/PathButton.tsx';

interface Props {
  readonly view: DecisionView;
  /** The compared string; null when the shell breakdown shows the compared patterns instead. */
  readonly compared: ComparedInput | null;
  readonly permission: string;
  /** The check the explain card explains (the decisive pattern of a shell command); no button when absent. */
  readonly check?: { readonly permission: string; readonly input: string };
  /** The external_directory decision a file tool asks before its own, for a path outside the cwd and the worktree. */
  readonly outside?: { readonly pattern: string; readonly view: DecisionView } | null;
}

/** The external_directory request asked before the tool's own, with its decision and what it does to the call. */
function OutsideDecision({ permission, pattern, view }: { readonly permission: string; readonly pattern: string; readonly view: DecisionView }) {
  const mode = usePlayground((s) => s.runMode);
  return (
    <p className="decision-outside" role="note" aria-label="External directory decision">
      Asked first: <span className="mono">external_directory</span> <code>{JSON.stringify(pattern)}</code> <StageBadge kind={view.stage} />
      <RunModeOutcome kind={view.stage} />{' '}
      {view.winner ? (
        <>
          by <RuleRef source={view.winner.source} index={view.winner.index} />
        </>
      ) : (
        'no rule matched: default ask'
      )}
      <span className="muted">
        {' '}
        — {toStageHint(view.stage, mode)}; {view.action === 'allow' ? `then ${permission} is asked as above` : view.action === 'deny' ? `the call ends here: ${permission} is never asked` : `${permission} is asked only if this one is allowed`}
      </span>
    </p>
  );
}

/** The decision in big words, the winning rule, the overridden ones struck through, and the compared string. */
export function DecisionPanel({ view, compared, permission, check, outside }: Props) {
  const mode = usePlayground((s) => s.runMode);
  return (
    <>
      <p className="decision-head">
        <StageBadge kind={view.stage} size="big" />
        <RunModeOutcome kind={view.stage} />{' '}
        <span className="decision-hint">{toStageHint(view.stage, mode)}</span>
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
      {outside && <OutsideDecision permission={permission} pattern={outside.pattern} view={outside.view} />}
      {compared && (
        <p className="compared">
          Compared: <code>{JSON.stringify(compared.value)}</code>
          {compared.note && <span className="muted"> — {compared.note}</span>}
        </p>
      )}
      {compared?.unknownNote && (
        <p className="muted" role="note" aria-label="Not in the scenario">
          {compared.unknownNote}
        </p>
      )}
    </>
  );
}

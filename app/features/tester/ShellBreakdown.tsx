import { type ShellCallDecision, type Layer, type ShellAnalysis, stageOf } from '../../../engine/index.ts';
import { RuleRef } from '../../shared/rule/RuleRef.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { toRuleSource } from '../../shared/rule/to-rule-source.ts';

interface Props {
  readonly analysis: ShellAnalysis;
  readonly outcome: ShellCallDecision;
  readonly layers: readonly Layer[];
  readonly worktree: string;
  readonly home: string;
}

/** Every request the shell tool makes for the command, each pattern with its own decision, what "always" would store, and what it skips. */
export function ShellBreakdown({ analysis, outcome, layers, worktree, home }: Props) {
  const silent = analysis.segments.filter((s) => s.kind === 'silent');
  return (
    <div className="shell-breakdown">
      <p className="muted">The shell tool splits the command and asks about each part, outside directories first; the call runs only if every part is allowed (a deny anywhere refuses it).</p>
      {outcome.requests.length === 0 ? (
        <p>Nothing to ask: the command runs without a permission check.</p>
      ) : (
        <ol className="shell-asks" aria-label="Asked patterns">
          {outcome.requests.map((request, r) =>
            request.patterns.map((ask, i) => (
              <li key={`${request.permission}:${ask.pattern}:${r}:${i}`}>
                <StageBadge kind={stageOf(ask.decision.action, false, ask.decision.isDefault)} /> <span className="mono">{request.permission}</span> <code>{JSON.stringify(ask.pattern)}</code>
                {ask.decision === outcome.decisive?.decision && <strong> (decides)</strong>}
                {outcome.deniedAt !== null && r > outcome.deniedAt && <span className="muted"> never asked: an earlier request is denied</span>}{' '}
                <span className="muted">{ask.decision.rule ? 'by ' : 'no rule matched: default ask'}</span>
                {ask.decision.rule && <RuleRef source={toRuleSource(ask.decision.rule, layers, worktree, home)} index={ask.decision.index} />}
              </li>
            )),
          )}
        </ol>
      )}
      {outcome.requests.length > 0 && (
        <ul className="shell-always" aria-label="Always would store">
          {outcome.requests.map((request, r) => (
            <li key={`${request.permission}:${r}`}>
              &ldquo;Always&rdquo; on the {request.permission} question would store: {request.always.length ? request.always.map((a) => <code key={a}>{` ${request.permission} ${JSON.stringify(a)} allow `}</code>) : 'nothing'}
            </li>
          ))}
        </ul>
      )}
      {silent.length > 0 && (
        <ul className="shell-silent" aria-label="Not asked">
          {silent.map((s, i) => (
            <li key={`${s.span.start}:${i}`}>
              <code>{s.text}</code> <span className="muted">not asked: {s.explanation}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

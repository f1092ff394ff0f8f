import { useMemo } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { RuleRef } from '../../shared/RuleRef.tsx';
import { toRuleRows } from './to-rule-rows.ts';
import { PathButton } from '../../shared/PathButton.tsx';
import { FixButton } from '../../shared/FixButton.tsx';
import { toShadowFixRequest } from '../../shared/to-fix-target.ts';

/** The effective rules of the agent in evaluation order (last match wins), with origins and unreachable-rule lints. */
export function RulesTable() {
  const analysis = useAnalysis();
  const rows = useMemo(
    () => toRuleRows(analysis.ruleset, analysis.lints, analysis.load.layers, analysis.scenario.worktree, analysis.scenario.home, analysis.ruleLints),
    [analysis],
  );
  if (!analysis.agent) return <p className="empty">No agent is selected, so there are no rules to show.</p>;
  return (
    <table aria-label="Effective rules" className="grid rules-table">
      <caption className="caption">
        Agent <strong>{analysis.agent.name}</strong>: {rows.length} rules in evaluation order; the last matching rule wins.
        {analysis.sessionRules.length > 0 && ` The last ${analysis.sessionRules.length} come from this request (session rules).`}
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Permission</th>
          <th scope="col">Pattern</th>
          <th scope="col">Action</th>
          <th scope="col">From</th>
          <th scope="col">Lint</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.index} className={[row.source.isSession ? 'row-session' : '', row.coveredBy !== null ? 'row-dead' : ''].join(' ').trim() || undefined}>
            <td className="mono">
              {row.index}
              <PathButton selection={{ kind: 'rule', index: row.index }} name={`rule #${row.index}`} />
            </td>
            <td className="mono">{row.permission}</td>
            <td className="mono">{row.pattern}</td>
            <td>
              <span className={`action action-${row.action}`}>{row.action}</span>
            </td>
            <td>
              <RuleRef source={row.source} index={null} />
            </td>
            <td>
              {row.coveredBy !== null ? <span className="lint">can never win: covered by #{row.coveredBy}</span> : null}
              {row.coveredBy !== null && !row.source.isSession && <FixButton request={toShadowFixRequest(row, analysis.agent?.key ?? null)} text="Quick fix" />}
              {row.globIntuition && (
                <div className="muted" role="note" aria-label={`Glob reading of rule #${row.index}`}>
                  {row.globIntuition.detail}
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { Fragment, useMemo } from 'react';
import { APPROVAL_WORDS, approvalEffects, TOOL_TABLE_WORDS } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { LocationButton, RuleRef } from '../../shared/rule/RuleRef.tsx';
import { useApprovals } from '../../shared/use-approvals.ts';
import { toApprovalRuleRows, toLostLegacyRows, toRuleRows, type LostLegacyRuleRow } from './to-rule-rows.ts';
import { PathButton } from '../../shared/PathButton.tsx';
import { FixButton } from '../../shared/fix/FixButton.tsx';
import { toShadowFixRequest } from '../../shared/fix/to-fix-target.ts';
import './rules.css';

/** A legacy value that lost when folded, shown in the row before the rule that beat it. */
function LostRow({ row }: { readonly row: LostLegacyRuleRow }) {
  return (
    <tr className="row-lost">
      <td className="mono">—</td>
      <td colSpan={3}>
        <span className="lost-value">{row.value}</span> <span className="muted">({row.scope})</span>
      </td>
      <td>{row.location && row.locationText && <LocationButton source={{ label: '', origin: '', layer: null, location: row.location, locationText: row.locationText, isSession: false }} />}</td>
      <td>
        <span className="lint">
          {TOOL_TABLE_WORDS.lostLegacyHead}: {row.lostTo}
        </span>
      </td>
    </tr>
  );
}

/** The effective rules of the agent in evaluation order (last match wins), with origins and unreachable-rule lints. */
export function RulesTable() {
  const analysis = useAnalysis();
  const rows = useMemo(
    () => toRuleRows(analysis.ruleset, analysis.lints, analysis.load.layers, analysis.scenario.worktree, analysis.scenario.home, analysis.ruleLints),
    [analysis],
  );
  const approved = useApprovals(analysis);
  const approvals = useMemo(() => toApprovalRuleRows(approvalEffects(approved, analysis.ruleset, analysis.scenario.platform)), [approved, analysis]);
  const lost = useMemo(
    () => toLostLegacyRows(analysis.lostLegacy, analysis.ruleset, analysis.agent?.key ?? null, analysis.scenario),
    [analysis],
  );
  const lostBefore = (index: number) => lost.filter((l) => l.before === index);
  if (!analysis.agent) return <p className="empty">No agent is selected, so there are no rules to show.</p>;
  return (
    <table aria-label="Effective rules" className="grid rules-table">
      <caption className="caption">
        Agent <strong>{analysis.agent.name}</strong>: {rows.length} rules in evaluation order; the last matching rule wins.
        {analysis.sessionRules.length > 0 && ` The last ${analysis.sessionRules.length} come from this request (session rules).`}
        {approvals.length > 0 && ` After them: ${approvals.length} ${APPROVAL_WORDS.heading.toLowerCase()}, evaluated last.`}
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
          <Fragment key={row.index}>
          {lostBefore(row.index).map((l) => <LostRow key={`${l.scope} ${l.value}`} row={l} />)}
          <tr className={[row.source.isSession ? 'row-session' : '', row.coveredBy !== null ? 'row-dead' : ''].join(' ').trim() || undefined}>
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
              {row.neverMatches && (
                <div className="lint" role="note" aria-label={`Never matches: rule #${row.index}`}>
                  {row.neverMatches.detail}
                </div>
              )}
            </td>
          </tr>
          </Fragment>
        ))}
        {lostBefore(rows.length).map((l) => <LostRow key={`${l.scope} ${l.value}`} row={l} />)}
        {approvals.map((a) => (
          <tr key={`approval ${a.index}`} className="row-session row-approval">
            <td className="mono">{a.index}</td>
            <td className="mono">{a.permission}</td>
            <td className="mono">{a.pattern}</td>
            <td>
              <span className="action action-allow">allow</span>
            </td>
            <td>
              <span className="session-mark">{a.label}</span>
            </td>
            <td>{a.beat && <span className="approval-beat">{a.beat}</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

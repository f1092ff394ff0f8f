import { Fragment, useMemo, useState } from 'react';
import { APPROVAL_WORDS, approvalEffects } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { useApprovals } from '../../shared/use-approvals.ts';
import { ACTION_CHOICE, ListFilter } from '../../shared/list-filter/ListFilter.tsx';
import { EMPTY_FILTER, toCountText } from '../../shared/list-filter/to-list-filter.ts';
import { useRowWindow } from '../../ui/use-row-window.ts';
import { Breakable } from '../../ui/Breakable.tsx';
import { toApprovalRuleRows, toLostLegacyRows, toRuleRows } from './to-rule-rows.ts';
import { filterRuleRows, RULE_LINT_OPTIONS, toRuleLayerOptions } from './to-rule-filter.ts';
import { LostRow, RuleRowView } from './RuleRowView.tsx';
import './rules.css';

const COLUMNS = 6;

/** The effective rules of the agent in evaluation order (last match wins), with origins and lints; filtered, and windowed when long. */
export function RulesTable() {
  const analysis = useAnalysis();
  const rows = useMemo(
    () => toRuleRows(analysis.ruleset, analysis.lints, analysis.load.layers, analysis.scenario.worktree, analysis.scenario.home, analysis.ruleLints),
    [analysis],
  );
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const shown = useMemo(() => filterRuleRows(rows, filter), [rows, filter]);
  const layers = useMemo(() => toRuleLayerOptions(rows).map((l) => ({ value: l, label: l })), [rows]);
  const approved = useApprovals(analysis);
  const approvals = useMemo(() => toApprovalRuleRows(approvalEffects(approved, analysis.ruleset, analysis.scenario.platform)), [approved, analysis]);
  const lost = useMemo(
    () => toLostLegacyRows(analysis.lostLegacy, analysis.ruleset, analysis.agent?.key ?? null, analysis.scenario),
    [analysis],
  );
  const { anchorRef, window: win } = useRowWindow<HTMLTableSectionElement>(shown.length, 34);
  if (!analysis.agent) return <p className="empty">No agent is selected, so there are no rules to show.</p>;
  const agentKey = analysis.agent.key;
  const lostBefore = (index: number) => lost.filter((l) => l.before === index);
  const isAtEnd = win.end === shown.length;
  return (
    <>
      <ListFilter
        name="rules"
        filter={filter}
        onFilter={setFilter}
        count={toCountText(shown.length, rows.length, ['rule', 'rules'])}
        textLabel="Filter rules"
        placeholder="permission, pattern or key"
        actions={ACTION_CHOICE}
        layers={{ label: 'Layer', any: 'any layer', options: layers }}
        kinds={{ label: 'Lint', any: 'with or without lints', options: RULE_LINT_OPTIONS }}
      />
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
        <tbody ref={anchorRef}>
          {win.padTop > 0 && (
            <tr aria-hidden="true" className="row-spacer" style={{ height: win.padTop }}>
              <td colSpan={COLUMNS} />
            </tr>
          )}
          {shown.slice(win.start, win.end).map((row) => (
            <Fragment key={row.index}>
              {lostBefore(row.index).map((l) => <LostRow key={`${l.scope} ${l.value}`} row={l} />)}
              <RuleRowView row={row} agentKey={agentKey} />
            </Fragment>
          ))}
          {win.padBottom > 0 && (
            <tr aria-hidden="true" className="row-spacer" style={{ height: win.padBottom }}>
              <td colSpan={COLUMNS} />
            </tr>
          )}
          {isAtEnd && lostBefore(rows.length).map((l) => <LostRow key={`${l.scope} ${l.value}`} row={l} />)}
          {isAtEnd &&
            approvals.map((a) => (
              <tr key={`approval ${a.index}`} className="row-session row-approval">
                <td className="mono">{a.index}</td>
                <td className="mono">
                  <Breakable text={a.permission} />
                </td>
                <td className="mono">
                  <Breakable text={a.pattern} />
                </td>
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
      {shown.length === 0 && <p className="empty">No rule matches the filter.</p>}
    </>
  );
}

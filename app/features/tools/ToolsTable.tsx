import { APPROVAL_WORDS, TOOL_TABLE_WORDS } from '../../../engine/index.ts';
import { memo, useMemo, useState } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { useApprovals } from '../../shared/use-approvals.ts';
import { ExplainButton } from '../../shared/rule/ExplainButton.tsx';
import { RunModeOutcome } from '../../shared/run-mode/RunModeOutcome.tsx';
import { LocationButton, RuleRef } from '../../shared/rule/RuleRef.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { toToolRows, type ToolRow } from './to-tool-rows.ts';
import { createRowKeeper } from '../../shared/keep-equal-rows.ts';
import { PathButton } from '../../shared/PathButton.tsx';
import { usePlayground } from '../../store/store.ts';
import { toLoadFailure } from './to-load-failure.ts';
import { Breakable } from '../../ui/Breakable.tsx';
import './tools.css';

const W = TOOL_TABLE_WORDS.columns;

/** The Tools table: for each tool, whether the model sees it, what a bare call gets, and why. */
export function ToolsTable() {
  const analysis = useAnalysis();
  const approved = useApprovals(analysis);
  // A row that reads as before is the same object, so only the rows a keystroke changed render again.
  const [keepRows] = useState(() => createRowKeeper<ToolRow>((row) => row.tool));
  const rows = useMemo(
    () =>
      keepRows(toToolRows({
        tools: analysis.tools,
        ruleset: analysis.ruleset,
        layers: analysis.load.layers,
        worktree: analysis.scenario.worktree,
        home: analysis.scenario.home,
        platform: analysis.scenario.platform,
        model: analysis.scenario.model,
        stories: analysis.toolStories,
        approved,
      })),
    [keepRows, analysis, approved],
  );
  const reveal = usePlayground((s) => s.reveal);
  const failure = useMemo(() => toLoadFailure(analysis), [analysis]);
  if (failure) {
    const location = failure.location;
    return (
      <p className="empty" role="alert">
        {failure.sentence}{' '}
        {location ? (
          <button type="button" className="location" title={`Show ${failure.label} in the editor`} onClick={() => reveal(location)}>
            {failure.label}
          </button>
        ) : (
          <span className="mono">{failure.label}</span>
        )}
      </p>
    );
  }
  if (!analysis.agent) return <p className="empty">No agent is selected, so no tool can be shown. See the Agent picker for the reason.</p>;
  return (
    <table aria-label="Tools" className="grid tools-table">
      <caption className="caption">
        Agent <strong>{analysis.agent.name}</strong>: {rows.filter((r) => !r.visible).length} of {rows.length} tools hidden from the model
      </caption>
      <thead>
        <tr>
          <th scope="col">{W.tool}</th>
          <th scope="col">{W.permission}</th>
          <th scope="col">{W.seen}</th>
          <th scope="col" title={W.usualHint}>{W.usual}</th>
          <th scope="col">{W.someInputs}</th>
          <th scope="col">{W.why}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ToolRowView key={row.tool} row={row} />
        ))}
      </tbody>
    </table>
  );
}

/** One tool's row; renders again only when its row changed. */
const ToolRowView = memo(function ToolRowView({ row }: { readonly row: ToolRow }) {
  return (
    <tr key={row.tool} className={row.visible ? undefined : 'row-hidden'}>
      <th scope="row" className="mono">
        <Breakable text={row.subject ?? row.tool} />
        {row.isReplacedByApplyPatch && <span className="note"> not offered to this model: it gets apply_patch</span>}
      </th>
      <td className="mono">
        <Breakable text={row.permissionText} />
      </td>
      <td>{row.visible ? <span className="seen">Visible</span> : <StageBadge kind="hidden" />}</td>
      <td>
        {row.bare ? <><StageBadge kind={row.bare} /><RunModeOutcome kind={row.bare} /></> : <span className="muted">never called</span>}
        {row.approval && (
          <div className="tool-approval" role="note" aria-label={`Approval for ${row.tool}`}>
            {APPROVAL_WORDS.allowedBy}: {row.approval.label}
            {row.approval.beat && <>; {row.approval.beat}</>}
          </div>
        )}
      </td>
      <td>
        {row.witnesses.length === 0 ? (
          <span className="muted">—</span>
        ) : (
          <ul className="some-inputs">
            {row.witnesses.map((w) => (
              <li key={w.kind}>
                {w.text}
                {w.input !== null && (
                  <>
                    {': '}
                    {w.source ? <RuleRef source={w.source} index={w.index} /> : <span className="muted">{TOOL_TABLE_WORDS.noRuleMatches}</span>}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className="why">
        <span>{row.reason.text}</span>
        {row.reason.source && (
          <>
            {': '}
            <RuleRef source={row.reason.source} index={row.reason.index} />
          </>
        )}{' '}
        <ExplainButton target={{ kind: 'tool', tool: row.tool }} name={row.tool} />
        <PathButton selection={{ kind: 'tool', tool: row.tool }} name={`tool ${row.tool}`} />
        {row.lostLegacy.length > 0 && (
          <ul className="lost-legacy" aria-label={`${TOOL_TABLE_WORDS.lostLegacyHead}s for ${row.tool}`}>
            {row.lostLegacy.map((l) => (
              <li key={`${l.scope} ${l.value}`}>
                <span className="lost-value">{l.value}</span>{' '}
                {l.location && l.locationText && <LocationButton source={{ label: '', origin: '', layer: null, location: l.location, locationText: l.locationText, isSession: false }} />}{' '}
                <span className="muted">({l.scope})</span> {l.lostTo}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
});

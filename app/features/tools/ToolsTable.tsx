import { STAGE_LABELS } from '../../../engine/index.ts';
import { useMemo } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { ExplainButton } from '../../shared/ExplainButton.tsx';
import { RunModeOutcome } from '../../shared/RunModeOutcome.tsx';
import { RuleRef } from '../../shared/RuleRef.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { toToolRows } from './to-tool-rows.ts';
import { PathButton } from '../../shared/PathButton.tsx';

/** The Tools table: for each tool, whether the model sees it, what a bare call gets, and why. */
export function ToolsTable() {
  const analysis = useAnalysis();
  const rows = useMemo(
    () =>
      toToolRows({
        tools: analysis.tools,
        ruleset: analysis.ruleset,
        layers: analysis.load.layers,
        worktree: analysis.scenario.worktree,
        home: analysis.scenario.home,
        platform: analysis.scenario.platform,
        model: analysis.scenario.model,
      }),
    [analysis],
  );
  if (!analysis.agent) return <p className="empty">No agent is selected, so no tool can be shown. See the Agent picker for the reason.</p>;
  return (
    <table aria-label="Tools" className="grid tools-table">
      <caption className="caption">
        Agent <strong>{analysis.agent.name}</strong>: {rows.filter((r) => !r.visible).length} of {rows.length} tools hidden from the model
      </caption>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col">Permission</th>
          <th scope="col">Model sees</th>
          <th scope="col" title="A call whose input only catch-all (*) rules match">Bare call</th>
          <th scope="col">Some inputs</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.tool} className={row.visible ? undefined : 'row-hidden'}>
            <th scope="row" className="mono">
              {row.tool}
              {row.isReplacedByApplyPatch && <span className="note"> not offered to this model: it gets apply_patch</span>}
            </th>
            <td className="mono">{row.permission}</td>
            <td>{row.visible ? <span className="seen">Visible</span> : <StageBadge kind="hidden" />}</td>
            <td>{row.bare ? <><StageBadge kind={row.bare} /><RunModeOutcome kind={row.bare} /></> : <span className="muted">never called</span>}</td>
            <td>
              {row.someInputs.length === 0 ? (
                <span className="muted">—</span>
              ) : (
                <span className="some-inputs">{row.someInputs.map((k) => `${STAGE_LABELS[k]} for some inputs`).join('; ')}</span>
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
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

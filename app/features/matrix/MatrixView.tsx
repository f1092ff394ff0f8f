import { useId, useMemo, useState } from 'react';
import { stageOf } from '../../../engine/index.ts';
import { analysisOf, lastAnalysisDurationMs, useScenario } from '../../store/selectors.ts';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { shouldOffloadView } from '../../worker/view/to-offload-view.ts';
import { useViewResult } from '../../worker/view/view-runner.ts';
import { Breakable } from '../../ui/Breakable.tsx';
import './matrix.css';
import { MAX_MATRIX_ROWS, toCellText, toCellTitle, toShownNote } from './to-matrix-view.ts';
import { filterMatrix, MATRIX_STATUS_OPTIONS } from './to-matrix-filter.ts';
import { ListFilter } from '../../shared/list-filter/ListFilter.tsx';
import { EMPTY_FILTER, toCountText } from '../../shared/list-filter/to-list-filter.ts';

/** Agents × tools (what each agent's model sees and gets), then tools × probe inputs for one agent. */
export function MatrixView() {
  const scenario = useScenario();
  const [agent, setAgent] = useState('');
  const job = useMemo(() => ({ kind: 'matrix', scenario, agent: agent || null }) as const, [scenario, agent]);
  // Big scenarios are computed in the view worker; until it answers for this text, nothing older is shown.
  const { result } = useViewResult(job, { isBig: shouldOffloadView(job, lastAnalysisDurationMs()), analysisOf });
  const id = useId();
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const matrixRows = result?.matrix.rows;
  const filtered = useMemo(() => filterMatrix(result?.matrix.tools ?? [], (matrixRows ?? []).slice(0, MAX_MATRIX_ROWS), filter), [result, matrixRows, filter]);
  if (!result) {
    return (
      <p role="status" className="empty">
        Computing the matrix for the current text…
      </p>
    );
  }
  const { matrix, probes, selectedAgent } = result;
  const rows = matrix.rows.slice(0, MAX_MATRIX_ROWS);
  const rowsNote = toShownNote(rows.length, matrix.agentCount, 'agents');
  if (matrix.agentCount === 0) return <p className="empty">No agents: the config does not load. See the diagnostics.</p>;
  const shownTools = new Set(filtered.tools);
  return (
    <div className="matrix">
      <ListFilter
        name="agents and tools"
        filter={filter}
        onFilter={setFilter}
        count={`${toCountText(filtered.rows.length, rows.length, ['agent', 'agents'])}, ${toCountText(filtered.tools.length, matrix.tools.length, ['tool', 'tools'])}`}
        textLabel="Filter agents and tools"
        placeholder="agent, mode or tool"
        kinds={{ label: 'Status', any: 'any status', options: MATRIX_STATUS_OPTIONS }}
      />
      <table aria-label="Agents and tools" className="grid matrix-table wrapping-badges">
        <caption className="caption">Each agent × tool: hidden from the model, or what a bare call gets, and what some inputs get</caption>
        <thead>
          <tr>
            <th scope="col">Agent</th>
            {filtered.tools.map((t) => (
              <th key={t} scope="col" className="mono">
                <Breakable text={t} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filtered.rows.map((row) => (
            <tr key={row.agent} className={row.isSelected ? 'matrix-selected' : undefined}>
              <th scope="row" className="mono">
                <Breakable text={row.agent} />
                <span className="note"> {row.mode}{row.isHidden ? ', hidden' : ''}{row.isSelected ? ', selected' : ''}</span>
              </th>
              {row.cells.filter((c) => shownTools.has(c.tool)).map((c) => (
                <td key={c.tool} className={`matrix-cell matrix-${c.status}`} title={toCellTitle(c)}>
                  {toCellText(c)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rowsNote && (
        <p className="note" role="note">
          {rowsNote}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-agent`}>Matrix agent</label>
        <select id={`${id}-agent`} value={agent} onChange={(e) => setAgent(e.target.value)}>
          <option value="">selected agent ({selectedAgent ?? 'none'})</option>
          {rows.map((r) => (
            <option key={r.agent} value={r.agent}>
              {r.agent}
            </option>
          ))}
        </select>
      </div>
      {probes.inputs.length === 0 ? (
        <p className="empty">No probes yet: add some in the Probes tab to see every tool against their inputs.</p>
      ) : (
        <table aria-label="Tools and probe inputs" className="grid matrix-table wrapping-badges">
          <caption className="caption">
            Agent <strong>{probes.agent ?? 'none'}</strong>: every tool against every probe input
            {probes.inputsLeftOut > 0 && `, ${probes.inputsLeftOut} more inputs left out`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              {probes.inputs.map((input) => (
                <th key={input} scope="col" className="mono">
                  {input === '' ? '(empty)' : <Breakable text={input} />}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {probes.rows.map((row) => (
              <tr key={row.tool}>
                <th scope="row" className="mono">
                  <Breakable text={row.tool} />
                </th>
                {row.cells.map((c) => (
                  <td key={c.input}>
                    <StageBadge kind={stageOf(c.decision.action, c.stage === 'hidden', c.decision.isDefault)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

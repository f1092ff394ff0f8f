import { useMemo, useState } from 'react';
import { Breakable } from '../../ui/Breakable.tsx';
import type { RuleAction } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { ExplainButton } from '../../shared/rule/ExplainButton.tsx';
import { FixButton } from '../../shared/fix/FixButton.tsx';
import { toProbeFixRequest } from '../../shared/fix/to-fix-target.ts';
import { RunModeOutcome } from '../../shared/run-mode/RunModeOutcome.tsx';
import { RuleRef } from '../../shared/rule/RuleRef.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { AddProbeForm } from './AddProbeForm.tsx';
import { PasteProbes } from './PasteProbes.tsx';
import './probes.css';
import { toProbeRows, toProbeSummary, type ProbeRow } from './to-probe-rows.ts';
import { filterProbeRows, PROBE_RESULT_OPTIONS, toProbeLayerOptions } from './to-probe-filter.ts';
import { ACTION_CHOICE, ListFilter } from '../../shared/list-filter/ListFilter.tsx';
import { EMPTY_FILTER, toCountText } from '../../shared/list-filter/to-list-filter.ts';
import { useRowWindow } from '../../ui/use-row-window.ts';

const VERDICT_WORDS = { pass: 'Pass', fail: 'Fail', none: 'No expectation', undecided: 'Not decided' } as const;

function ExpectSelect({ row }: { readonly row: ProbeRow }) {
  const scenario = usePlayground((s) => s.scenario);
  const updateProbe = usePlayground((s) => s.updateProbe);
  const probe = scenario.probes[row.index];
  if (!probe) return null;
  return (
    <select
      aria-label={`Expected action of probe ${row.index + 1}`}
      value={row.expect ?? ''}
      onChange={(e) => {
        const { expect: _old, ...rest } = probe;
        updateProbe(row.index, e.target.value ? { ...rest, expect: e.target.value as RuleAction } : rest);
      }}
    >
      <option value="">none</option>
      <option value="allow">allow</option>
      <option value="ask">ask</option>
      <option value="deny">deny</option>
    </select>
  );
}

/** The Probes table: many checks at once, each with its expected action, live verdict, decision and reason. */
export function ProbeTable() {
  const analysis = useAnalysis();
  const removeProbe = usePlayground((s) => s.removeProbe);
  const rows = useMemo(() => toProbeRows(analysis), [analysis]);
  const summary = toProbeSummary(rows);
  const [filter, setFilter] = useState(EMPTY_FILTER);
  const shown = useMemo(() => filterProbeRows(rows, filter), [rows, filter]);
  const layers = useMemo(() => toProbeLayerOptions(rows).map((l) => ({ value: l, label: l })), [rows]);
  const { anchorRef, window: win } = useRowWindow<HTMLTableSectionElement>(shown.length, 60);
  return (
    <div className="probes">
      <AddProbeForm />
      <PasteProbes />
      <p role="status" aria-label="Probe summary" className={summary.failed > 0 ? 'probe-summary probe-summary-fail' : 'probe-summary'}>
        {summary.total === 0 ? 'No probes yet: add one above, or paste a list.' : `${summary.total} probes: ${summary.passed} pass, ${summary.failed} fail`}
      </p>
      {rows.length > 0 && (
        <ListFilter
          name="probes"
          filter={filter}
          onFilter={setFilter}
          count={toCountText(shown.length, rows.length, ['probe', 'probes'])}
          textLabel="Filter probes"
          placeholder="permission, input or agent"
          actions={{ ...ACTION_CHOICE, label: 'Decision' }}
          layers={{ label: 'Layer', any: 'any layer', options: layers }}
          kinds={{ label: 'Result', any: 'any result', options: PROBE_RESULT_OPTIONS }}
        />
      )}
      {rows.length > 0 && (
        <table aria-label="Probes" className="grid probes-table wrapping-badges">
          <thead>
            <tr>
              <th scope="col">Probe</th>
              <th scope="col">Agent</th>
              <th scope="col">Expected</th>
              <th scope="col">Result</th>
              <th scope="col">Decision</th>
              <th scope="col">Why</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody ref={anchorRef}>
            {win.padTop > 0 && (
              <tr aria-hidden="true" className="row-spacer" style={{ height: win.padTop }}>
                <td colSpan={7} />
              </tr>
            )}
            {shown.slice(win.start, win.end).map((row) => (
              <tr key={row.index} className={`probe-${row.verdict}`}>
                <th scope="row" className="mono">
                  <Breakable text={row.permission} />{' '}
                  <span className="probe-input">{row.input === '' ? '(empty)' : <Breakable text={row.input} />}</span>
                </th>
                <td>{row.agent ?? <span className="muted">selected</span>}</td>
                <td>
                  <ExpectSelect row={row} />
                </td>
                <td>
                  <span className={`verdict verdict-${row.verdict}`}>{VERDICT_WORDS[row.verdict]}</span>
                  {row.mismatch && <div className="mismatch">{row.mismatch}</div>}
                  <FixButton request={toProbeFixRequest(row)} />
                </td>
                <td>{row.stage ? <><StageBadge kind={row.stage} /><RunModeOutcome kind={row.stage} /></> : <span className="muted">—</span>}</td>
                <td className="why">
                  {row.rule ? <RuleRef source={row.rule.source} index={row.rule.index} /> : null}
                  <div className="probe-reason">{row.reason}</div>
                  <ExplainButton target={{ kind: 'probe', index: row.index }} name={`probe ${row.index + 1}`} />
                </td>
                <td>
                  <button type="button" className="link-button" aria-label={`Remove probe ${row.index + 1}`} onClick={() => removeProbe(row.index)}>
                    Remove
                  </button>
                </td>
              </tr>
            ))}
            {win.padBottom > 0 && (
              <tr aria-hidden="true" className="row-spacer" style={{ height: win.padBottom }}>
                <td colSpan={7} />
              </tr>
            )}
          </tbody>
        </table>
      )}
    </div>
  );
}

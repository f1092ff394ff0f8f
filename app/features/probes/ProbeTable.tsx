import { useMemo } from 'react';
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
  return (
    <div className="probes">
      <AddProbeForm />
      <PasteProbes />
      <p role="status" aria-label="Probe summary" className={summary.failed > 0 ? 'probe-summary probe-summary-fail' : 'probe-summary'}>
        {summary.total === 0 ? 'No probes yet: add one above, or paste a list.' : `${summary.total} probes: ${summary.passed} pass, ${summary.failed} fail`}
      </p>
      {rows.length > 0 && (
        <table aria-label="Probes" className="grid probes-table">
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
          <tbody>
            {rows.map((row) => (
              <tr key={row.index} className={`probe-${row.verdict}`}>
                <th scope="row" className="mono">
                  {row.permission} <span className="probe-input">{row.input === '' ? '(empty)' : row.input}</span>
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
          </tbody>
        </table>
      )}
    </div>
  );
}

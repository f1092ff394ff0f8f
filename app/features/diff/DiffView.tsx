import { useMemo } from 'react';
import { findExample } from '../../../engine/index.ts';
import { analysisOf, lastAnalysisDurationMs, useScenario } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { shouldOffloadView } from '../../worker/view/to-offload-view.ts';
import { useViewResult } from '../../worker/view/view-runner.ts';
import { DiffSourcePicker } from './DiffSourcePicker.tsx';
import './diff.css';
import { DIRECTION_WORDS, MAX_DIFF_ROWS, toDiffSummary, toShownNote, toSideText, toStatusText } from './to-diff-view.ts';

/** The scenario diff: what changed between another scenario (before) and the current one (after), and which way. */
export function DiffView() {
  const scenario = useScenario();
  const baseline = usePlayground((s) => s.baseline);
  const source = usePlayground((s) => s.diffSource);
  const other = source.kind === 'baseline' ? baseline : source.kind === 'example' ? findExample(source.id)?.scenario ?? baseline : source.scenario;
  const job = useMemo(() => ({ kind: 'diff', before: other, after: scenario }) as const, [other, scenario]);
  // Both sides are analysed: big scenarios go to the view worker, and nothing older is shown meanwhile.
  const { result } = useViewResult(job, { isBig: shouldOffloadView(job, lastAnalysisDurationMs()), analysisOf });
  if (!result) {
    return (
      <div className="diff">
        <DiffSourcePicker />
        <p role="status" aria-label="Diff summary" className="diff-summary">
          Comparing with the current text…
        </p>
      </div>
    );
  }
  const { diff } = result;
  const probes = diff.probes.slice(0, MAX_DIFF_ROWS);
  const visibilities = diff.visibilities.slice(0, MAX_DIFF_ROWS);
  const rules = diff.rules.slice(0, MAX_DIFF_ROWS);
  return (
    <div className="diff">
      <DiffSourcePicker />
      <p role="status" aria-label="Diff summary" className="diff-summary">
        {toDiffSummary(diff)}
      </p>
      {(diff.errors.before || diff.errors.after) && <p className="field-error">{diff.errors.after ? `Current: ${diff.errors.after}` : `Compared: ${diff.errors.before}`}</p>}
      {diff.probes.length > 0 && (
        <table aria-label="Changed decisions" className="grid">
          <thead>
            <tr>
              <th scope="col">Probe</th>
              <th scope="col">Before</th>
              <th scope="col">Now</th>
              <th scope="col">Direction</th>
              <th scope="col">Responsible rule</th>
            </tr>
          </thead>
          <tbody>
            {probes.map((p, i) => (
              <tr key={i} className={`diff-${p.direction}`}>
                <th scope="row" className="mono">
                  {p.probe.agent ? `@${p.probe.agent} ` : ''}
                  {p.probe.permission} {p.probe.input}
                </th>
                <td>{toSideText(p.before)}</td>
                <td>{toSideText(p.after)}</td>
                <td className="diff-direction">{DIRECTION_WORDS[p.direction]}</td>
                <td className="why">{p.after.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ShownNote shown={probes.length} total={diff.totals.probes} what="changed decisions" />
      {diff.visibilities.length > 0 && (
        <table aria-label="Changed visibilities" className="grid">
          <thead>
            <tr>
              <th scope="col">Agent × tool</th>
              <th scope="col">Before</th>
              <th scope="col">Now</th>
              <th scope="col">Direction</th>
            </tr>
          </thead>
          <tbody>
            {visibilities.map((v) => (
              <tr key={`${v.agent}/${v.tool}`}>
                <th scope="row" className="mono">
                  {v.agent} × {v.tool}
                </th>
                <td>{toStatusText(v.before)}{v.before?.someInputs.length ? ` (+${v.before.someInputs.join('/')} for some inputs)` : ''}</td>
                <td>{toStatusText(v.after)}{v.after?.someInputs.length ? ` (+${v.after.someInputs.join('/')} for some inputs)` : ''}</td>
                <td className="diff-direction">{DIRECTION_WORDS[v.direction]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ShownNote shown={visibilities.length} total={diff.totals.visibilities} what="changed agent × tool cells" />
      {(diff.rules.length > 0 || diff.isReordered) && (
        <section aria-label="Changed rules">
          <h3 className="diff-heading">Rules of the selected agent</h3>
          {diff.isReordered && <p>Rules common to both appear in another order (last match wins, so order matters).</p>}
          <ul>
            {rules.map((r, i) => (
              <li key={i}>
                {r.kind === 'added' ? 'Added' : 'Removed'} <code>{`${r.rule.permission} ${JSON.stringify(r.rule.pattern)} ${r.rule.action}`}</code> {r.source} — {DIRECTION_WORDS[r.direction]}
              </li>
            ))}
          </ul>
          <ShownNote shown={rules.length} total={diff.totals.rules} what="changed rules" />
        </section>
      )}
      {diff.values.length > 0 && (
        <section aria-label="Changed merged values">
          <h3 className="diff-heading">Merged values</h3>
          <ul>
            {diff.values.map((v) => (
              <li key={v.keyPath.join('\u0000')}>
                <code>{v.keyPath.join('.')}</code>: {v.before ?? '(absent)'} → {v.after ?? '(absent)'}
                {v.layer && <span className="muted"> set by {v.layer}</span>}
                {v.direction !== 'unclear' && ` — ${DIRECTION_WORDS[v.direction]}`}
              </li>
            ))}
          </ul>
          {diff.valuesLeftOut > 0 && <p className="muted">{diff.valuesLeftOut} more values left out.</p>}
        </section>
      )}
    </div>
  );
}

function ShownNote({ shown, total, what }: { readonly shown: number; readonly total: number; readonly what: string }) {
  const note = toShownNote(shown, total, what);
  return note ? (
    <p className="muted" role="note">
      {note}
    </p>
  ) : null;
}

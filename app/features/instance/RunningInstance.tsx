import { useMemo } from 'react';
import { RELOAD_EFFECT, toComparedInput, type Scenario } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { toInstanceComparison, toSideKind } from './to-instance-view.ts';

/** A running instance: the decisions that differ from the current files until Reload, and Stop. Loaded when an instance starts. */
export default function RunningInstance({ snapshot }: { readonly snapshot: Scenario }) {
  const permission = usePlayground((s) => s.testerPermission);
  const input = usePlayground((s) => s.testerInput);
  const { reloadInstance, stopInstance } = usePlayground.getState();
  const analysis = useAnalysis();
  const comparison = useMemo(() => {
    const compared = toComparedInput(permission, input, analysis.scenario).value;
    return toInstanceComparison(snapshot, analysis, { permission, input: compared });
  }, [snapshot, analysis, permission, input]);

  const n = comparison.differences.length;
  return (
    <div className={`instance-bar${n ? ' instance-stale' : ''}`}>
      <div role="status" aria-label="Instance" className="instance-status">
        {n > 0 ? (
          <strong>The running instance holds the merge it loaded: {n} decision{n === 1 ? '' : 's'} differ from the current files until you reload.</strong>
        ) : comparison.isChangedWithoutEffect ? (
          <span>Changed since start ({comparison.changedInputs.join(', ')}), but no decision shown here differs.</span>
        ) : (
          <span>The running instance matches the current files.</span>
        )}
        {n > 0 && (
          <ul aria-label="Differing decisions" className="instance-diffs">
            {comparison.differences.map((d) => {
              const held = toSideKind(d.held);
              const now = toSideKind(d.current);
              return (
                <li key={d.key}>
                  <code>{d.label}</code>: running instance {held ? <StageBadge kind={held} /> : <span>{d.held.why}</span>} · current files {now ? <StageBadge kind={now} /> : <span>{d.current.why}</span>}{' '}
                  <span className="muted">({d.current.why})</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <button type="button" onClick={reloadInstance} title={RELOAD_EFFECT}>Reload</button>{' '}
      <button type="button" onClick={stopInstance}>Stop instance</button>
      <span className="muted"> {RELOAD_EFFECT}</span>
    </div>
  );
}

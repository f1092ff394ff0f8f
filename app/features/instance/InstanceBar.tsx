import { useMemo } from 'react';
import { RELOAD_EFFECT, toComparedInput } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { toInstanceComparison, toSideKind } from './to-instance-view.ts';

/** Start instance / Reload: a running instance holds the merge it loaded; the banner lists decisions that differ until reload. */
export function InstanceBar() {
  const snapshot = usePlayground((s) => s.instance);
  const permission = usePlayground((s) => s.testerPermission);
  const input = usePlayground((s) => s.testerInput);
  const { startInstance, reloadInstance, stopInstance } = usePlayground.getState();
  const analysis = useAnalysis();
  const comparison = useMemo(() => {
    if (!snapshot) return null;
    const compared = toComparedInput(permission, input, analysis.scenario).value;
    return toInstanceComparison(snapshot, analysis, { permission, input: compared });
  }, [snapshot, analysis, permission, input]);

  if (!snapshot || !comparison) {
    return (
      <div className="instance-bar">
        <button type="button" onClick={startInstance}>Start instance</button>{' '}
        <span className="muted">A running agentforge keeps the merge it loaded; start one, keep editing, and see what it still decides.</span>
      </div>
    );
  }
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

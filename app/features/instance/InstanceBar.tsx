import { lazy, Suspense } from 'react';
import { usePlayground } from '../../store/store.ts';

// The comparison with a running instance (a second engine run, compareInstance) loads when an instance starts.
const RunningInstance = lazy(() => import('./RunningInstance.tsx'));

const NOT_STARTED = 'A running agentforge keeps the merge it loaded; start one, keep editing, and see what it still decides.';

/** Start instance / Reload: a running instance holds the merge it loaded; the banner lists decisions that differ until reload. */
export function InstanceBar() {
  const snapshot = usePlayground((s) => s.instance);
  if (!snapshot) {
    return (
      <div className="instance-bar">
        <button type="button" onClick={usePlayground.getState().startInstance}>Start instance</button>{' '}
        <span className="muted">{NOT_STARTED}</span>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className="instance-bar"><span className="muted">Starting the instance…</span></div>}>
      <RunningInstance snapshot={snapshot} />
    </Suspense>
  );
}

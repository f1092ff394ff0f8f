import { lazy, Suspense, useId, useState } from 'react';
import { usePlayground } from '../store/store.ts';

const NarrowMenu = lazy(() => import('./NarrowMenu.tsx'));

/** Per-request tool switches: each becomes a session rule appended after the agent's rules. */
export function NarrowRequest() {
  const count = usePlayground((s) => Object.keys(s.scenario.request?.tools ?? {}).length);
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="menu-wrap">
      <button type="button" aria-expanded={isOpen} aria-controls={id} onClick={() => setOpen(!isOpen)}>
        Narrow this request{count > 0 ? ` (${count} set)` : ''} <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <NarrowMenu id={id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

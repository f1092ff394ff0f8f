import { useEffect, useState } from 'react';
import { usePlayground } from '../store/store.ts';
import { watchServiceWorker, type UpdateReady } from './watch-service-worker.ts';
import { Docked } from '../ui/Docked.tsx';
import './update-offer.css';

/**
 * Registers the service worker and, when a new build of the playground waits, offers it politely: the page is
 * never reloaded under the user's edits; only "Reload to update" activates the new build (the draft is saved
 * on the way out). "Later" hides the offer until the next visit.
 */
export function UpdateOffer() {
  const [update, setUpdate] = useState<UpdateReady | null>(null);
  const [isDismissed, setDismissed] = useState(false);
  const isUnsaved = usePlayground((s) => s.storageProblem !== null);
  useEffect(() => watchServiceWorker(setUpdate), []);
  if (update === null || isDismissed) return null;
  // In the dock above the status bar, with the app's other messages: it takes room, it never covers the panes.
  return (
    <Docked>
      <div role="status" aria-label="Playground update" className="update-offer">
        <span>
          A new version of the playground is ready.
          {isUnsaved && ' Your latest changes are not saved in this browser (see the message above): download the scenario before you reload.'}
        </span>
        <button type="button" onClick={update.apply}>Reload to update</button>
        <button type="button" onClick={() => setDismissed(true)}>Later</button>
      </div>
    </Docked>
  );
}

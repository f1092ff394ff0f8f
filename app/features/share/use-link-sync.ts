import { useEffect } from 'react';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { readTabDraftId } from './storage/local-storage.ts';
import { isSameSaved, newDraftId, selectSaved, writeTabDraft } from './storage/write-draft.ts';

// The link and draft sync, with what it reads with (lz-string, the engine's scenario reader, the permalink
// decoder), is not needed to paint: its module loads right after the first paint.
const loadLinkSync = () => import('./start-link-sync.ts');

/**
 * Before the link sync runs: saves the tab's work as its draft when it differs from what the page started
 * with (so leaving the page in that moment loses nothing); whether a draft was written.
 */
export function saveChangedWork(painted: PlaygroundState, now: PlaygroundState): boolean {
  if (isSameSaved(selectSaved(painted), selectSaved(now))) return false;
  return writeTabDraft(readTabDraftId(newDraftId), now, Date.now()) === 'ok';
}

/**
 * Keeps the page, the tab's draft, the history and a link in the URL in step (start-link-sync.ts), from
 * right after the first paint. Until its module has loaded (and if it never does), work changed on the page is
 * saved as this tab's draft when the page is left or hidden, as the sync would.
 */
export function useLinkSync(): void {
  useEffect(() => {
    const store = usePlayground;
    const painted = store.getState();
    let stop: (() => void) | null = null;
    let isStopped = false;
    const saveEarly = () => void saveChangedWork(painted, store.getState());
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saveEarly();
    };
    window.addEventListener('pagehide', saveEarly);
    document.addEventListener('visibilitychange', onVisibility);
    const stopEarly = () => {
      window.removeEventListener('pagehide', saveEarly);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    loadLinkSync().then(
      ({ startLinkSync }) => {
        if (isStopped) return;
        stopEarly();
        stop = startLinkSync(painted.scenario);
      },
      () => {
        if (isStopped) return;
        store.getState().showShareNotice({ kind: 'error', text: 'Saved drafts and links could not be loaded (the page could not fetch its code): reload to try again. Changes you make here are still saved when you leave the page.' });
      },
    );
    return () => {
      isStopped = true;
      stopEarly();
      stop?.();
    };
  }, []);
}

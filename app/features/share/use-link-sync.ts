import { useEffect } from 'react';
import { encodePermalink, findPermalinkPayload } from '../../../engine/index.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { AUTOSAVE_KEY, openLink, readLocal, restoreAutosave, saveLocal } from './open-link.ts';
import { toLinkView } from './to-view.ts';

/** How long edits settle before they are saved locally. */
const AUTOSAVE_DELAY_MS = 400;

const selectSaved = (s: PlaygroundState) => [s.scenario, s.selectedTab, s.resultTab] as const;

/**
 * Keeps the page and the scenario in step: opens the link in the URL on load and on `hashchange`,
 * otherwise restores the autosaved work; then saves every edit locally (debounced).
 */
export function useLinkSync(): void {
  useEffect(() => {
    // The hash is consumed once opened, so a reload brings back the edits made since (autosave).
    const fromUrl = (replacedWork?: string) => {
      if (findPermalinkPayload(window.location.hash) === null) return;
      const link = window.location.href;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      openLink(link, replacedWork);
    };
    const onHashChange = () => fromUrl();
    if (findPermalinkPayload(window.location.hash) !== null) fromUrl(readLocal(AUTOSAVE_KEY) ?? undefined);
    else restoreAutosave();
    window.addEventListener('hashchange', onHashChange);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = selectSaved(usePlayground.getState());
    const unsubscribe = usePlayground.subscribe((state) => {
      const next = selectSaved(state);
      if (next.every((v, i) => v === last[i])) return;
      last = next;
      clearTimeout(timer);
      timer = setTimeout(() => saveLocal(AUTOSAVE_KEY, encodePermalink(state.scenario, toLinkView(state.selectedTab, state.resultTab))), AUTOSAVE_DELAY_MS);
    });
    const flush = () => {
      const s = usePlayground.getState();
      saveLocal(AUTOSAVE_KEY, encodePermalink(s.scenario, toLinkView(s.selectedTab, s.resultTab)));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('pagehide', flush);
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
}

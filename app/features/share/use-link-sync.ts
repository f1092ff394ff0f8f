import { useEffect } from 'react';
import { DEFAULT_EXAMPLE, findPermalinkPayload } from '../../../engine/index.ts';
import { usePlayground, type PlaygroundState } from '../../store/store.ts';
import { isSameScenario, scenarioChars, toScenarioKey, type HistoryEntry } from '../../store/to-history.ts';
import { isStorageAvailable, listLocalKeys, readLocal, readTabDraftId, removeLocal, writeLocal, type WriteResult } from './storage/local-storage.ts';
import { loadWithView, openLink, readLegacyAutosave } from './open-link.ts';
import { DRAFT_PREFIX, HISTORY_KEY, readDraft, readHistory, toDraftOffer, toDraftText, toHistoryText, toPrunedDraftIds, toStartDraft, type Draft } from './storage/to-draft.ts';
import { toLinkView } from './to-view.ts';

/** How long edits settle before they are saved locally. */
const AUTOSAVE_DELAY_MS = 400;

/**
 * Largest scenario (characters of text) saved in localStorage: writing more blocks the page for
 * hundreds of ms per save and fills the site's ~5 M character quota; bigger work is reported as not saved.
 */
export const MAX_SAVED_CHARS = 1_500_000;

/** What a draft holds; a change to any of these is saved. */
const selectSaved = (s: PlaygroundState) => [s.scenario, s.selectedTab, s.resultTab, s.learnLesson, s.learnSaved] as const;

function newDraftId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function readDrafts(): Draft[] {
  return listLocalKeys(DRAFT_PREFIX).flatMap((key) => {
    const draft = readDraft(readLocal(key));
    return draft && key === DRAFT_PREFIX + draft.id ? [draft] : [];
  });
}

/** Writes the history, dropping its oldest entries from storage while storage is full (they stay in this tab). */
function writeHistory(entries: readonly HistoryEntry[]): void {
  const small = entries.filter((e) => scenarioChars(e.scenario) <= MAX_SAVED_CHARS);
  for (let n = small.length; n >= 0; n--) {
    if (writeLocal(HISTORY_KEY, toHistoryText(small.slice(0, n))) !== 'full') return;
  }
}

/** Writes a draft; when storage is full, makes room by storing fewer history entries, then tries again. */
function writeDraft(key: string, text: string): WriteResult {
  let result = writeLocal(key, text);
  const history = usePlayground.getState().recentScenarios;
  for (let n = history.length - 1; result === 'full' && n >= 0; n = n === 0 ? -1 : Math.floor(n / 2)) {
    writeLocal(HISTORY_KEY, toHistoryText(history.slice(0, n)));
    result = writeLocal(key, text);
  }
  return result;
}

/**
 * Keeps the page, the tab's draft and the history in step:
 * - each tab saves its own draft (its id lives in sessionStorage, so a reload finds it), as plain JSON,
 *   debounced and flushed on `pagehide` and when the tab is hidden; a new tab starts from the newest draft;
 * - another tab's newer work is offered (draftOffer), never loaded over this tab's work;
 * - every scenario a load replaces (example, import, link, lesson, history) joins the bounded history;
 * - a link in the URL is read off the main thread and stays in the address bar until the scenario
 *   changes, when it is removed (saying so on an edit) so the address never names other work;
 * - a full or blocked storage is reported (storageProblem), never swallowed.
 */
export function useLinkSync(): void {
  useEffect(() => {
    const store = usePlayground;
    const tabId = readTabDraftId(newDraftId);
    const declined = new Set<string>();
    let ownSavedAt = 0;
    let lastSavedAt: number | null = null;
    let savedValues: readonly unknown[] = [];
    let linkHash: string | null = null;
    let linkedScenario: unknown = null;

    store.getState().setRecentScenarios(readHistory(readLocal(HISTORY_KEY)));
    const drafts = readDrafts();
    for (const id of toPrunedDraftIds(tabId, drafts)) removeLocal(DRAFT_PREFIX + id);
    const start = toStartDraft(tabId, drafts);
    if (start) {
      loadWithView(start.scenario, start.view);
      store.getState().resumeLesson(start.lesson, start.saved);
      // A new tab carries on the newest work as its own: nothing newer to offer from the tab it came from.
      ownSavedAt = start.savedAt;
      savedValues = start.id === tabId ? selectSaved(store.getState()) : [];
    } else {
      void readLegacyAutosave().then((reading) => {
        const s = store.getState();
        if (reading?.kind === 'ok' && s.scenario === DEFAULT_EXAMPLE.scenario) loadWithView(reading.scenario, reading.view);
      });
    }
    if (!isStorageAvailable()) store.getState().reportStorage({ kind: 'blocked', lastSavedAt: null });

    const offerNewer = (candidates: readonly Draft[]) => {
      const s = store.getState();
      const offer = toDraftOffer({ id: tabId, savedAt: ownSavedAt, key: toScenarioKey(s.scenario) }, candidates, declined);
      if (offer) s.offerDraft({ draftId: offer.id, title: offer.scenario.title ?? 'Untitled scenario', savedAt: offer.savedAt, scenario: offer.scenario, view: offer.view, onKeep: () => declined.add(offer.id) });
    };
    offerNewer(drafts);

    const saveDraft = () => {
      const s = store.getState();
      const values = selectSaved(s);
      if (values.every((v, i) => v === savedValues[i])) return;
      if (scenarioChars(s.scenario) > MAX_SAVED_CHARS) return s.reportStorage({ kind: 'too-big', lastSavedAt });
      const savedAt = Date.now();
      const draft: Draft = { id: tabId, savedAt, scenario: s.scenario, view: toLinkView(s.selectedTab, s.resultTab), lesson: s.learnLesson, saved: s.learnSaved };
      const result = writeDraft(DRAFT_PREFIX + tabId, toDraftText(draft));
      if (result === 'ok') {
        savedValues = values;
        ownSavedAt = savedAt;
        lastSavedAt = savedAt;
        s.reportStorage(null);
      } else {
        s.reportStorage({ kind: result, lastSavedAt });
      }
    };

    const fromUrl = () => {
      if (findPermalinkPayload(window.location.hash) === null) return;
      const hash = window.location.hash;
      void openLink(window.location.href).then((isOpen) => {
        if (window.location.hash !== hash) return;
        if (!isOpen) return window.history.replaceState(null, '', window.location.pathname + window.location.search);
        // The link stays in the address bar while it names what is on screen.
        linkHash = hash;
        linkedScenario = store.getState().scenario;
      });
    };
    fromUrl();
    window.addEventListener('hashchange', fromUrl);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let previous = store.getState();
    const unsubscribe = store.subscribe((state) => {
      const before = previous;
      previous = state;
      const isLoad = state.baseline !== before.baseline && state.revision !== before.revision;
      if (isLoad && !isSameScenario(before.scenario, state.scenario)) {
        state.rememberScenario(before.scenario, Date.now());
      }
      if (state.recentScenarios !== before.recentScenarios) writeHistory(state.recentScenarios);
      if (linkHash !== null && state.scenario !== linkedScenario) {
        if (window.location.hash === linkHash) {
          window.history.replaceState(null, '', window.location.pathname + window.location.search);
          if (!isLoad) {
            store.getState().showShareNotice({ kind: 'info', text: 'You changed the linked scenario, so the link was taken out of the address bar. Your edits are saved in this browser; Copy link… makes a link to them.' });
          }
        }
        linkHash = null;
      }
      const next = selectSaved(state);
      const last = selectSaved(before);
      if (next.every((v, i) => v === last[i])) return;
      clearTimeout(timer);
      timer = setTimeout(saveDraft, AUTOSAVE_DELAY_MS);
    });

    const flush = () => {
      clearTimeout(timer);
      saveDraft();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.startsWith(DRAFT_PREFIX) || event.key === DRAFT_PREFIX + tabId) return;
      const other = readDraft(event.newValue);
      if (other && event.key === DRAFT_PREFIX + other.id) offerNewer([other]);
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('hashchange', fromUrl);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('storage', onStorage);
      unsubscribe();
      clearTimeout(timer);
    };
  }, []);
}

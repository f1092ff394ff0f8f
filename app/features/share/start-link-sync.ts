import { DEFAULT_EXAMPLE, findPermalinkPayload, type Scenario } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { isSameScenario, toScenarioKey } from '../../store/to-history.ts';
import { isStorageAvailable, listLocalKeys, readLocal, readTabDraftId, removeLocal } from './storage/local-storage.ts';
import { loadWithView } from './open-link.ts';
import { openLink, readLegacyAutosave } from './read-link.ts';
import { readDraft, readHistory, toClosedDraftEntries, toDraftOffer, toHistoryWithEntries, toPrunedDraftIds, toStartDraft } from './storage/to-draft.ts';
import { holdTabLock, readOpenTabIds } from './storage/tab-locks.ts';
import { DRAFT_PREFIX, HISTORY_KEY, isSameSaved, newDraftId, selectSaved, writeHistory, writeTabDraft, type Draft } from './storage/write-draft.ts';

/** How long edits settle before they are saved locally. */
const AUTOSAVE_DELAY_MS = 400;

function readDrafts(): Draft[] {
  return listLocalKeys(DRAFT_PREFIX).flatMap((key) => {
    const draft = readDraft(readLocal(key));
    return draft && key === DRAFT_PREFIX + draft.id ? [draft] : [];
  });
}

/**
 * Keeps the page, the tab's draft and the history in step (started by useLinkSync right after the first paint;
 * returns what stops it):
 * - each tab saves its own draft (its id lives in sessionStorage, so a reload finds it), as plain JSON,
 *   debounced and flushed on `pagehide` and when the tab is hidden; a new tab starts from the newest draft,
 *   and every other closed tab's latest edit joins Recent; a tab holds a Web Lock while open, so no tab
 *   prunes the draft of a tab that is still open;
 * - another tab's newer work is offered (draftOffer), never loaded over this tab's work;
 * - every scenario a load replaces (example, import, link, lesson, history) joins the bounded history,
 *   also work changed on the page before this started, when the tab's draft replaces it;
 * - a link in the URL is read off the main thread and stays in the address bar until the scenario
 *   changes, when it is removed (saying so on an edit) so the address never names other work;
 * - a full or blocked storage is reported (storageProblem), never swallowed.
 * `paintedScenario` is the scenario the page started with (what useLinkSync saw when it mounted).
 */
export function startLinkSync(paintedScenario: Scenario): () => void {
  const store = usePlayground;
  const tabId = readTabDraftId(newDraftId);
  const declined = new Set<string>();
  let ownSavedAt = 0;
  let lastSavedAt: number | null = null;
  let savedValues: readonly unknown[] = [];
  let linkHash: string | null = null;
  let linkedScenario: unknown = null;

  holdTabLock(tabId);
  store.getState().setRecentScenarios(readHistory(readLocal(HISTORY_KEY)));
  const drafts = readDrafts();
  const start = toStartDraft(tabId, drafts);
  // Every closed tab's latest edit joins Recent (with its time) before any draft is pruned; an open tab's draft is never pruned.
  void readOpenTabIds(drafts, Date.now()).then((open) => {
    const closed = toClosedDraftEntries(tabId, start?.id ?? null, drafts, open);
    const s = store.getState();
    // Written by the store's subscriber below, as every change of the history is.
    if (closed.length > 0) s.setRecentScenarios(toHistoryWithEntries(s.recentScenarios, closed));
    for (const id of toPrunedDraftIds(tabId, drafts, undefined, open)) removeLocal(DRAFT_PREFIX + id);
  });
  if (start) {
    // Work changed before this started (an example picked in the first moments) is not lost: the draft replaces it as a load would.
    const before = store.getState().scenario;
    if (before !== paintedScenario && !isSameScenario(before, start.scenario)) {
      store.getState().rememberScenario(before, Date.now());
      writeHistory(store.getState().recentScenarios);
    }
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
    if (isSameSaved(values, savedValues)) return;
    const savedAt = Date.now();
    const result = writeTabDraft(tabId, s, savedAt);
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
    // Until the link is read, the page shows what it painted first: sharing or copying it now would give the wrong scenario.
    store.getState().setReadingLink(true);
    const read = openLink(window.location.href);
    void read.finally(() => {
      if (window.location.hash === hash || findPermalinkPayload(window.location.hash) === null) store.getState().setReadingLink(false);
    });
    void read.then((isOpen) => {
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
  let historyTimer: ReturnType<typeof setTimeout> | undefined;
  let writtenHistory = store.getState().recentScenarios;
  const writeHistoryNow = () => {
    clearTimeout(historyTimer);
    const history = store.getState().recentScenarios;
    if (history === writtenHistory) return;
    writtenHistory = history;
    writeHistory(history);
  };
  let previous = store.getState();
  const unsubscribe = store.subscribe((state) => {
    const before = previous;
    previous = state;
    const isLoad = state.baseline !== before.baseline && state.revision !== before.revision;
    if (isLoad && !isSameScenario(before.scenario, state.scenario)) {
      state.rememberScenario(before.scenario, Date.now());
    }
    // In a task of its own: the history is kilobytes to megabytes of JSON, and a load (the task that shows a link) has
    // enough to do. The latest list is written; leaving the page writes it at once.
    if (state.recentScenarios !== before.recentScenarios) {
      clearTimeout(historyTimer);
      historyTimer = setTimeout(writeHistoryNow, 0);
    }
    if (linkHash !== null && state.scenario !== linkedScenario) {
      if (window.location.hash === linkHash) {
        window.history.replaceState(null, '', window.location.pathname + window.location.search);
        if (!isLoad) {
          store.getState().showShareNotice({ kind: 'info', text: 'You changed the linked scenario, so the link was taken out of the address bar. Your edits are saved in this browser; Copy link… makes a link to them.' });
        }
      }
      linkHash = null;
    }
    if (isSameSaved(selectSaved(state), selectSaved(before))) return;
    clearTimeout(timer);
    timer = setTimeout(saveDraft, AUTOSAVE_DELAY_MS);
  });

  const flush = () => {
    writeHistoryNow();
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
    clearTimeout(historyTimer);
  };
}

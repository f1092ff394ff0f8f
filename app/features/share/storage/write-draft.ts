import type { PermalinkView, Scenario } from '../../../../engine/index.ts';
import type { SavedScenario } from '../../../store/slices/learn-slice.ts';
import { usePlayground, type PlaygroundState } from '../../../store/store.ts';
import { scenarioChars, type HistoryEntry } from '../../../store/to-history.ts';
import { toLinkView } from '../to-view.ts';
import { writeLocal, type WriteResult } from './local-storage.ts';

// Writing drafts and the history: plain JSON and localStorage only, so the first paint can save work even
// before the link sync (which reads drafts back with the engine's scenario reader) has loaded.

/** localStorage key prefix of the tabs' drafts (`…draft:<tab id>`). */
export const DRAFT_PREFIX = 'agentforge-playground:draft:';

/** localStorage key of the history of earlier scenarios. */
export const HISTORY_KEY = 'agentforge-playground:history';

/**
 * Largest scenario (characters of text) saved in localStorage: writing more blocks the page for
 * hundreds of ms per save and fills the site's ~5 M character quota; bigger work is reported as not saved.
 */
export const MAX_SAVED_CHARS = 1_500_000;

/** One tab's autosaved work: the scenario, the open tabs, and the lesson with the user's scenario kept aside. */
export interface Draft {
  readonly id: string;
  readonly savedAt: number;
  readonly scenario: Scenario;
  readonly view: PermalinkView;
  readonly lesson: string | null;
  readonly saved: SavedScenario | null;
}

/** What a draft holds; a change to any of these is saved. */
export const selectSaved = (s: PlaygroundState) => [s.scenario, s.selectedTab, s.resultTab, s.learnLesson, s.learnSaved] as const;

/** Whether two selectSaved readings hold the same values (by identity, as the store keeps unchanged values). */
export function isSameSaved(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** A new tab's draft id. */
export function newDraftId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A draft as stored: plain JSON (no compression, so saving costs one JSON.stringify). */
export function toDraftText(draft: Draft): string {
  return JSON.stringify({ v: 1, ...draft });
}

/** The history as stored: plain JSON. */
export function toHistoryText(entries: readonly HistoryEntry[]): string {
  return JSON.stringify({ v: 1, entries });
}

/** Writes the history, dropping its oldest entries from storage while storage is full (they stay in this tab). */
export function writeHistory(entries: readonly HistoryEntry[]): void {
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

/** Saves the state's work as the tab's draft at `savedAt`; a scenario past MAX_SAVED_CHARS is not written ('too-big'). */
export function writeTabDraft(tabId: string, s: PlaygroundState, savedAt: number): WriteResult | 'too-big' {
  if (scenarioChars(s.scenario) > MAX_SAVED_CHARS) return 'too-big';
  const draft: Draft = { id: tabId, savedAt, scenario: s.scenario, view: toLinkView(s.selectedTab, s.resultTab), lesson: s.learnLesson, saved: s.learnSaved };
  return writeDraft(DRAFT_PREFIX + tabId, toDraftText(draft));
}

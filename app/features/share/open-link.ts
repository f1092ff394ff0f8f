import type { PermalinkView, Scenario } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { writeLocal } from './storage/local-storage.ts';
import { toStoreView } from './to-view.ts';

export { readLocal } from './storage/local-storage.ts';

/** localStorage keys of the single-slot saves before per-tab drafts: read once to carry old work over. */
export const AUTOSAVE_KEY = 'agentforge-playground:autosave';
export const PREVIOUS_KEY = 'agentforge-playground:previous';

/** Writes a key, best effort (the drafts and history report a full or blocked storage themselves). */
export function saveLocal(key: string, value: string): void {
  writeLocal(key, value);
}

/** Loads a scenario and view into the store (the scenario it replaces goes to the history, see use-link-sync). */
export function loadWithView(scenario: Scenario, view: PermalinkView): void {
  const store = usePlayground.getState();
  store.loadScenario(scenario);
  const tabs = toStoreView(view, scenario);
  if (tabs.selectedTab !== null) store.selectTab(tabs.selectedTab);
  if (tabs.resultTab !== null) store.setResultTab(tabs.resultTab);
}

/** The time of day an entry was saved, as the history shows it ("14:05", or "3 Dec, 14:05" on another day). */
export function toSavedAtText(savedAt: number, now: number = Date.now()): string {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  return new Date(now).toDateString() === at.toDateString() ? time : `${at.toLocaleDateString([], { day: 'numeric', month: 'short' })}, ${time}`;
}

/** Puts back an entry of the history (the newest by default); the scenario it replaces joins the history. */
export function restoreRecent(index = 0): void {
  const entry = usePlayground.getState().recentScenarios[index];
  if (!entry) return;
  loadWithView(entry.scenario, {});
  usePlayground.getState().showShareNotice({ kind: 'info', text: `Restored “${entry.title}” (put aside at ${toSavedAtText(entry.savedAt)}).` });
}

/** Puts back the scenario the last example, import or link replaced. */
export function restorePrevious(): void {
  restoreRecent(0);
}

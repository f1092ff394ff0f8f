import { decodePermalink, encodePermalink, type Scenario } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { toStoreView } from './to-view.ts';

/** localStorage keys: the autosaved work, and the work a link replaced. */
export const AUTOSAVE_KEY = 'agentforge-playground:autosave';
export const PREVIOUS_KEY = 'agentforge-playground:previous';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Writes a key, ignoring a full or blocked storage (saving is best effort). */
export function saveLocal(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the work stays in memory.
  }
}

/** Reads a key, or null. */
export function readLocal(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Loads a scenario and view into the store. */
function load(scenario: Scenario, view: Parameters<typeof toStoreView>[0]): void {
  const store = usePlayground.getState();
  store.loadScenario(scenario);
  const tabs = toStoreView(view, scenario);
  if (tabs.selectedTab !== null) store.selectTab(tabs.selectedTab);
  if (tabs.resultTab !== null) store.setResultTab(tabs.resultTab);
}

/** Puts back the scenario a link replaced. */
export function restorePrevious(): void {
  const saved = readLocal(PREVIOUS_KEY);
  const reading = saved ? decodePermalink(saved) : null;
  if (reading?.kind !== 'ok') return;
  saveLocal(PREVIOUS_KEY, encodePermalink(usePlayground.getState().scenario));
  load(reading.scenario, reading.view);
  usePlayground.getState().showShareNotice({ kind: 'info', text: 'Restored the previous scenario.' });
}

/**
 * Opens a link: a bad one only shows why (the current work is not touched); a good one replaces
 * the scenario and keeps the replaced work (`replacedWork`, a link; the current scenario by default)
 * as "previous scenario" when it differs.
 */
export function openLink(link: string, replacedWork: string = encodePermalink(usePlayground.getState().scenario)): boolean {
  const reading = decodePermalink(link);
  const ui = usePlayground.getState();
  if (reading.kind === 'error') {
    ui.showShareNotice({ kind: 'error', text: `This link could not be opened. ${reading.diagnostics[0]?.message ?? ''} Your current scenario is unchanged.` });
    return false;
  }
  const replaced = decodePermalink(replacedWork);
  const isDifferent = replaced.kind === 'ok' && encodePermalink(replaced.scenario) !== encodePermalink(reading.scenario);
  if (isDifferent) saveLocal(PREVIOUS_KEY, replacedWork);
  load(reading.scenario, reading.view);
  const warnings = reading.diagnostics.filter((d) => d.severity !== 'info').length;
  ui.showShareNotice({
    kind: 'info',
    text: `Opened “${reading.scenario.title ?? 'scenario'}” from the link${warnings ? ` (${warnings} part(s) of it were ignored)` : ''}.`,
    ...(isDifferent ? { action: { label: 'Restore previous scenario', run: restorePrevious } } : {}),
  });
  return true;
}

/** Restores the autosaved work; false when there is none or it cannot be read. */
export function restoreAutosave(): boolean {
  const saved = readLocal(AUTOSAVE_KEY);
  if (!saved) return false;
  const reading = decodePermalink(saved);
  if (reading.kind !== 'ok') return false;
  load(reading.scenario, reading.view);
  return true;
}

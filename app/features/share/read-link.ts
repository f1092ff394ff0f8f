import { usePlayground } from '../../store/store.ts';
import { isSameScenario } from '../../store/to-history.ts';
import { decodeLinkOffThread, type LinkReading } from '../../worker/link/decode-link.ts';
import { nextTask } from '../../worker/next-task.ts';
import { AUTOSAVE_KEY, loadWithView, restorePrevious } from './open-link.ts';
import { readLocal } from './storage/local-storage.ts';

// Reading links (and the old compressed autosave): loaded with the link sync after the first paint.

/**
 * Opens what reading a link gave: a bad link only shows why (the current work is not touched); a good
 * one replaces the scenario, whose previous content joins the history with a way back in the notice.
 */
export function openReading(reading: LinkReading): boolean {
  const ui = usePlayground.getState();
  if (reading.kind === 'error') {
    ui.showShareNotice({ kind: 'error', text: `This link could not be opened. ${reading.diagnostics[0]?.message ?? ''} Your current scenario is unchanged.` });
    return false;
  }
  const isDifferent = !isSameScenario(ui.scenario, reading.scenario);
  loadWithView(reading.scenario, reading.view);
  const warnings = reading.diagnostics.filter((d) => d.severity !== 'info').length;
  usePlayground.getState().showShareNotice({
    kind: 'info',
    text: `Opened “${reading.scenario.title ?? 'scenario'}” from the link${warnings ? ` (${warnings} part(s) of it were ignored)` : ''}.`,
    ...(isDifferent ? { action: { label: 'Restore previous scenario', run: restorePrevious } } : {}),
  });
  return true;
}

/** Reads a link off the main thread and opens it; resolves to whether it opened. */
export async function openLink(link: string): Promise<boolean> {
  const reading = await decodeLinkOffThread(link);
  // The link reader's answer (a big link: its every file) is read in the task it arrived in; showing it, a render of
  // the whole page, goes in the next, so the two never add up to one long task.
  await nextTask();
  return openReading(reading);
}

/** The old single-slot autosave (a compressed link), if there is one: read off the main thread. */
export async function readLegacyAutosave(): Promise<LinkReading | null> {
  const saved = readLocal(AUTOSAVE_KEY);
  return saved ? decodeLinkOffThread(saved) : null;
}

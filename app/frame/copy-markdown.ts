import { analyze, markdownReport } from '../../engine/index.ts';
import { usePlayground, type PlaygroundState } from '../store/store.ts';
import { toShareLink, toSharedReport } from '../features/share/to-share-link.ts';
import { toLinkView } from '../features/share/to-view.ts';

/**
 * Copies the engine's Markdown report of the scenario, carried by a share link (credentials replaced by
 * placeholders, host files withheld), with the link and the run mode on screen, and says how it went. Loaded on first use:
 * the report and the redaction are not needed for the first paint.
 */
export function copyMarkdownReport(showNotice: PlaygroundState['showShareNotice']): void {
  const { scenario, selectedTab, resultTab, runMode } = usePlayground.getState();
  const link = toShareLink(scenario, toLinkView(selectedTab, resultTab), window.location.href, false);
  const text = toSharedReport(markdownReport(analyze(link.scenario), link.url, runMode));
  const redacted = link.redactions.length > 0 ? ` ${link.redactions.length} value(s) that look like credentials are replaced by placeholders.` : '';
  const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
  write.then(
    () => showNotice({ kind: 'info', text: `Markdown report copied.${redacted}` }),
    () => showNotice({ kind: 'error', text: 'Could not reach the clipboard: use Copy link… and its Copy as Markdown, or allow clipboard access.' }),
  );
}

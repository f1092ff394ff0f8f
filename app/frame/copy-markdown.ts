import { usePlayground, type PlaygroundState } from '../store/store.ts';
import { makeShareLink } from '../features/share/make-share-link.ts';
import { toLinkView } from '../features/share/to-view.ts';

/**
 * Copies the engine's Markdown report of the scenario, carried by a share link (credentials replaced by
 * placeholders, host files withheld), with the link and the run mode on screen, and says how it went. Loaded on first use; the
 * redaction, the link and the report's analysis are made in a worker (make-share-link.ts).
 */
export function copyMarkdownReport(showNotice: PlaygroundState['showShareNotice']): void {
  const { scenario, selectedTab, resultTab, runMode } = usePlayground.getState();
  const made = makeShareLink({ scenario, view: toLinkView(selectedTab, resultTab), pageUrl: window.location.href, isKeepingSecrets: false, markdownRunMode: runMode }).made;
  made
    .then(({ link, markdown }) => {
      const redacted = link.redactions.length > 0 ? ` ${link.redactions.length} value(s) that look like credentials are replaced by placeholders.` : '';
      const write = navigator.clipboard?.writeText(markdown ?? '') ?? Promise.reject(new Error('no clipboard'));
      return write.then(() => redacted);
    })
    .then(
      (redacted) => showNotice({ kind: 'info', text: `Markdown report copied.${redacted}` }),
      () => showNotice({ kind: 'error', text: 'Could not reach the clipboard: use Copy link… and its Copy as Markdown, or allow clipboard access.' }),
    );
}

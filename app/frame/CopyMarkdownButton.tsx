import { analyze, markdownReport } from '../../engine/index.ts';
import { usePlayground } from '../store/store.ts';
import { toShareLink } from '../features/share/to-share-link.ts';
import { toLinkView } from '../features/share/to-view.ts';

/**
 * Copy as Markdown, in the header: the engine's report of the scenario as a share link carries it
 * (credentials replaced by placeholders), with the link and the run mode on screen. The result is a share message.
 */
export function CopyMarkdownButton() {
  const showNotice = usePlayground((s) => s.showShareNotice);
  const copy = () => {
    const { scenario, selectedTab, resultTab, runMode } = usePlayground.getState();
    const link = toShareLink(scenario, toLinkView(selectedTab, resultTab), window.location.href, false);
    const text = markdownReport(analyze(link.scenario), link.url, runMode);
    const redacted = link.redactions.length > 0 ? ` ${link.redactions.length} value(s) that look like credentials are replaced by placeholders.` : '';
    const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => showNotice({ kind: 'info', text: `Markdown report copied.${redacted}` }),
      () => showNotice({ kind: 'error', text: 'Could not reach the clipboard: use Copy link… and its Copy as Markdown, or allow clipboard access.' }),
    );
  };
  return (
    <button type="button" onClick={copy}>
      Copy as Markdown
    </button>
  );
}

import { usePlayground } from '../store/store.ts';

/** The report's code (engine report, redaction, link encoding) loads on first use, or when the page is idle. */
export const loadCopyMarkdown = () => import('./copy-markdown.ts');

/**
 * Copy as Markdown, in the header: the engine's report of the scenario as a share link carries it
 * (credentials replaced by placeholders), with the link and the run mode on screen. The result is a share message.
 */
export function CopyMarkdownButton() {
  const showNotice = usePlayground((s) => s.showShareNotice);
  // While a link is read, the page still shows what it painted first: a report now would be of the wrong scenario.
  const isReadingLink = usePlayground((s) => s.isReadingLink);
  const copy = () => {
    loadCopyMarkdown().then(
      ({ copyMarkdownReport }) => copyMarkdownReport(showNotice),
      () => showNotice({ kind: 'error', text: 'Could not load the Markdown report: check the connection and try again.' }),
    );
  };
  return (
    <button type="button" onClick={copy} disabled={isReadingLink}>
      Copy as Markdown
    </button>
  );
}

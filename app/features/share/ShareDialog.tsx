import { useMemo, useState } from 'react';
import { COMFORTABLE_LINK_CHARS } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { downloadFile } from './storage/download-text.ts';
import { makeShareLink } from './make-share-link.ts';
import { ModalDialog } from './ModalDialog.tsx';
import { useShareLink } from './use-share-link.ts';
import { HostFileList } from './HostFileList.tsx';
import { toLinkField } from './to-link-field.ts';
import { toLinkView } from './to-view.ts';
import { formatCount } from '../../shared/format-count.ts';

/** The share dialog: what was redacted (keep on purpose), the link, Copy, Copy as Markdown, and a file download. */
export function ShareDialog() {
  const scenario = usePlayground((s) => s.scenario);
  const selectedTab = usePlayground((s) => s.selectedTab);
  const resultTab = usePlayground((s) => s.resultTab);
  const runMode = usePlayground((s) => s.runMode);
  const openDialog = usePlayground((s) => s.openShareDialog);
  const close = () => openDialog(null);
  const [isKeeping, setKeeping] = useState(false);
  const [keptHostFiles, setKeptHostFiles] = useState<ReadonlySet<string>>(new Set());
  const keepHostFile = (path: string, isKept: boolean) =>
    setKeptHostFiles((kept) => {
      const next = new Set(kept);
      if (isKept) next.add(path);
      else next.delete(path);
      return next;
    });
  const [status, setStatus] = useState('');
  const view = useMemo(() => toLinkView(selectedTab, resultTab), [selectedTab, resultTab]);
  // Redacting, serialising and compressing run in a worker: a 100,000-rule scenario takes seconds.
  const { link, isReady, error } = useShareLink(scenario, view, isKeeping, keptHostFiles);
  const field = link ? toLinkField(link.url) : null;
  const copy = (text: string | Promise<string>, what: string, failed = 'Could not reach the clipboard; select the text and copy it.') =>
    Promise.resolve(text)
      .then((t) => navigator.clipboard.writeText(t))
      .then(
        () => setStatus(`${what} copied.`),
        () => setStatus(failed),
      );
  const copyMarkdown = () => {
    setStatus('Writing the Markdown report…');
    void copy(makeShareLink({ scenario, view, pageUrl: window.location.href, isKeepingSecrets: isKeeping, keptHostFiles: [...keptHostFiles], markdownRunMode: runMode }).made.then((m) => m.markdown ?? ''), 'Markdown');
  };
  if (!link) {
    return (
      <ModalDialog title="Share link" onClose={close}>
        <p role="status" className="share-status">{error ?? 'Making the link…'}</p>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog title="Share link" onClose={close}>
      {link.redactions.length > 0 && (
        <section aria-label="Redacted values" className="share-redactions">
          <p>{isKeeping ? 'These credentials will travel in the link:' : `${link.redactions.length} value(s) that look like credentials are replaced by placeholders:`}</p>
          <ul>
            {link.redactions.map((r) => (
              <li key={`${r.file}:${r.keyPath}:${r.line}:${r.column}`}>
                <code>{r.file}:{r.line}</code> {r.keyPath} → <code>{r.placeholder}</code>
              </li>
            ))}
          </ul>
          <label>
            <input type="checkbox" checked={isKeeping} onChange={(e) => setKeeping(e.target.checked)} /> Keep these secrets in the link and file
          </label>
        </section>
      )}
      <HostFileList files={link.hostFiles} kept={keptHostFiles} onKeep={keepHostFile} />
      {link.unchecked.length > 0 && (
        <p role="note">
          Could not be fully checked for credentials (only known token shapes were looked for): {link.unchecked.map((u) => u.file).join(', ')}. Look at them before you share.
        </p>
      )}
      {field?.kind === 'start' ? (
        // A field lays out its whole text on the main thread: half a second for a million characters.
        <section aria-label="Link" className="share-field">
          <span>Link</span>
          <p className="share-link-start">
            <code>{field.text}</code>… and {formatCount(field.restChars)} more characters, too many to show here; Copy link copies all of it.
          </p>
        </section>
      ) : (
        <label className="share-field">
          Link
          <input readOnly value={link.url} onFocus={(e) => e.target.select()} />
        </label>
      )}
      {link.isTooLong && (
        <p role="note">
          This link is {formatCount(link.url.length)} characters long, more than the {formatCount(COMFORTABLE_LINK_CHARS)} that paste comfortably into chats and
          issues. Download the scenario as a file instead.
        </p>
      )}
      <div className="share-actions">
        <button type="button" disabled={!isReady} onClick={() => void copy(link.url, 'Link', field?.kind === 'start' ? 'Could not reach the clipboard, and this link is too long to show whole; download the scenario file instead.' : undefined)}>Copy link</button>
        <button type="button" disabled={!isReady} onClick={copyMarkdown}>Copy as Markdown</button>
        <button type="button" disabled={!isReady} onClick={() => downloadFile(link.fileName, link.file)}>Download scenario file</button>
      </div>
      <p role="status" className="share-status">{isReady ? status : 'Making the link…'}</p>
    </ModalDialog>
  );
}

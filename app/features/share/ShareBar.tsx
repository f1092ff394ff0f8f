import { lazy, Suspense } from 'react';
import { useShareUi } from './share-ui-store.ts';
import { useFileDrop } from './use-file-drop.ts';
import { useLinkSync } from './use-link-sync.ts';
import './share.css';

// The dialogs (redaction, importers) load when first opened, not in the first paint.
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((m) => ({ default: m.ShareDialog })));
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));

/** Share and import: Copy link (with redaction), Import, the link/autosave sync, drops, and their messages. */
export function ShareBar() {
  useLinkSync();
  const isDragging = useFileDrop();
  const notice = useShareUi((s) => s.notice);
  const dialog = useShareUi((s) => s.dialog);
  const openDialog = useShareUi((s) => s.openDialog);
  const setNotice = useShareUi((s) => s.setNotice);
  return (
    <div className="share-bar">
      <button type="button" onClick={() => openDialog('share')}>Copy link…</button>
      <button type="button" onClick={() => openDialog('import')}>Import…</button>
      {notice && (
        <div role={notice.kind === 'error' ? 'alert' : 'status'} aria-label={notice.kind === 'error' ? 'Link problem' : 'Share message'} className={`share-notice share-notice-${notice.kind}`}>
          <span>{notice.text}</span>
          {notice.action && (
            <button type="button" onClick={() => notice.action?.run()}>{notice.action.label}</button>
          )}
          <button type="button" aria-label="Dismiss message" onClick={() => setNotice(null)}>×</button>
        </div>
      )}
      {isDragging && <div className="share-drop" aria-hidden="true">Drop files or a folder to place them where the loader reads them</div>}
      <Suspense fallback={null}>
        {dialog === 'share' && <ShareDialog />}
        {dialog === 'import' && <ImportDialog />}
      </Suspense>
    </div>
  );
}

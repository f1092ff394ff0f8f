import { lazy, Suspense, useEffect, useState } from 'react';
import { usePlayground } from '../../store/store.ts';
import { Docked } from '../../ui/Docked.tsx';
import { toNoticeTimeout } from './to-notice-timeout.ts';
import { useFileDrop } from './import/use-file-drop.ts';
import { useLinkSync } from './use-link-sync.ts';
import './share.css';

// The dialogs (redaction, importers) load when first opened, not in the first paint.
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((m) => ({ default: m.ShareDialog })));
const ImportDialog = lazy(() => import('./import/ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));
// The storage banners show only while saving fails or another tab has newer work: loaded then.
const StorageBanners = lazy(() => import('./storage/StorageBanners.tsx').then((m) => ({ default: m.StorageBanners })));

/** Share and import: Copy link (with redaction), Import, the link/autosave sync, drops, and their messages. */
export function ShareBar() {
  useLinkSync();
  const isDragging = useFileDrop();
  const notice = usePlayground((s) => s.shareNotice);
  const dialog = usePlayground((s) => s.shareDialog);
  const openDialog = usePlayground((s) => s.openShareDialog);
  const showNotice = usePlayground((s) => s.showShareNotice);
  const hasBanner = usePlayground((s) => s.storageProblem !== null || s.draftOffer !== null);
  const isReadingLink = usePlayground((s) => s.isReadingLink);
  // A message leaves on its own, unless the pointer or focus is on it.
  const [isHeld, setHeld] = useState(false);
  useEffect(() => {
    if (!notice || isHeld) return;
    const timer = setTimeout(() => {
      if (usePlayground.getState().shareNotice === notice) showNotice(null);
    }, toNoticeTimeout(notice));
    return () => clearTimeout(timer);
  }, [notice, isHeld, showNotice]);
  return (
    <>
      <div className="share-bar">
        <button type="button" onClick={() => openDialog('share')} disabled={isReadingLink}>Copy link…</button>
        <button type="button" onClick={() => openDialog('import')}>Import…</button>
        {isReadingLink && (
          <Docked>
            <div role="status" aria-label="Link" className="share-notice share-notice-info">
              <span>Reading the link… Copy link… and Copy as Markdown wait for it: until then the page shows what it opened with.</span>
            </div>
          </Docked>
        )}
        {notice && (
          <Docked>
            <div
              role={notice.kind === 'error' ? 'alert' : 'status'}
              aria-label={notice.kind === 'error' ? 'Link problem' : 'Share message'}
              className={`share-notice share-notice-${notice.kind}`}
              onPointerEnter={() => setHeld(true)}
              onPointerLeave={() => setHeld(false)}
              onFocus={() => setHeld(true)}
              onBlur={() => setHeld(false)}
            >
              <span>{notice.text}</span>
              {notice.action && (
                <button type="button" onClick={() => notice.action?.run()}>{notice.action.label}</button>
              )}
              <button type="button" aria-label="Dismiss message" onClick={() => showNotice(null)}>×</button>
            </div>
          </Docked>
        )}
        {isDragging && <div className="share-drop" aria-hidden="true">Drop files or a folder to place them where the loader reads them</div>}
        <Suspense fallback={null}>
          {dialog === 'share' && <ShareDialog />}
          {dialog === 'import' && <ImportDialog />}
        </Suspense>
      </div>
      {hasBanner && (
        <Suspense fallback={null}>
          <StorageBanners />
        </Suspense>
      )}
    </>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusReturn } from '../../ui/use-focus-return.ts';

/** A modal dialog (native <dialog>): labelled by its title, closed by Escape or the Close button; focus returns to its opener. */
export function ModalDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Closing gives focus back to what opened the dialog (the dialog leaves the page, so the browser cannot).
  useFocusReturn();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className="share-dialog" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className="share-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={onClose}>Close</button>
      </div>
      {children}
    </dialog>
  );
}

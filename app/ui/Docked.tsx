import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The id of the dock: the row above the status bar where messages and the problems list sit, taking room instead of covering the panes. */
export const DOCK_ID = 'dock';

/** Renders `children` in the dock (in place, when the dock is not in the page), so floating panels stack there and never overlap. */
export function Docked({ children }: { readonly children: ReactNode }) {
  const dock = typeof document === 'undefined' ? null : document.getElementById(DOCK_ID);
  return dock ? createPortal(children, dock) : <>{children}</>;
}

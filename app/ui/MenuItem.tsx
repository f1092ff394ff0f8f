import type { ReactNode } from 'react';

/** One item of a popup menu (see `useMenu`): reachable by the menu's arrow keys, not by Tab. */
export function MenuItem({ onSelect, children }: { readonly onSelect: () => void; readonly children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className="menu-item" onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

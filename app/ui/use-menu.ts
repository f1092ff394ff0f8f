import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button's behaviour (the WAI-ARIA menu button pattern), for every popup menu of the app: the first item
 * takes focus when it opens; a pointer down outside closes it; arrow keys, Home and End move between items
 * (wrapping); Escape or Tab closes it and gives focus back to its button. `itemsReady` is false while a menu's items
 * are still loading: the first item takes focus when they arrive, if focus has not moved on.
 */
export function useMenu(itemsReady = true) {
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!isOpen || !itemsReady) return;
    const focused = document.activeElement;
    if (focused === button.current || focused === document.body || menu.current?.contains(focused)) menu.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [isOpen, itemsReady]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
    } else if (next !== undefined && items.length) {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    }
  };

  return { isOpen, setOpen, button, menu, close, onMenuKey };
}

import { useEffect, useRef, useState, type MutableRefObject } from 'react';

/** The element to give focus back to: the opener when it is still on the page, else the fallback; null when neither is. */
export function toFocusReturn(opener: Element | null, fallback: Element | null): HTMLElement | null {
  const usable = (el: Element | null): el is HTMLElement => !!el && el.isConnected && typeof (el as HTMLElement).focus === 'function' && el !== el.ownerDocument.body;
  if (usable(opener)) return opener;
  return usable(fallback) ? fallback : null;
}

/**
 * Focus returns to what opened a card or dialog when it closes. The opener is the element that had focus when the
 * component first rendered (before any autoFocus inside it); the returned ref lets the component name a newer opener.
 * Focus is only given back when it fell to <body> (a person who clicked elsewhere keeps their focus).
 */
export function useFocusReturn(fallback?: () => Element | null): MutableRefObject<Element | null> {
  const [first] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const opener = useRef<Element | null>(first);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      toFocusReturn(opener.current, fallbackRef.current?.() ?? null)?.focus();
    },
    [],
  );
  return opener;
}

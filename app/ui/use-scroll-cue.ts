import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling element with `data-more-right` / `data-more-left` while content waits past that edge
 * (set on the element itself, no re-render), so a cue beside it can show. Follows scrolls, resizes and content changes.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.toggleAttribute('data-more-right', el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
      el.toggleAttribute('data-more-left', el.scrollLeft > 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    const mutation = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutation?.observe(el, { childList: true, subtree: true });
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, [ref]);
}

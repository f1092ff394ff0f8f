import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling element with `data-more-right` / `data-more-left` while content waits past that edge
 * (set on the element itself, no re-render), so a cue beside it can show. Follows scrolls, resizes and content changes.
 *
 * A scroll or a content change is looked at in the next animation frame, once however many came: reading the element's
 * scroll width lays the page out, and inside a scroll event or a React commit (the content's mutations) that layout
 * would run in their task, a second time, before the frame's own. In the frame it is the layout the frame needs.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.toggleAttribute('data-more-right', el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
      el.toggleAttribute('data-more-left', el.scrollLeft > 1);
    };
    let frame = 0;
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    update();
    el.addEventListener('scroll', later, { passive: true });
    // A ResizeObserver reports after layout: reading the sizes there lays nothing out again.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    const mutation = typeof MutationObserver === 'undefined' ? null : new MutationObserver(later);
    mutation?.observe(el, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', later);
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, [ref]);
}

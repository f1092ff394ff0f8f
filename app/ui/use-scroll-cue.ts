import { useEffect, type RefObject } from 'react';
import { oncePerFrame } from './once-per-frame.ts';

/**
 * Marks a sideways-scrolling element with `data-more-right` / `data-more-left` while content waits past that edge
 * (set on the element itself, no re-render), so a cue beside it can show. Follows scrolls, resizes and content changes.
 *
 * A scroll or a content change is looked at in the next animation frame (`oncePerFrame`): reading the scroll width lays
 * the page out, and inside a scroll event or a React commit (the content's mutations) that would run in their task.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      el.toggleAttribute('data-more-right', el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
      el.toggleAttribute('data-more-left', el.scrollLeft > 1);
    };
    const later = oncePerFrame(update);
    update();
    el.addEventListener('scroll', later.schedule, { passive: true });
    // A ResizeObserver reports after layout: reading the sizes there lays nothing out again.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    const mutation = typeof MutationObserver === 'undefined' ? null : new MutationObserver(later.schedule);
    mutation?.observe(el, { childList: true, subtree: true });
    return () => {
      later.cancel();
      el.removeEventListener('scroll', later.schedule);
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, [ref]);
}

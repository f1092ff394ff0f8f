import { startTransition, useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { oncePerFrame } from './once-per-frame.ts';
import { toRowWindow, type RowWindow } from './to-row-window.ts';

function scrollParentOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll' || y === 'overlay') return p;
  }
  return null;
}

/**
 * Windows a long list: `anchorRef` goes on the element whose children are the rows (a tbody, a ul), which must
 * render two spacers of `padTop` and `padBottom` px around rows [start, end). It follows the nearest scrolling
 * ancestor (or the page), measures the rendered rows' mean height, and re-renders only when the window moves.
 */
export function useRowWindow<T extends HTMLElement>(count: number, guessRowPx: number): { readonly anchorRef: RefObject<T | null>; readonly window: RowWindow } {
  const anchorRef = useRef<T | null>(null);
  const [rowPx, setRowPx] = useState(guessRowPx);
  const [win, setWin] = useState<RowWindow>(() => toRowWindow(count, guessRowPx, 0, 1000));
  // The window whose rows are in the page now (the last one committed: a scroll's transition may still be rendering).
  const committed = useRef(win);
  // Noted, not measured, at each commit (and before the effect below measures): reading the rows' height here would lay
  // the page out inside the commit's task, a scroll step's longest part. The mean is read where the page is measured
  // anyway: on mount and in the scroll's animation frame, from the layout that frame needs.
  useLayoutEffect(() => {
    committed.current = win;
  }, [win]);
  const measure = useCallback((isScroll = false) => {
    const anchor = anchorRef.current;
    if (!anchor) return;
    const scroller = scrollParentOf(anchor);
    const view = scroller ? scroller.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
    const box = anchor.getBoundingClientRect();
    const top = box.top;
    // The rows' mean height, read with the same layout: the spacers then stand for about the rows they replace.
    const shown = committed.current;
    const rendered = shown.end - shown.start;
    if (rendered > 0 && rendered < count) {
      const mean = (box.height - shown.padTop - shown.padBottom) / rendered;
      if (mean > 4 && Math.abs(mean - rowPx) / rowPx > 0.15) setRowPx(Math.round(mean));
    }
    const next = toRowWindow(count, rowPx, view.top - top, view.bottom - top);
    const update = () => setWin((w) => (w.start === next.start && w.end === next.end && w.padTop === next.padTop && w.padBottom === next.padBottom ? w : next));
    // A scroll renders its new rows as a transition: React renders them in slices that yield to input and painting,
    // so a fast wheel over 10,000 rules never holds the page in one long task (the overscan covers the short wait).
    if (isScroll) startTransition(update);
    else update();
  }, [count, rowPx]);

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    if (!anchor) return;
    measure();
    const scroller = scrollParentOf(anchor) ?? window;
    const onScroll = oncePerFrame(() => measure(true));
    scroller.addEventListener('scroll', onScroll.schedule, { passive: true });
    window.addEventListener('resize', onScroll.schedule);
    return () => {
      onScroll.cancel();
      scroller.removeEventListener('scroll', onScroll.schedule);
      window.removeEventListener('resize', onScroll.schedule);
    };
  }, [measure]);

  return { anchorRef, window: win };
}

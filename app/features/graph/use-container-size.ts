import { useEffect, useState, type RefObject } from 'react';

/** A container's content box in px, rounded down to `step` so tiny resizes do not re-lay the graph (never more room than there is). */
export interface ContainerSize {
  readonly width: number;
  readonly height: number;
}

/** The content size of an element, kept current with a ResizeObserver; null until measured. */
export function useContainerSize(ref: RefObject<HTMLElement | null>, step = 16): ContainerSize | null {
  const [size, setSize] = useState<ContainerSize | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const round = (v: number) => Math.max(step, Math.floor(v / step) * step);
    const update = (width: number, height: number) => {
      if (width <= 0 || height <= 0) return;
      setSize((old) => (old && old.width === round(width) && old.height === round(height) ? old : { width: round(width), height: round(height) }));
    };
    update(el.clientWidth, el.clientHeight);
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) update(box.width, box.height);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, step]);
  return size;
}

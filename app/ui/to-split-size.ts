/** The bounds of a split: the first pane's share of the container, in percent. */
export interface SplitBounds {
  readonly min: number;
  readonly max: number;
  readonly fallback: number;
}

/** `value` kept within the bounds and rounded to a tenth; anything that is not a finite number gives the fallback. */
export function clampSplit(value: unknown, bounds: SplitBounds): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return bounds.fallback;
  return Math.round(Math.min(bounds.max, Math.max(bounds.min, n)) * 10) / 10;
}

/** The split after a key press (arrows step by 2%, with Shift by 10%; Home and End go to the bounds), or null for other keys. */
export function splitAfterKey(current: number, key: string, shift: boolean, orientation: 'vertical' | 'horizontal', bounds: SplitBounds): number | null {
  const step = shift ? 10 : 2;
  const grow = orientation === 'vertical' ? 'ArrowRight' : 'ArrowDown';
  const shrink = orientation === 'vertical' ? 'ArrowLeft' : 'ArrowUp';
  switch (key) {
    case grow:
      return clampSplit(current + step, bounds);
    case shrink:
      return clampSplit(current - step, bounds);
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}

/** The split when the pointer is at `offset` px from the container's start, out of `length` px. */
export function splitAtPointer(offset: number, length: number, bounds: SplitBounds): number {
  if (!(length > 0)) return bounds.fallback;
  return clampSplit((offset / length) * 100, bounds);
}

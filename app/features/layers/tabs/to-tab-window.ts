/** How many layer tabs the strip renders at most (plus Environment): a link with 20,000 files renders this many. */
export const STRIP_LIMIT = 40;

/** The tabs the strip renders: indices `start` (inclusive) to `end` (exclusive) of the full list. */
export interface TabWindow {
  readonly start: number;
  readonly end: number;
}

/**
 * The window of tabs to render, the current one always inside it. Up to `size` tabs all show. Otherwise the window
 * stays where it was (`previous`, its start) while the current tab is in it; a tab past its end starts the next
 * window (the strip pages forward, as arrows move across its edge), a tab before its start ends the previous one.
 * With no previous window (`null`) the current tab sits in the middle. The current tab is an index into the list,
 * or -1 when it is none of them (Environment): the previous window then stays.
 */
export function toTabWindow(total: number, current: number, previous: number | null, size: number = STRIP_LIMIT): TabWindow {
  const n = Math.max(0, Math.floor(total));
  const width = Math.max(1, Math.floor(size));
  if (n <= width) return { start: 0, end: n };
  const last = n - width;
  const clamp = (start: number) => Math.min(last, Math.max(0, start));
  const at = Number.isInteger(current) && current >= 0 && current < n ? current : -1;
  let start: number;
  if (at < 0) start = clamp(previous ?? 0);
  else if (previous === null) start = clamp(at - Math.floor(width / 2));
  else {
    const kept = clamp(previous);
    if (at >= kept && at < kept + width) start = kept;
    else if (at >= kept + width) start = clamp(at);
    else start = clamp(at - width + 1);
  }
  return { start, end: start + width };
}

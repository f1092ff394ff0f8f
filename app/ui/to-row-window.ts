/** Which rows of a long list to render: those in view plus a margin, the rest stand in as two spacers. */

/** The rendered slice [start, end) and the spacer heights above and below it. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly padTop: number;
  readonly padBottom: number;
}

/** Rows rendered beyond the view on each side, so a fast scroll rarely shows a spacer. */
export const OVERSCAN_ROWS = 20;

/**
 * The window for `count` rows of about `rowPx` each, when the view shows [viewTop, viewBottom) px measured from the
 * list's first row (negative when the list starts below the view's top). Lists up to `minCount` rows render whole.
 */
export function toRowWindow(count: number, rowPx: number, viewTop: number, viewBottom: number, minCount = 200): RowWindow {
  const n = Math.max(0, Math.floor(count));
  if (n <= minCount || !(rowPx > 0) || !Number.isFinite(viewTop) || !Number.isFinite(viewBottom)) return { start: 0, end: n, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, viewTop) / rowPx);
  const last = Math.ceil(Math.max(0, viewBottom) / rowPx);
  const start = Math.min(n, Math.max(0, first - OVERSCAN_ROWS));
  const end = Math.min(n, Math.max(start, last + OVERSCAN_ROWS));
  return { start, end, padTop: start * rowPx, padBottom: (n - end) * rowPx };
}

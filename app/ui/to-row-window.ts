/** Which rows of a long list to render: those in view plus a margin, the rest stand in as two spacers. */

/** The rendered slice [start, end) and the spacer heights above and below it. */
export interface RowWindow {
  readonly start: number;
  readonly end: number;
  readonly padTop: number;
  readonly padBottom: number;
}

/**
 * Rows rendered beyond the view on each side: as many as the view shows, so a Page Up or Down lands on rows already in
 * the page, within these bounds. Every row in the page is laid out at each scroll step that changes the window: at
 * 10,000 rules, 20 rows each side beyond a 7-row view made the wheel's frames lay out about 47 rows, twice the work
 * of 7 each side, and those frames were the scroll's long tasks.
 */
export const MIN_OVERSCAN_ROWS = 5;
export const MAX_OVERSCAN_ROWS = 20;

/** The margin for a view of `rowsInView` rows. */
export function overscanFor(rowsInView: number): number {
  return Math.min(MAX_OVERSCAN_ROWS, Math.max(MIN_OVERSCAN_ROWS, Math.ceil(rowsInView)));
}

/**
 * The window for `count` rows of about `rowPx` each, when the view shows [viewTop, viewBottom) px measured from the
 * list's first row (negative when the list starts below the view's top). Lists up to `minCount` rows render whole.
 */
export function toRowWindow(count: number, rowPx: number, viewTop: number, viewBottom: number, minCount = 200): RowWindow {
  const n = Math.max(0, Math.floor(count));
  if (n <= minCount || !(rowPx > 0) || !Number.isFinite(viewTop) || !Number.isFinite(viewBottom)) return { start: 0, end: n, padTop: 0, padBottom: 0 };
  const first = Math.floor(Math.max(0, viewTop) / rowPx);
  const last = Math.ceil(Math.max(0, viewBottom) / rowPx);
  const margin = overscanFor((viewBottom - viewTop) / rowPx);
  const start = Math.min(n, Math.max(0, first - margin));
  const end = Math.min(n, Math.max(start, last + margin));
  return { start, end, padTop: start * rowPx, padBottom: (n - end) * rowPx };
}

/**
 * The keystroke probes of bench/browser-keys.ts, as page code (text: tsx helpers are not in the page).
 *
 * "Settled" is about the page around the editor: Tools, Tester, Rules, the graph, the status bar. A DOM change inside
 * Monaco (`.monaco-editor`: the typed text, the cursor that blinks again about a second after the last key, the
 * decorations, the line highlight) is the editor's own life and does not count. What counts is every DOM change
 * outside it and the "Updating…" mark (the app's sign that a newer analysis is on its way). The keystroke is settled
 * at the last such change once the mark is gone and nothing outside the editor changed, and no long task ran, for a
 * quiet window; that window only tells when to stop watching, it is not part of the figure. The probe also notes when
 * the mark left (the new analysis on screen) and which element changed last, to read where a slow keystroke went.
 */

/** Installs the probes: the last keydown's time, every long task, and the last DOM change outside the editor. */
export const SETTLE_INIT_SCRIPT = `
  window.__keys = { keyAt: 0, tasks: [], lastChange: 0, lastWhat: '', shownAt: 0 };
  document.addEventListener('keydown', () => { window.__keys.keyAt = performance.now(); }, true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__keys.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const describe = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return '?';
    const label = el.closest('[aria-label]')?.getAttribute('aria-label');
    return el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/)[0] : '') + (label ? ' in "' + label + '"' : '');
  };
  const isInEditor = (node) => {
    const el = node.nodeType === 1 ? node : node.parentElement;
    return el !== null && el.closest('.monaco-editor') !== null;
  };
  new MutationObserver((records) => {
    const outside = records.filter((r) => !isInEditor(r.target));
    if (outside.length === 0) return;
    const now = performance.now();
    window.__keys.lastChange = now;
    window.__keys.lastWhat = describe(outside[outside.length - 1].target);
    // The "Updating…" mark leaving: the new analysis is on screen (what follows is the rest of the page catching up).
    const isMarkGone = outside.some((r) => [...r.removedNodes].some((n) => n.nodeType === 1 && n.getAttribute('aria-label') === 'Analysis'));
    if (isMarkGone) window.__keys.shownAt = now;
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

/** What one keystroke cost once the page settled; NaN figures when it never settled. */
export interface KeyResult {
  /** The longest main-thread task from the keydown on (0 when none reached 50 ms). */
  readonly longest: number;
  readonly tasks: number;
  /** From the keydown to the last DOM change outside the editor (0 when nothing outside changed). */
  readonly settledAfter: number;
  /** The element of that last change, for reading a slow sample. */
  readonly lastWhat: string;
  /** From the keydown to the "Updating…" mark leaving (null when it was not shown after this keystroke). */
  readonly shownAfter: number | null;
}

/**
 * Page code resolving to a KeyResult once the page is settled after the last keydown: no "Updating…" mark, and for
 * `quietMs` no DOM change outside the editor and no long task ending; NaN figures after `timeoutMs`.
 */
export function settledScript(quietMs: number, timeoutMs: number): string {
  return `new Promise((resolve) => {
  const k = window.__keys;
  const t0 = performance.now();
  const tick = () => {
    const now = performance.now();
    const tasks = k.tasks.filter((t) => t.start + t.duration >= k.keyAt);
    const lastTaskEnd = tasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
    const isUpdating = document.querySelector('[role="status"][aria-label="Analysis"]') !== null;
    const changedAt = Math.max(k.keyAt, k.lastChange);
    const longest = tasks.reduce((m, t) => Math.max(m, t.duration), 0);
    if (!isUpdating && now - Math.max(changedAt, lastTaskEnd) >= ${quietMs}) return resolve({ longest, tasks: tasks.length, settledAfter: changedAt - k.keyAt, lastWhat: k.lastChange > k.keyAt ? k.lastWhat : '', shownAfter: k.shownAt > k.keyAt ? k.shownAt - k.keyAt : null });
    if (now - t0 > ${timeoutMs}) return resolve({ longest: Number.NaN, tasks: tasks.length, settledAfter: Number.NaN, lastWhat: k.lastWhat, shownAfter: null });
    setTimeout(tick, 25);
  };
  tick();
})`;
}

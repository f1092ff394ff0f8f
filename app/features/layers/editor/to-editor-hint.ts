/** The editor's keyboard hint and its size guard. */

/** Above this many characters a JSON model is plain text: Monaco's JSON worker overflows its stack on huge objects. */
export const JSON_ASSIST_LIMIT = 200_000;

/** Whether a text is too large for Monaco's JSON language service. */
export function isLargeText(length: number): boolean {
  return length > JSON_ASSIST_LIMIT;
}

/** The line under an editor: how to leave it with the keyboard, and when JSON assistance is off because of size. */
export function toEditorHint(isGuarded: boolean): string {
  const keys = 'Tab indents; Esc then Tab (or Ctrl+M) moves focus out of the editor.';
  if (!isGuarded) return keys;
  return `Large file (over ${Math.round(JSON_ASSIST_LIMIT / 1000)} KB): JSON completion and hover are off; the playground's own checks still run. ${keys}`;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Moves focus to the next (1) or previous (-1) focusable element outside `container`, in document order. */
export function focusNextOutside(container: Element, direction: 1 | -1): void {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !container.contains(el) && el.offsetParent !== null && el.tabIndex >= 0);
  const after = all.filter((el) => Boolean(container.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));
  const before = all.filter((el) => Boolean(container.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING));
  const target = direction === 1 ? (after[0] ?? all[0]) : (before[before.length - 1] ?? all[all.length - 1]);
  target?.focus();
}

/**
 * Longest link the dialog shows whole in its text field. A field's text is laid out whole: about 14 ms for 10,000
 * characters and half a second for a million in Chromium, all on the main thread. Twice the length that pastes
 * comfortably (COMFORTABLE_LINK_CHARS) still shows whole.
 */
export const LINK_FIELD_MAX_CHARS = 16_000;

/** Characters of a longer link shown as its start. */
export const LINK_START_CHARS = 120;

/** What the Link field shows: the whole link, or (when too long to lay out quickly) its start and how much is left out. */
export type LinkField =
  | { readonly kind: 'whole'; readonly text: string }
  | { readonly kind: 'start'; readonly text: string; readonly restChars: number };

/** The Link field for a URL: whole up to LINK_FIELD_MAX_CHARS; beyond, its first LINK_START_CHARS characters. */
export function toLinkField(url: string): LinkField {
  if (url.length <= LINK_FIELD_MAX_CHARS) return { kind: 'whole', text: url };
  return { kind: 'start', text: url.slice(0, LINK_START_CHARS), restChars: url.length - LINK_START_CHARS };
}

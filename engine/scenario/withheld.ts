/**
 * The one placeholder for a file whose text a scenario does not carry: `<withheld:REASON>` or
 * `<withheld:REASON, N bytes>`. A scan writes it for the files it does not read (a host file outside the project and
 * its config dirs, /proc, a FIFO, a file over the size cap…); sharing writes it for host files nobody chose to keep.
 * The analysis still names the layer and says why its text is missing.
 */

/** Why a file's text is withheld. */
export type WithheldReason = 'host-file' | 'system-file' | 'fifo' | 'socket' | 'device' | 'over-size-cap' | 'unreadable';

/** A withheld file as its placeholder says: the reason, and its size when known. */
export interface Withheld {
  readonly reason: WithheldReason;
  readonly bytes?: number;
}

/** Each reason in words (the layer table's "why"). */
export const WITHHELD_WORDS: Readonly<Record<WithheldReason, string>> = {
  'host-file': 'a host file outside the project and its config dirs (scan --keep-host-files or the Share dialog keeps it)',
  'system-file': 'under /proc, /sys or /dev: never read',
  fifo: 'a FIFO, not a regular file: never read',
  socket: 'a socket, not a regular file: never read',
  device: 'a device, not a regular file: never read',
  'over-size-cap': 'over the scan\'s size cap',
  unreadable: 'could not be read (no permission)',
};

const PLACEHOLDER = /^<withheld:(host-file|system-file|fifo|socket|device|over-size-cap|unreadable)(?:, (\d{1,15}) bytes)?>$/;

/** The placeholder text that stands for a withheld file. */
export function withheldText(withheld: Withheld): string {
  return `<withheld:${withheld.reason}${withheld.bytes !== undefined ? `, ${withheld.bytes} bytes` : ''}>`;
}

/** What a placeholder says, or null when the text is not one (a file's own text). Looks at short texts only. */
export function readWithheld(text: string): Withheld | null {
  if (text.length > 64 || !text.startsWith('<withheld:')) return null;
  const m = PLACEHOLDER.exec(text);
  if (!m) return null;
  return { reason: m[1] as WithheldReason, ...(m[2] !== undefined ? { bytes: Number(m[2]) } : {}) };
}

/** The layer table's reason for a withheld file: `withheld: <why>[, N bytes]`. */
export function describeWithheld(withheld: Withheld): string {
  return `withheld: ${WITHHELD_WORDS[withheld.reason]}${withheld.bytes !== undefined ? ` (${withheld.bytes} bytes)` : ''}`;
}

import type { PermalinkReading } from '../../../engine/index.ts';

/** What the page asks the link worker: read this link (decompressing it off the main thread). */
export interface LinkRequest {
  readonly kind: 'decode-link';
  readonly id: number;
  readonly link: string;
}

/** What the link worker answers: the link's reading, as decodePermalink gives it. */
export interface LinkReply {
  readonly kind: 'decoded-link';
  readonly id: number;
  readonly reading: PermalinkReading;
}

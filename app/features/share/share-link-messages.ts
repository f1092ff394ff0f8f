import type { PermalinkView, RunMode, Scenario } from '../../../engine/index.ts';
import type { ShareLink } from './to-share-link.ts';

/** What to share: the scenario, the view, the page's URL, whether credentials stay, and the run mode when a report is wanted. */
export interface ShareLinkOrder {
  readonly scenario: Scenario;
  readonly view: PermalinkView;
  readonly pageUrl: string;
  readonly isKeepingSecrets: boolean;
  /** The host files (by path) the user chose to keep in the link; every other one is withheld. */
  readonly keptHostFiles?: readonly string[];
  /** Set to also write the Markdown report of the shared scenario (analysed off the main thread too), for this run mode. */
  readonly markdownRunMode?: RunMode;
}

/**
 * What the page sends the share-link worker: the order with its file texts left empty, then the texts in
 * pieces (each its own message and task: cloning megabytes of text at once blocks the page), then `end`.
 */
export type ShareLinkRequest =
  | { readonly kind: 'order'; readonly order: ShareLinkOrder }
  | { readonly kind: 'piece'; readonly file: number; readonly text: string }
  | { readonly kind: 'end' };

/** A share link as the page holds it: the shared scenario only as a file (a Blob, passed by handle), not as objects. */
export type MadeLink = Omit<ShareLink, 'scenario'> & { readonly fileName: string; readonly file: Blob };

/** A made link, with the Markdown report when one was asked for. */
export interface MadeShareLink {
  readonly link: MadeLink;
  readonly markdown?: string;
}

/** What the share-link worker answers (the URL as transferred UTF-8 bytes), or that it failed (the page then tries on the main thread). */
export type ShareLinkReply =
  | { readonly kind: 'made-link'; readonly link: Omit<MadeLink, 'url' | 'hash'> & { readonly urlBytes: Uint8Array }; readonly markdown?: string }
  | { readonly kind: 'failed' };

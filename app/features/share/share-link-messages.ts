import type { PermalinkView, RunMode, Scenario } from '../../../engine/index.ts';
import type { ShareLink } from './to-share-link.ts';

/** What the page asks the share-link worker: redact, serialise and compress this scenario into a link. */
export interface ShareLinkRequest {
  readonly kind: 'make-link';
  readonly scenario: Scenario;
  readonly view: PermalinkView;
  readonly pageUrl: string;
  readonly isKeepingSecrets: boolean;
  /** Set to also write the Markdown report of the shared scenario (analysed in the worker too), for this run mode. */
  readonly markdownRunMode?: RunMode;
}

/** What the share-link worker answers: the link, or that making it failed (the page then tries on the main thread). */
export type ShareLinkReply = { readonly kind: 'made-link'; readonly link: ShareLink; readonly markdown?: string } | { readonly kind: 'failed' };

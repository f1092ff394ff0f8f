import { COMFORTABLE_LINK_CHARS, encodePermalinkWith, redactScenario, type LinkCompressor, type PermalinkView, type Redaction, type UncheckedPart, type Scenario } from '../../../engine/index.ts';

/** A link ready to share: the scenario it carries (redacted unless kept), the URL, and what was redacted. */
export interface ShareLink {
  readonly scenario: Scenario;
  readonly hash: string;
  readonly url: string;
  readonly redactions: readonly Redaction[];
  /** Files the redaction could only search for credential shapes (not valid JSONC). */
  readonly unchecked: readonly UncheckedPart[];
  readonly isTooLong: boolean;
}

/**
 * Makes the share link for a scenario and view; credentials are redacted unless `isKeepingSecrets`.
 * Redacting and compressing a big scenario takes seconds: the page runs this in a worker (make-share-link.ts).
 */
export async function toShareLink(scenario: Scenario, view: PermalinkView, pageUrl: string, isKeepingSecrets: boolean, compressor: LinkCompressor): Promise<ShareLink> {
  const found = redactScenario(scenario);
  const shared = isKeepingSecrets ? scenario : found.scenario;
  const hash = await encodePermalinkWith(shared, view, compressor);
  const url = `${pageUrl.split('#')[0]}${hash}`;
  return { scenario: shared, hash, url, redactions: found.redactions, unchecked: found.unchecked ?? [], isTooLong: url.length > COMFORTABLE_LINK_CHARS };
}

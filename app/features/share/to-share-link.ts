import { COMFORTABLE_LINK_CHARS, encodePermalink, redactScenario, type PermalinkView, type Redaction, type UncheckedPart, type Scenario } from '../../../engine/index.ts';

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

/** Makes the share link for a scenario and view; credentials are redacted unless `isKeepingSecrets`. */
export function toShareLink(scenario: Scenario, view: PermalinkView, pageUrl: string, isKeepingSecrets: boolean): ShareLink {
  const found = redactScenario(scenario);
  const shared = isKeepingSecrets ? scenario : found.scenario;
  const hash = encodePermalink(shared, view);
  const url = `${pageUrl.split('#')[0]}${hash}`;
  return { scenario: shared, hash, url, redactions: found.redactions, unchecked: found.unchecked ?? [], isTooLong: url.length > COMFORTABLE_LINK_CHARS };
}

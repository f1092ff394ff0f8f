import { COMFORTABLE_LINK_CHARS, encodePermalinkWith, hostFilesOf, redactOutputText, redactScenario, withholdHostFiles, type HostFile, type LinkCompressor, type PermalinkView, type Redaction, type UncheckedPart, type Scenario } from '../../../engine/index.ts';

/** A link ready to share: the scenario it carries (redacted unless kept, host files withheld unless kept), the URL, and what was left out. */
export interface ShareLink {
  readonly scenario: Scenario;
  readonly hash: string;
  readonly url: string;
  readonly redactions: readonly Redaction[];
  /** Files the redaction could only search for credential shapes (not valid JSONC). */
  readonly unchecked: readonly UncheckedPart[];
  /** The scenario's host files (outside the project and its config dirs): withheld from the link unless kept. */
  readonly hostFiles: readonly HostFile[];
  readonly isTooLong: boolean;
}

/**
 * Makes the share link for a scenario and view; credentials are redacted unless `isKeepingSecrets`, host files
 * withheld unless in `keptHostFiles`. Redacting and compressing a big scenario takes seconds: the page runs this
 * in a worker (make-share-link.ts).
 */
export async function toShareLink(scenario: Scenario, view: PermalinkView, pageUrl: string, isKeepingSecrets: boolean, compressor: LinkCompressor, keptHostFiles: ReadonlySet<string> = new Set()): Promise<ShareLink> {
  const withheld = withholdHostFiles(scenario, keptHostFiles);
  const found = redactScenario(withheld);
  const shared = isKeepingSecrets ? withheld : found.scenario;
  const hash = await encodePermalinkWith(shared, view, compressor);
  const url = `${pageUrl.split('#')[0]}${hash}`;
  return { scenario: shared, hash, url, redactions: found.redactions, unchecked: found.unchecked ?? [], hostFiles: hostFilesOf(scenario), isTooLong: url.length > COMFORTABLE_LINK_CHARS };
}

/** A report text as it leaves the page (Copy as Markdown): through the same output redaction as every CLI output. */
export function toSharedReport(report: string): string {
  return redactOutputText(report);
}

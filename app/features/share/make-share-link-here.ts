// What the share-link worker runs; the page loads it only where workers are unavailable or broken, so the
// redaction, the report and the compressor never weigh on pages whose worker works.
import { analyze, markdownReport } from '../../../engine/index.ts';
import { pickLinkCompressor } from '../../worker/link/pick-compressor.ts';
import type { MadeLink, MadeShareLink, ShareLinkOrder } from './share-link-messages.ts';
import { toScenarioFileName } from './storage/to-scenario-file-name.ts';
import { toShareLink, toSharedReport } from './to-share-link.ts';

/** Makes the link, the shared scenario's file (and the report, when asked). */
export async function makeShareLinkHere(order: ShareLinkOrder): Promise<MadeShareLink> {
  const { scenario, ...link } = await toShareLink(order.scenario, order.view, order.pageUrl, order.isKeepingSecrets, await pickLinkCompressor(), new Set(order.keptHostFiles ?? []));
  const made: MadeLink = { ...link, fileName: toScenarioFileName(scenario), file: new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' }) };
  return order.markdownRunMode ? { link: made, markdown: toSharedReport(markdownReport(analyze(scenario), link.url, order.markdownRunMode)) } : { link: made };
}

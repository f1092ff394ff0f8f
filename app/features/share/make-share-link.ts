import type { PermalinkView, RunMode, Scenario } from '../../../engine/index.ts';
import { startWorker } from '../../worker/start-worker.ts';
import type { ShareLinkReply, ShareLinkRequest } from './share-link-messages.ts';
import type { ShareLink } from './to-share-link.ts';

/** A made link, with the Markdown report when one was asked for. */
export interface MadeShareLink {
  readonly link: ShareLink;
  readonly markdown?: string;
}

/** Makes the link (and report) on the main thread: only where workers are unavailable or broken. */
async function makeOnMainThread(request: ShareLinkRequest): Promise<MadeShareLink> {
  const [{ toShareLink }, { pickLinkCompressor }, { analyze, markdownReport }] = await Promise.all([import('./to-share-link.ts'), import('../../worker/link/pick-compressor.ts'), import('../../../engine/index.ts')]);
  const link = await toShareLink(request.scenario, request.view, request.pageUrl, request.isKeepingSecrets, await pickLinkCompressor());
  return request.markdownRunMode ? { link, markdown: markdownReport(analyze(link.scenario), link.url, request.markdownRunMode) } : { link };
}

/** A link being made; `cancel` stops its worker (the dialog closed, or a newer choice replaced it). */
export interface PendingShareLink {
  readonly made: Promise<MadeShareLink>;
  cancel(): void;
}

/** What to share: the scenario, the view, the page's URL, whether credentials stay, and the run mode when a report is wanted. */
export interface ShareLinkOrder {
  readonly scenario: Scenario;
  readonly view: PermalinkView;
  readonly pageUrl: string;
  readonly isKeepingSecrets: boolean;
  readonly markdownRunMode?: RunMode;
}

/**
 * Makes a share link in a short-lived worker: redaction, serialisation, compression (and the report's
 * analysis) never block the page, which a 100,000-rule scenario would for seconds. Without workers, the
 * link is made on the main thread.
 */
export function makeShareLink(order: ShareLinkOrder): PendingShareLink {
  const request: ShareLinkRequest = { kind: 'make-link', ...order };
  let worker: Worker | null = null;
  const made = new Promise<MadeShareLink>((resolve, reject) => {
    const fallBack = () => {
      worker?.terminate();
      makeOnMainThread(request).then(resolve, reject);
    };
    worker = startWorker<ShareLinkReply>(
      () => new Worker(new URL('./share-link.worker.ts', import.meta.url), { type: 'module', name: 'share-link' }),
      (event) => {
        const reply = event.data;
        if (reply.kind === 'failed') return fallBack();
        worker?.terminate();
        resolve(reply.markdown !== undefined ? { link: reply.link, markdown: reply.markdown } : { link: reply.link });
      },
      fallBack,
    );
    if (!worker) return fallBack();
    worker.postMessage(request);
  });
  return { made, cancel: () => worker?.terminate() };
}

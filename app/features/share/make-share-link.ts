import { startWorker } from '../../worker/start-worker.ts';
import type { MadeShareLink, ShareLinkOrder, ShareLinkReply, ShareLinkRequest } from './share-link-messages.ts';

export type { MadeShareLink, ShareLinkOrder } from './share-link-messages.ts';

/** Characters of file text per message: cloning 256 K characters takes a few milliseconds. */
const PIECE_CHARS = 262_144;

/** Makes the link (and report) on the main thread: only where workers are unavailable or broken. */
async function makeOnMainThread(order: ShareLinkOrder): Promise<MadeShareLink> {
  const { makeShareLinkHere } = await import('./make-share-link-here.ts');
  return makeShareLinkHere(order);
}

/** Sends the order, then its file texts in pieces, each in a task of its own, then the end mark. */
async function sendInPieces(worker: Worker, order: ShareLinkOrder): Promise<void> {
  const send = (message: ShareLinkRequest) => worker.postMessage(message);
  const files = order.scenario.files.map((f) => ({ ...f, text: '' }));
  send({ kind: 'order', order: { ...order, scenario: { ...order.scenario, files } } });
  for (const [file, { text }] of order.scenario.files.entries()) {
    for (let at = 0; at < text.length; at += PIECE_CHARS) {
      send({ kind: 'piece', file, text: text.slice(at, at + PIECE_CHARS) });
      await new Promise((resume) => setTimeout(resume, 0));
    }
  }
  send({ kind: 'end' });
}

/** A link being made; `cancel` stops its worker (the dialog closed, or a newer choice replaced it). */
export interface PendingShareLink {
  readonly made: Promise<MadeShareLink>;
  cancel(): void;
}

/**
 * Makes a share link in a short-lived worker: redaction, serialisation, compression (and the report's
 * analysis) never block the page, which a 100,000-rule scenario would for seconds. The texts go in pieces
 * and the URL comes back as transferred bytes, so no message costs the page a long task either.
 * Without workers, the link is made on the main thread.
 */
export function makeShareLink(order: ShareLinkOrder): PendingShareLink {
  let worker: Worker | null = null;
  const made = new Promise<MadeShareLink>((resolve, reject) => {
    const fallBack = () => {
      worker?.terminate();
      makeOnMainThread(order).then(resolve, reject);
    };
    worker = startWorker<ShareLinkReply>(
      () => new Worker(new URL('./share-link.worker.ts', import.meta.url), { type: 'module', name: 'share-link' }),
      (event) => {
        const reply = event.data;
        if (reply.kind === 'failed') return fallBack();
        worker?.terminate();
        const { urlBytes, ...rest } = reply.link;
        const url = new TextDecoder().decode(urlBytes);
        const link = { ...rest, url, hash: url.slice(url.indexOf('#')) };
        resolve(reply.markdown !== undefined ? { link, markdown: reply.markdown } : { link });
      },
      fallBack,
    );
    if (!worker) return fallBack();
    sendInPieces(worker, order).catch(fallBack);
  });
  return { made, cancel: () => worker?.terminate() };
}

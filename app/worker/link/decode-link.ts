import { startWorker } from '../start-worker.ts';
import type { PermalinkReading } from '../../../engine/index.ts';
import type { LinkReply, LinkRequest } from './link-messages.ts';

/** What reading a link gives (decodePermalink's answer). */
export type LinkReading = PermalinkReading;

/** Reads a link on the main thread, loading the decoder on this first use. */
async function decodeOnMainThread(link: string): Promise<LinkReading> {
  const { decodePermalink: decode } = await import('./decode-on-main-thread.ts');
  return decode(link);
}

/**
 * Reads a link in a short-lived worker, so decompressing (an 8 kB link may hold 8 M characters) and
 * parsing never block the page (decodePermalink refuses an oversized link before decompressing it);
 * without workers (tests, a strict CSP) the link is read on the main thread.
 */
export function decodeLinkOffThread(link: string): Promise<LinkReading> {
  return new Promise((resolve, reject) => {
    const done = (reading: LinkReading | Promise<LinkReading>) => {
      worker?.terminate();
      resolve(reading);
    };
    const worker = startWorker<LinkReply>(() => new Worker(new URL('./link.worker.ts', import.meta.url), { type: 'module', name: 'link' }), (event) => done(event.data.reading), () => done(decodeOnMainThread(link)));
    if (!worker) return decodeOnMainThread(link).then(resolve, reject);
    const request: LinkRequest = { kind: 'decode-link', id: 1, link };
    worker.postMessage(request);
  });
}

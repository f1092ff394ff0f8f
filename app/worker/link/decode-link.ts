import { decodePermalink } from '../../../engine/index.ts';
import type { LinkReply, LinkRequest } from './link-messages.ts';

/** What reading a link gives (decodePermalink's answer). */
export type LinkReading = ReturnType<typeof decodePermalink>;

/**
 * Reads a link in a short-lived worker, so decompressing (an 8 kB link may hold 8 M characters) and
 * parsing never block the page (decodePermalink refuses an oversized link before decompressing it);
 * without workers (tests, a strict CSP) the link is read on the main thread.
 */
export function decodeLinkOffThread(link: string): Promise<LinkReading> {
  if (typeof Worker === 'undefined') return Promise.resolve(decodePermalink(link));
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./link.worker.ts', import.meta.url), { type: 'module', name: 'link' });
    } catch {
      resolve(decodePermalink(link));
      return;
    }
    const done = (reading: LinkReading) => {
      worker.terminate();
      resolve(reading);
    };
    worker.onmessage = (event: MessageEvent<LinkReply>) => done(event.data.reading);
    worker.onerror = (event) => {
      event.preventDefault();
      done(decodePermalink(link));
    };
    const request: LinkRequest = { kind: 'decode-link', id: 1, link };
    worker.postMessage(request);
  });
}

// Reads permalinks off the main thread: a short link may inflate to megabytes, and decompressing and
// parsing that must not freeze the page.
import { decodePermalinkWith } from '../../../engine/index.ts';
import type { LinkReply, LinkRequest } from './link-messages.ts';
import { pickLinkCompressor } from './pick-compressor.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<LinkRequest>) => void) | null;
  postMessage(message: LinkReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const { id, link } = event.data;
  scope.postMessage({ kind: 'decoded-link', id, reading: await decodePermalinkWith(link, await pickLinkCompressor()) });
};

// Reads permalinks off the main thread: a short link may inflate to megabytes, and decompressing and
// parsing that must not freeze the page.
import { decodePermalink } from '../../../engine/index.ts';
import type { LinkReply, LinkRequest } from './link-messages.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<LinkRequest>) => void) | null;
  postMessage(message: LinkReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, link } = event.data;
  scope.postMessage({ kind: 'decoded-link', id, reading: decodePermalink(link) });
};

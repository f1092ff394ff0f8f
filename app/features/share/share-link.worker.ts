// Makes share links off the main thread: redacting and compressing a 100,000-rule scenario takes seconds,
// and so does analysing it for the Markdown report.
import { makeShareLinkHere } from './make-share-link-here.ts';
import type { ShareLinkOrder, ShareLinkReply, ShareLinkRequest } from './share-link-messages.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ShareLinkRequest>) => void) | null;
  postMessage(message: ShareLinkReply, transfer?: Transferable[]): void;
}

const scope = self as unknown as WorkerScope;
let order: ShareLinkOrder | null = null;
let pieces: string[][] = [];

/** Puts the texts received in pieces back into the order's files and makes the link. */
async function answer(received: ShareLinkOrder): Promise<void> {
  const files = received.scenario.files.map((f, i) => ({ ...f, text: (pieces[i] ?? []).join('') }));
  const { link, markdown } = await makeShareLinkHere({ ...received, scenario: { ...received.scenario, files } });
  const { url, hash: _hash, ...rest } = link;
  // The URL goes back as bytes, transferred: receiving a megabyte string would cost the page a long task.
  const urlBytes = new TextEncoder().encode(url);
  scope.postMessage({ kind: 'made-link', link: { ...rest, urlBytes }, ...(markdown !== undefined ? { markdown } : {}) }, [urlBytes.buffer]);
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.kind === 'order') {
    order = message.order;
    pieces = order.scenario.files.map(() => []);
  } else if (message.kind === 'piece') pieces[message.file]?.push(message.text);
  else if (order) answer(order).catch(() => scope.postMessage({ kind: 'failed' }));
};

// Makes share links off the main thread: redacting and compressing a 100,000-rule scenario takes seconds,
// and so does analysing it for the Markdown report.
import { analyze, markdownReport } from '../../../engine/index.ts';
import { pickLinkCompressor } from '../../worker/link/pick-compressor.ts';
import type { ShareLinkReply, ShareLinkRequest } from './share-link-messages.ts';
import { toShareLink } from './to-share-link.ts';

/** The slice of a dedicated worker's global scope used here (the app's tsconfig has DOM types, not worker ones). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ShareLinkRequest>) => void) | null;
  postMessage(message: ShareLinkReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  const { scenario, view, pageUrl, isKeepingSecrets, markdownRunMode } = event.data;
  try {
    const link = await toShareLink(scenario, view, pageUrl, isKeepingSecrets, await pickLinkCompressor());
    const markdown = markdownRunMode ? markdownReport(analyze(link.scenario), link.url, markdownRunMode) : undefined;
    scope.postMessage({ kind: 'made-link', link, ...(markdown !== undefined ? { markdown } : {}) });
  } catch {
    scope.postMessage({ kind: 'failed' });
  }
};

import type { ShareNotice } from '../../store/slices/share-slice.ts';

/** Reading time per word (ms), about 200 words a minute. */
const MS_PER_WORD = 300;

/**
 * How long a share message stays before it leaves on its own: long enough to read it (errors and
 * messages with an action get more time to act on), between 6 and 20 seconds.
 */
export function toNoticeTimeout(notice: Pick<ShareNotice, 'kind' | 'text' | 'action'>): number {
  const words = notice.text.trim().split(/\s+/).filter(Boolean).length;
  const extra = (notice.kind === 'error' ? 4000 : 0) + (notice.action ? 4000 : 0);
  return Math.min(20_000, Math.max(6000, 2000 + words * MS_PER_WORD) + extra);
}

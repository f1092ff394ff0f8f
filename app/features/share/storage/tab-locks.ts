/** Which tabs are open: each tab holds a Web Lock named after its draft id for as long as it lives. */

/** The lock name prefix (`…tab:<draft id>`). */
export const TAB_LOCK_PREFIX = 'agentforge-playground:tab:';

/** Without the Web Locks API, a draft saved this recently may be an open tab's: it is kept and not offered. */
const RECENT_MS = 24 * 60 * 60 * 1000;

/** Holds this tab's lock until the tab closes (the browser lets go of it then); nothing without the Web Locks API. */
export function holdTabLock(tabId: string): void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return;
  void locks.request(TAB_LOCK_PREFIX + tabId, () => new Promise<void>(() => {})).catch(() => undefined);
}

/** The draft ids of the tabs open now (their locks are held); without the API, the ids of drafts saved in the last day. */
export async function readOpenTabIds(drafts: readonly { readonly id: string; readonly savedAt: number }[], now: number): Promise<ReadonlySet<string>> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return new Set(drafts.filter((d) => now - d.savedAt < RECENT_MS).map((d) => d.id));
  try {
    const { held = [] } = await locks.query();
    return new Set(held.flatMap((l) => (l.name?.startsWith(TAB_LOCK_PREFIX) ? [l.name.slice(TAB_LOCK_PREFIX.length)] : [])));
  } catch {
    return new Set(drafts.filter((d) => now - d.savedAt < RECENT_MS).map((d) => d.id));
  }
}

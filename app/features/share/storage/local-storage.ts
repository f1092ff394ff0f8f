/** What writing to localStorage gave: saved, storage full (quota), or storage refused by the browser. */
export type WriteResult = 'ok' | 'full' | 'blocked';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** Whether an error thrown by setItem means "storage is full" (each engine names it its own way). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Writes a key and says whether it worked. */
export function writeLocal(key: string, value: string): WriteResult {
  const local = storage('localStorage');
  if (!local) return 'blocked';
  try {
    local.setItem(key, value);
    return 'ok';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'blocked';
  }
}

/** Reads a key, or null (also when storage is blocked). */
export function readLocal(key: string): string | null {
  try {
    return storage('localStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Removes a key (best effort). */
export function removeLocal(key: string): void {
  try {
    storage('localStorage')?.removeItem(key);
  } catch {
    // Blocked storage: nothing was stored either.
  }
}

/** The keys that start with `prefix`. */
export function listLocalKeys(prefix: string): string[] {
  const local = storage('localStorage');
  if (!local) return [];
  try {
    const keys: string[] = [];
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch {
    return [];
  }
}

/** Whether the browser lets the page use localStorage at all. */
export function isStorageAvailable(): boolean {
  const local = storage('localStorage');
  if (!local) return false;
  try {
    local.getItem('agentforge-playground:probe');
    return true;
  } catch {
    return false;
  }
}

const TAB_KEY = 'agentforge-playground:tab';

/**
 * This tab's draft id: kept in sessionStorage, which belongs to one tab and survives its reloads,
 * so a reload finds its own draft. Without sessionStorage every load gets a fresh id.
 */
export function readTabDraftId(makeId: () => string): string {
  const session = storage('sessionStorage');
  try {
    const known = session?.getItem(TAB_KEY);
    if (known && /^[a-z0-9-]{1,64}$/i.test(known)) return known;
    const id = makeId();
    session?.setItem(TAB_KEY, id);
    return id;
  } catch {
    return makeId();
  }
}

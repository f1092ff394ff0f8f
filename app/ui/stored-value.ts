/**
 * A small remembered value in localStorage. Storage may be blocked (private mode, a sandboxed frame,
 * a full quota): reading then gives null and writing does nothing, so the screen keeps working.
 */
export function readStored(key: string, storage: Pick<Storage, 'getItem'> | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Remembers `value` under `key`; false when storage refused it. */
export function writeStored(key: string, value: string, storage: Pick<Storage, 'setItem'> | null = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

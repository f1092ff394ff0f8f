import { useCallback, useState } from 'react';
import { readStored, writeStored } from './stored-value.ts';

/** A yes/no remembered under `key` in this browser ("1" or "0"); false when nothing (or anything else) is stored. */
export function useStoredFlag(key: string): readonly [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => readStored(key) === '1');
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStored(key, next ? '1' : '0');
    },
    [key],
  );
  return [value, set] as const;
}

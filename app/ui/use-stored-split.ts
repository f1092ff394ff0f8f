import { useCallback, useState } from 'react';
import { readStored, writeStored } from './stored-value.ts';
import { clampSplit, type SplitBounds } from './to-split-size.ts';

/** A split (percent) remembered under `key`; a stored value out of bounds or not a number gives the bounds' fallback. */
export function useStoredSplit(key: string, bounds: SplitBounds): readonly [number, (next: number) => void] {
  const [value, setValue] = useState(() => clampSplit(readStored(key), bounds));
  const set = useCallback(
    (next: number) => {
      const clamped = clampSplit(next, bounds);
      setValue(clamped);
      writeStored(key, String(clamped));
    },
    [key, bounds],
  );
  return [value, set] as const;
}

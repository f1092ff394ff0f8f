import { useSyncExternalStore } from 'react';

const query = typeof window !== 'undefined' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

function subscribe(onChange: () => void): () => void {
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The system colour scheme, live. */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, () => (query?.matches ? 'dark' : 'light'), () => 'light');
}

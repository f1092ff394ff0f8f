import { useEffect, useState } from 'react';
import type { ShellParser } from '../../../engine/index.ts';
import { loadShellParser } from './load-shell-parser.ts';

/** The shell parser's state: not wanted yet, loading, ready (with the parser) or failed (with the reason). */
export type ShellParserState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly parser: ShellParser }
  | { readonly kind: 'failed'; readonly message: string };

/** Starts loading the bash parser once `isWanted` is true; returns its state. */
export function useShellParser(isWanted: boolean): ShellParserState {
  const [state, setState] = useState<ShellParserState>({ kind: 'idle' });
  const isSettled = state.kind === 'ready' || state.kind === 'failed';
  useEffect(() => {
    if (!isWanted || isSettled) return;
    // The load is shared at module level, so a re-run of this effect (StrictMode) just subscribes again.
    let isLive = true;
    loadShellParser().then(
      (parser) => isLive && setState({ kind: 'ready', parser }),
      (err: unknown) => isLive && setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      isLive = false;
    };
  }, [isWanted, isSettled]);
  return state.kind === 'idle' && isWanted ? { kind: 'loading' } : state;
}

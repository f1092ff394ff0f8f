import { useEffect, useMemo, useState } from 'react';
import type { Analysis, Rule } from '../../engine/index.ts';
import { usePlayground } from '../store/store.ts';
import { useShellParser } from './shell/use-shell-parser.ts';

type PlayScript = typeof import('./play-script.ts').playScript;

// A one-time guard (a loaded module, not state): the engine's script replay once play-script.ts has loaded,
// so every view mounted after that replays at once.
let loadedPlayScript: PlayScript | null = null;

const NONE: readonly Rule[] = [];

/**
 * The "always" approvals the Simulator's script stored, replayed against this analysis (empty with no agent or no
 * script). The replay's code loads when the script first has a step (the Simulator's chunk holds it by then);
 * until it is here, as while a bash call waits for the shell parser, the approvals are not applied yet.
 */
export function useApprovals(analysis: Analysis): readonly Rule[] {
  const script = usePlayground((s) => s.simulatorScript);
  const hasBash = script.some((s) => s.op === 'call' && s.tool === 'bash');
  const shell = useShellParser(hasBash);
  const parser = shell.kind === 'ready' ? shell.parser : null;
  const [loaded, setLoaded] = useState<PlayScript | null>(() => loadedPlayScript);
  const play = loaded ?? loadedPlayScript;
  const isWanted = script.length > 0;
  useEffect(() => {
    if (!isWanted || play) return;
    let isLive = true;
    import('./play-script.ts').then(
      (m) => {
        loadedPlayScript = m.playScript;
        if (isLive) setLoaded(() => m.playScript);
      },
      () => undefined, // the Simulator, whose chunk failed the same way, says so
    );
    return () => {
      isLive = false;
    };
  }, [isWanted, play]);
  return useMemo(() => (script.length === 0 || !play ? NONE : (play(script, analysis, parser)?.play.ask.approved ?? NONE)), [script, analysis, parser, play]);
}

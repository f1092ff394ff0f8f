import { useMemo } from 'react';
import { playScript, type Analysis, type Rule } from '../../engine/index.ts';
import { usePlayground } from '../store/store.ts';
import { useShellParser } from './shell/use-shell-parser.ts';

const NONE: readonly Rule[] = [];

/** The "always" approvals the Simulator's script stored, replayed against this analysis (empty with no agent or no script). */
export function useApprovals(analysis: Analysis): readonly Rule[] {
  const script = usePlayground((s) => s.simulatorScript);
  const hasBash = script.some((s) => s.op === 'call' && s.tool === 'bash');
  const shell = useShellParser(hasBash);
  const parser = shell.kind === 'ready' ? shell.parser : null;
  return useMemo(() => (script.length === 0 ? NONE : (playScript(script, analysis, parser)?.play.ask.approved ?? NONE)), [script, analysis, parser]);
}

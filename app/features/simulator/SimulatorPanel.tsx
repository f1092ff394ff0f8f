import { useMemo } from 'react';
import { RUN_MODES, unknownShellPaths } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { playSimulatorScript } from '../../store/play-simulator.ts';
import { useShellParser } from '../../shared/shell/use-shell-parser.ts';
import { ApprovalsTable } from './ApprovalsTable.tsx';
import { CallCard } from './CallCard.tsx';
import { CallForm } from './CallForm.tsx';
import { toApprovalRows } from './to-approval-rows.ts';
import { toCallView } from './to-call-view.ts';
import '../../shared/simulator.css';

/** The ask flow simulator: play tool calls in sessions against the current scenario and answer their questions. */
export function SimulatorPanel() {
  const analysis = useAnalysis();
  const script = usePlayground((s) => s.simulatorScript);
  const addCall = usePlayground((s) => s.addSimulatorCall);
  const answer = usePlayground((s) => s.answerSimulatorCall);
  const clear = usePlayground((s) => s.clearSimulator);
  const hasBash = script.some((s) => s.op === 'call' && s.tool === 'bash');
  const shell = useShellParser(true);
  const parser = shell.kind === 'ready' ? shell.parser : null;
  const mode = usePlayground((s) => s.runMode);
  const played = useMemo(() => playSimulatorScript(script, analysis, parser, mode), [script, analysis, parser, mode]);
  const views = useMemo(() => {
    if (!played) return [];
    const context = { approved: played.play.ask.approved, platform: analysis.scenario.platform, autoReplies: played.autoReplies };
    return played.calls.map((c) => ({ view: toCallView(c, context), unknown: c.built.kind !== 'needs-parser' && c.built.shell ? unknownShellPaths(c.built.shell, analysis.scenario) : [] }));
  }, [played, analysis]);
  const modeInfo = RUN_MODES.find((m) => m.mode === mode);
  const approvals = useMemo(() => (played ? toApprovalRows(played.play) : []), [played]);

  if (!played) return <p className="empty">No agent is selected, so no call can be played. See the Agent picker.</p>;
  return (
    <div className="simulator">
      <p className="muted">
        Calls run against agent <strong>{analysis.agent?.name}</strong> ({analysis.ruleset.length} rules, then the approvals below). The script replays on every edit.
      </p>
      {mode !== 'interactive' && modeInfo && (
        <p className="sim-mode" role="note" aria-label="Run mode">
          Run mode <strong>{modeInfo.label}</strong> (<code>{modeInfo.command}</code>): {modeInfo.onAsk}. No call waits for an answer.
        </p>
      )}
      <CallForm extraTools={analysis.tools.map((t) => t.tool)} onPlay={addCall} />
      {hasBash && shell.kind === 'failed' && <p className="field-error">The shell parser failed to load ({shell.message}); bash calls cannot be played.</p>}
      {views.length > 0 && (
        <ol className="sim-calls" aria-label="Calls">
          {views.map(({ view, unknown }) => (
            <CallCard key={view.id} view={view} unknown={unknown} onAnswer={answer} />
          ))}
        </ol>
      )}
      <h3 className="sim-heading">Approvals</h3>
      <ApprovalsTable rows={approvals} />
      {script.length > 0 && (
        <button type="button" className="button" onClick={clear}>
          Clear calls
        </button>
      )}
    </div>
  );
}

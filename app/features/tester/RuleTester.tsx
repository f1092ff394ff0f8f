import { useId, useMemo } from 'react';
import { checkCall, lintGlobInput, toComparedInput, unknownShellPaths } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { WantFix } from '../../shared/fix/WantFix.tsx';
import { DecisionPanel } from './DecisionPanel.tsx';
import { ShellBreakdown } from './ShellBreakdown.tsx';
import { toDecisionView } from './to-decision-view.ts';
import { toKnownPermissions } from './to-known-permissions.ts';
import { toTextRows } from '../../shared/to-text-rows.ts';
import { useShellParser } from '../../shared/shell/use-shell-parser.ts';
import './tester.css';

/** The rule-match tester: a permission and an input in, the decision and its trace out, live as you type. */
export function RuleTester() {
  const analysis = useAnalysis();
  const permission = usePlayground((s) => s.testerPermission);
  const input = usePlayground((s) => s.testerInput);
  const setTester = usePlayground((s) => s.setTester);
  const id = useId();
  const { scenario, ruleset, load } = analysis;
  const isShell = permission === 'bash';
  const shell = useShellParser(isShell);
  const known = useMemo(() => toKnownPermissions(analysis.tools, ruleset), [analysis, ruleset]);
  const compared = useMemo(() => toComparedInput(permission, input, scenario), [permission, input, scenario]);

  // Rules whose pattern a glob would read otherwise on exactly this input (read/edit/external_directory only).
  const globNotes = useMemo(() => lintGlobInput(ruleset, permission, compared.value, scenario.platform), [ruleset, permission, compared, scenario]);

  const result = useMemo(() => {
    const parser = isShell && shell.kind === 'ready' ? shell.parser : null;
    // The shell tool gets the command exactly as typed, line breaks and all.
    const checked = checkCall(analysis, permission, parser ? input : compared.value, parser);
    if (!checked) return null;
    const toView = (c: NonNullable<typeof checked>) => (c.decision ? toDecisionView(c.decision, c.hiding.hidden, load.layers, scenario.worktree, scenario.home) : null);
    const view = toView(checked);
    const outsideCheck = compared.external ? checkCall(analysis, 'external_directory', compared.external.pattern) : null;
    const outsideView = outsideCheck ? toView(outsideCheck) : null;
    const outside = compared.external && outsideView ? { pattern: compared.external.pattern, view: outsideView } : null;
    const unknown = checked.shell ? unknownShellPaths(checked.shell.analysis, scenario) : [];
    return { view, outside, unknown, decided: checked.decided, shell: checked.shell ? { analysis: checked.shell.analysis, outcome: checked.shell.call } : null };
  }, [analysis, load, scenario, permission, input, compared, shell, isShell]);

  const fieldProps = { id: `${id}-input`, value: input, spellCheck: false, autoComplete: 'off' } as const;
  return (
    <div className="tester">
      <div className="tester-fields">
        <div className="field">
          <label htmlFor={`${id}-perm`}>Permission</label>
          <input id={`${id}-perm`} list={`${id}-keys`} value={permission} spellCheck={false} autoComplete="off" onChange={(e) => setTester(e.target.value, input)} />
          <datalist id={`${id}-keys`}>
            {known.map((k) => (
              <option key={k} value={k} />
            ))}
          </datalist>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${id}-input`}>Path or command</label>
          {isShell ? (
            <textarea {...fieldProps} className="command-input" rows={toTextRows(input)} aria-describedby={`${id}-input-hint`} onChange={(e) => setTester(permission, e.target.value)} />
          ) : (
            <input {...fieldProps} onChange={(e) => setTester(permission, e.target.value)} />
          )}
          {isShell && (
            <span id={`${id}-input-hint`} className="field-hint">
              Enter adds a line; the shell tool gets the command exactly as typed, line breaks included.
            </span>
          )}
        </div>
      </div>
      <div role="status" aria-label="Decision" className="decision">
        {!result && <p>No agent is selected, so nothing can be decided. See the Agent picker.</p>}
        {result?.shell?.outcome.error && <p className="field-error">The call fails before anything is asked: {result.shell.outcome.error.name}: {result.shell.outcome.error.message}</p>}
        {result?.shell && !result.view && !result.shell.outcome.error && <p className="decision-winner">Nothing to ask: the command runs unasked.</p>}
        {result?.view && <DecisionPanel view={result.view} compared={result.shell ? null : compared} permission={permission} check={result.decided} outside={result.outside} />}
        {result && <WantFix permission={permission} input={compared.value} agent={scenario.agent ?? null} stage={result.view?.stage ?? null} />}
        {globNotes.map((note) => (
          <p key={note.index} className="muted" role="note" aria-label={`Glob reading of rule #${note.index}`}>
            {note.message}
          </p>
        ))}
        {result && result.unknown.length > 0 && (
          <ul className="muted" aria-label="Not in the scenario">
            {result.unknown.map((u) => (
              <li key={u.resolved}>{u.note}</li>
            ))}
          </ul>
        )}
        {result?.shell && !result.shell.outcome.error && <ShellBreakdown analysis={result.shell.analysis} outcome={result.shell.outcome} layers={load.layers} worktree={scenario.worktree} home={scenario.home} />}
        {isShell && shell.kind === 'loading' && <p className="muted">Loading the shell parser… until then the whole command string is matched.</p>}
        {isShell && shell.kind === 'failed' && <p className="muted">The shell parser failed to load ({shell.message}); the whole command string is matched.</p>}
      </div>
    </div>
  );
}

import { useId, useMemo } from 'react';
import { evaluate } from '../../../engine/permission/evaluate.ts';
import { explainVisibility } from '../../../engine/permission/visibility.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { toComparedString } from './to-compared-string.ts';
import { toDecisionView } from './to-decision-view.ts';
import { isPermissionHidden, toKnownPermissions } from './to-known-permissions.ts';

/** The rule-match tester: a permission and an input in, the decision and its trace out, live as you type. */
export function RuleTester() {
  const analysis = useAnalysis();
  const permission = usePlayground((s) => s.testerPermission);
  const input = usePlayground((s) => s.testerInput);
  const setTester = usePlayground((s) => s.setTester);
  const id = useId();
  const known = useMemo(() => toKnownPermissions(analysis.tools, analysis.ruleset), [analysis]);
  const { scenario } = analysis;
  const compared = useMemo(() => toComparedString(permission, input, scenario.worktree, scenario.platform), [permission, input, scenario]);
  const view = useMemo(() => {
    if (!analysis.agent) return null;
    const decision = evaluate(permission, compared.value, [analysis.ruleset], scenario.platform);
    const isHidden = isPermissionHidden(permission, analysis.tools, (p) => explainVisibility(p, analysis.ruleset, scenario.platform).hidden);
    return toDecisionView(decision, isHidden, analysis.load.layers, scenario.worktree, scenario.home);
  }, [analysis, permission, compared, scenario]);

  return (
    <div className="tester">
      <div className="tester-fields">
        <div className="field">
          <label htmlFor={`${id}-perm`}>Permission</label>
          <input id={`${id}-perm`} role="combobox" list={`${id}-keys`} value={permission} spellCheck={false} autoComplete="off" onChange={(e) => setTester(e.target.value, input)} />
          <datalist id={`${id}-keys`}>
            {known.map((k) => (
              <option key={k} value={k} />
            ))}
          </datalist>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${id}-input`}>Path or command</label>
          <input id={`${id}-input`} value={input} spellCheck={false} autoComplete="off" onChange={(e) => setTester(permission, e.target.value)} />
        </div>
      </div>
      <div role="status" aria-label="Decision" className="decision">
        {view ? <DecisionPanel view={view} compared={compared} permission={permission} /> : <p>No agent is selected, so nothing can be decided. See the Agent picker.</p>}
      </div>
    </div>
  );
}

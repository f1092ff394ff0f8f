import { useId, useMemo } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { RuleLine } from '../../shared/rule/ExplainRules.tsx';
import { Sentence } from '../../shared/Sentence.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { toSubagentView } from './to-subagent-view.ts';
import { AgentChoice } from '../../frame/AgentPicker.tsx';
import type { AgentPickerModel } from '../../frame/to-agent-options.ts';

/** The Subagents tab: a parent agent and a task subagent; the child session's rules (inherited ones marked) and its tools. */
export function SubagentsView() {
  const analysis = useAnalysis();
  const parentChoice = usePlayground((s) => s.subagentParent);
  const childChoice = usePlayground((s) => s.subagentChild);
  const setSubagent = usePlayground((s) => s.setSubagent);
  const id = useId();
  const view = useMemo(() => toSubagentView(analysis, parentChoice, childChoice), [analysis, parentChoice, childChoice]);
  // Past AGENT_SELECT_LIMIT agents each choice is a combobox with a bounded list, as the Agent picker is: 20,000 options
  // in two native selects made opening this tab a 400 ms task.
  const parents = useMemo((): AgentPickerModel | null => (view ? { options: view.parents.map((p) => ({ value: p, label: p })), value: view.parent, errors: [] } : null), [view]);
  const children = useMemo((): AgentPickerModel | null => (view ? { options: view.subagents.map((a) => ({ value: a.key, label: a.isListed ? a.key : `${a.key} (not offered: task denied)` })), value: view.child ?? '', errors: [] } : null), [view]);
  if (!view || !parents || !children) return <p className="empty">No agent can be built from this config, so no subagent session either. See the Agent picker.</p>;
  const s = view.session;
  return (
    <div className="subagents">
      <div className="tester-fields">
        <div className="field">
          <label htmlFor={`${id}-parent`}>Parent agent</label>
          <AgentChoice id={`${id}-parent`} model={parents} describedBy={undefined} onChoose={(v) => setSubagent(v, null)} hasDefault={false} noun="agents" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-child`}>Subagent</label>
          <AgentChoice id={`${id}-child`} model={children} describedBy={undefined} onChoose={(v) => setSubagent(view.parent, v)} hasDefault={false} noun="subagents" align="right" />
        </div>
      </div>
      {!s ? (
        <p className="empty">The task tool offers no subagent: no agent has mode subagent or all.</p>
      ) : (
        <>
          <p aria-label="Task call">
            {s.call.isListed ? `The ${view.parent} agent's task tool offers ${s.call.name}: ` : `The ${view.parent} agent's task tool does not list ${s.call.name}: `}
            {view.call && <Sentence parts={view.call} />}.
            {!s.isTaskVisibleToParent && <strong> The task tool itself is hidden from the {view.parent} agent's model.</strong>}
          </p>
          <table className="grid" aria-label="Child session rules">
            <caption className="caption">
              The child runs {s.agentRules.length} rules of its own ({view.child}), then these session rules; last match wins. {s.parentAgentDenies} deny rules of the {view.parent} agent itself stay home: only the parent session's rules travel.
            </caption>
            <tbody>
              {view.sessionRules.length === 0 && (
                <tr>
                  <td className="muted">No session rules.</td>
                </tr>
              )}
              {view.sessionRules.map((r) => (
                <tr key={r.index} className={r.isInherited ? 'row-inherited' : undefined}>
                  <td>
                    <RuleLine rule={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="grid" aria-label="Child tools">
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">{view.parent} sees</th>
                <th scope="col">{view.child}: bare call</th>
                <th scope="col">Last rule for it</th>
              </tr>
            </thead>
            <tbody>
              {view.tools.map((t) => (
                <tr key={t.tool}>
                  <th scope="row" className="mono">{t.tool}</th>
                  <td>{t.parent === 'visible' ? <span className="seen">Visible</span> : <StageBadge kind="hidden" />}</td>
                  <td><StageBadge kind={t.child} /></td>
                  <td>{t.lastRule ? <RuleLine rule={t.lastRule} /> : <span className="muted">none</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}

import { useId, useMemo, useState } from 'react';
import { checkCall } from '../../../engine/index.ts';
import { useAnalysis } from '../../store/selectors.ts';
import { usePlayground } from '../../store/store.ts';
import { AgentChoice } from '../../frame/AgentPicker.tsx';
import { toNewProbe, toProbeAgentModel, toTesterProbe } from './to-new-probe.ts';

/** The add-probe form, and the one-click "add the tester's check" (expecting what it gets now). */
export function AddProbeForm() {
  const analysis = useAnalysis();
  const addProbe = usePlayground((s) => s.addProbe);
  const testerPermission = usePlayground((s) => s.testerPermission);
  const testerInput = usePlayground((s) => s.testerInput);
  const [draft, setDraft] = useState({ permission: 'bash', input: '', agent: '', expect: '' });
  const id = useId();
  const probe = toNewProbe(draft);
  const { scenario } = analysis;
  // Past AGENT_SELECT_LIMIT agents the choice is a combobox with a bounded list, as the Agent picker is: 20,000 options in
  // a native select made opening the Probes tab a 300–450 ms task.
  const agentModel = useMemo(() => toProbeAgentModel(analysis.agents?.list ?? [], draft.agent), [analysis.agents, draft.agent]);
  const addFromTester = () => {
    const p = toTesterProbe(testerPermission, testerInput, scenario, undefined);
    if (!p) return;
    addProbe(analysis.agent ? { ...p, expect: checkCall(analysis, p.permission, p.input)?.decision?.action ?? 'ask' } : p);
  };
  return (
    <form
      className="probe-form"
      aria-label="Add a probe"
      onSubmit={(e) => {
        e.preventDefault();
        if (probe) addProbe(probe);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-perm`}>Probe permission</label>
        <input id={`${id}-perm`} value={draft.permission} spellCheck={false} onChange={(e) => setDraft({ ...draft, permission: e.target.value })} />
      </div>
      <div className="field field-wide">
        <label htmlFor={`${id}-input`}>Probe input</label>
        <input id={`${id}-input`} value={draft.input} spellCheck={false} onChange={(e) => setDraft({ ...draft, input: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-agent`}>Probe agent</label>
        <AgentChoice id={`${id}-agent`} model={agentModel} describedBy={undefined} onChoose={(agent) => setDraft({ ...draft, agent })} align="right" />
      </div>
      <div className="field">
        <label htmlFor={`${id}-expect`}>Expected action</label>
        <select id={`${id}-expect`} value={draft.expect} onChange={(e) => setDraft({ ...draft, expect: e.target.value })}>
          <option value="">none</option>
          <option value="allow">allow</option>
          <option value="ask">ask</option>
          <option value="deny">deny</option>
        </select>
      </div>
      <button type="submit" disabled={!probe}>
        Add probe
      </button>
      <button type="button" onClick={addFromTester} title="Adds the Tester's permission and input, expecting the decision it gets now">
        Add the tester's check ({testerPermission} {testerInput})
      </button>
    </form>
  );
}

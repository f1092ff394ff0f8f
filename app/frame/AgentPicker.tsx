import { useId, useMemo } from 'react';
import { useAnalysis } from '../store/selectors.ts';
import { usePlayground } from '../store/store.ts';
import { toAgentOptions } from './to-agent-options.ts';

/** The Agent picker: the default agent (as default_agent resolves) or any agent of the config, with its errors shown. */
export function AgentPicker() {
  const analysis = useAnalysis();
  const setAgent = usePlayground((s) => s.setAgent);
  const id = useId();
  const model = useMemo(() => toAgentOptions(analysis.agents, analysis.scenario.agent, analysis.diagnostics), [analysis]);
  return (
    <div className="field">
      <label htmlFor={id}>Agent</label>
      <select id={id} value={model.value} aria-invalid={model.errors.length > 0} aria-describedby={model.errors.length ? `${id}-err` : undefined} onChange={(e) => setAgent(e.target.value === '' ? undefined : e.target.value)}>
        {model.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {model.errors.length > 0 && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {model.errors.join(' · ')}
        </p>
      )}
    </div>
  );
}

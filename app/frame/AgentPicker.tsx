import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { analyzerFailure } from '../deferred/analyzer-on-demand.ts';
import { useAnalysis } from '../store/selectors.ts';
import { usePlayground } from '../store/store.ts';
import { createAgentOptionsMemo, isLongAgentList, toSelectedLabel, type AgentPickerModel } from './to-agent-options.ts';

// The bounded combobox is for configs with hundreds of agents: its code loads the first time one is shown.
const AgentCombobox = lazy(() => import('./AgentCombobox.tsx'));

/**
 * The Agent picker: the default agent (as default_agent resolves) or any agent of the config, with its errors shown.
 * A native `<select>` for a usual number of agents; past AGENT_SELECT_LIMIT a combobox whose list (rendered only
 * while open) holds the default and the selected agent, then the first agents matching the typed text.
 */
export function AgentPicker() {
  // Until the engine's chunk is there (app/deferred/analyzer-on-demand.ts) the field holds its place, disabled; if it
  // cannot come, the field stays so (the status line says why).
  return (
    <Suspense fallback={<AgentPickerWaiting />}>
      <AgentPickerField />
    </Suspense>
  );
}

/** Rendered again when the engine's chunk arrives or fails (the suspended render retries). */
function AgentPickerField() {
  return analyzerFailure() === null ? <AgentPickerAnalysed /> : <AgentPickerWaiting />;
}

/** The Agent field while the first analysis is not there: same label and size, nothing to choose yet. */
function AgentPickerWaiting() {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Agent</label>
      <select id={id} disabled aria-busy={analyzerFailure() === null}>
        <option>{analyzerFailure() === null ? 'Analysing…' : 'Not analysed'}</option>
      </select>
    </div>
  );
}

function AgentPickerAnalysed() {
  const analysis = useAnalysis();
  const setAgent = usePlayground((s) => s.setAgent);
  const id = useId();
  // Remembers its last options: a keystroke that leaves every agent's name, mode and hidden flag as they were costs a
  // comparison per agent and keeps the same model.
  const [toAgentOptions] = useState(createAgentOptionsMemo);
  const model = useMemo(() => toAgentOptions(analysis.agents, analysis.scenario.agent, analysis.diagnostics), [toAgentOptions, analysis]);
  const choose = (value: string) => setAgent(value === '' ? undefined : value);
  const describedBy = model.errors.length ? `${id}-err` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>Agent</label>
      <AgentChoice id={id} model={model} describedBy={describedBy} onChoose={choose} />
      {model.errors.length > 0 && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {model.errors.join(' · ')}
        </p>
      )}
    </div>
  );
}

/** A choice of agent: a native `<select>` for a usual number of options, past AGENT_SELECT_LIMIT the bounded combobox. */
export function AgentChoice(props: ComboboxProps) {
  const { id, model, describedBy, onChoose } = props;
  if (isLongAgentList(model)) {
    // While its code loads, the field shows the chosen agent, read-only.
    const loading = <input id={id} value={toSelectedLabel(model)} readOnly aria-describedby={describedBy} />;
    return (
      <Suspense fallback={loading}>
        <AgentCombobox {...props} />
      </Suspense>
    );
  }
  return (
    <select id={id} value={model.value} aria-invalid={model.errors.length > 0} aria-describedby={describedBy} onChange={(e) => onChoose(e.target.value)}>
      {model.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export interface ComboboxProps {
  readonly id: string;
  readonly model: AgentPickerModel;
  readonly describedBy: string | undefined;
  readonly onChoose: (value: string) => void;
  /** Whether the first option is the default, kept at the top of every list and not counted (the Agent picker's). */
  readonly hasDefault?: boolean;
  /** What the options are, plural (the placeholder's count and the list's name). */
  readonly noun?: string;
  /** Which edge of the field the open list lines up with (`right` for a field near the right of the screen). */
  readonly align?: 'left' | 'right';
}

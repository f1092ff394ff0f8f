import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useAnalysis } from '../store/selectors.ts';
import { usePlayground } from '../store/store.ts';
import { createAgentOptionsMemo, isLongAgentList, toAgentMatches, toSelectedLabel, type AgentOption, type AgentPickerModel } from './to-agent-options.ts';

/**
 * The Agent picker: the default agent (as default_agent resolves) or any agent of the config, with its errors shown.
 * A native `<select>` for a usual number of agents; past AGENT_SELECT_LIMIT a combobox whose list (rendered only
 * while open) holds the default and the selected agent, then the first agents matching the typed text.
 */
export function AgentPicker() {
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
  if (isLongAgentList(model)) return <AgentCombobox {...props} />;
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

interface ComboboxProps {
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

/** A text field with a bounded list of agents: type to narrow, arrows and Enter or a click to choose, Escape to leave. */
function AgentCombobox({ id, model, describedBy, onChoose, hasDefault = true, noun = 'agents', align = 'left' }: ComboboxProps) {
  /** The typed text; null while not typing (the field shows the selected agent). */
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [at, setAt] = useState(0);
  const listId = `${id}-list`;
  const field = useRef<HTMLInputElement>(null);
  const shown = query ?? toSelectedLabel(model);
  // The chosen agent arrives with the next analysis: while the field keeps focus, its name is selected so typing replaces it.
  useLayoutEffect(() => {
    if (query === null && field.current && document.activeElement === field.current) field.current.select();
  }, [shown, query]);
  const matches = useMemo(() => (isOpen ? toAgentMatches(model, query ?? '', undefined, hasDefault) : null), [isOpen, model, query, hasDefault]);
  const options = matches?.options ?? [];
  const current = Math.min(at, options.length - 1);
  const close = () => {
    setOpen(false);
    setQuery(null);
    setAt(0);
  };
  const pick = (o: AgentOption | undefined) => {
    if (!o) return;
    close();
    onChoose(o.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!isOpen) {
          setOpen(true);
          return;
        }
        const n = options.length;
        if (n > 0) setAt((current + (e.key === 'ArrowDown' ? 1 : n - 1)) % n);
        return;
      }
      case 'Enter':
        if (!isOpen) return;
        e.preventDefault();
        pick(options[current]);
        return;
      case 'Escape':
        if (!isOpen && query === null) return;
        e.preventDefault();
        close();
        return;
    }
  };
  return (
    <div className="menu-wrap">
      <input
        ref={field}
        id={id}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && current >= 0 ? `${listId}-${current}` : undefined}
        aria-invalid={model.errors.length > 0}
        aria-describedby={describedBy}
        value={shown}
        placeholder={`Type to find one of ${(model.options.length - (hasDefault ? 1 : 0)).toLocaleString('en-US')} ${noun}`}
        spellCheck={false}
        autoComplete="off"
        onFocus={(e) => e.currentTarget.select()}
        onClick={() => setOpen(true)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setAt(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {isOpen && (
        <div className="menu" style={{ left: align === 'left' ? 0 : 'auto', right: align === 'right' ? 0 : 'auto', width: 'min(24rem, 90vw)', maxHeight: 'none', overflow: 'visible' }}>
          <ul role="listbox" id={listId} aria-label={noun.charAt(0).toUpperCase() + noun.slice(1)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {options.map((o, i) => (
              <li
                key={o.value}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={o.value === model.value}
                className="menu-item"
                style={{ cursor: 'pointer', overflowWrap: 'anywhere', padding: '0.2rem 0.5rem', background: i === current ? 'var(--surface-raised)' : undefined, fontWeight: o.value === model.value ? 600 : undefined }}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setAt(i)}
                onClick={() => pick(o)}
              >
                {o.label}
              </li>
            ))}
          </ul>
          {matches && matches.more > 0 && (
            <p className="muted" style={{ margin: '0.25rem 0.5rem', fontSize: '0.8rem' }}>
              {matches.more.toLocaleString('en-US')} more match; type more to narrow
            </p>
          )}
        </div>
      )}
    </div>
  );
}

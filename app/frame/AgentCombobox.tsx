import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ComboboxProps } from './AgentPicker.tsx';
import { toAgentMatches, toSelectedLabel, type AgentOption } from './to-agent-options.ts';
import { formatCount } from '../shared/format-count.ts';

/** A text field with a bounded list of agents: type to narrow, arrows and Enter or a click to choose, Escape to leave. */
export default function AgentCombobox({ id, model, describedBy, onChoose, hasDefault = true, noun = 'agents', align = 'left' }: ComboboxProps) {
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
        placeholder={`Type to find one of ${formatCount(model.options.length - (hasDefault ? 1 : 0))} ${noun}`}
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
              {formatCount(matches.more)} more match; type more to narrow
            </p>
          )}
        </div>
      )}
    </div>
  );
}

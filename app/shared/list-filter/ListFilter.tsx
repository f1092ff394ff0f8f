import { useId } from 'react';
import type { RuleAction } from '../../../engine/index.ts';
import { EMPTY_FILTER, isEmptyFilter, type ListFilter as Filter } from './to-list-filter.ts';
import './list-filter.css';

/** A select of the filter: its label, the "any" choice's words, and its options. */
export interface FilterChoice {
  readonly label: string;
  readonly any: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

interface Props {
  /** What is filtered, for the search landmark's name: `rules`, `merged config`. */
  readonly name: string;
  readonly filter: Filter;
  readonly onFilter: (filter: Filter) => void;
  /** `42 of 706 rules`. */
  readonly count: string;
  readonly textLabel: string;
  readonly placeholder: string;
  readonly actions?: FilterChoice | null;
  readonly layers?: FilterChoice | null;
  readonly kinds?: FilterChoice | null;
}

function Choice({ choice, value, onChange }: { readonly choice: FilterChoice; readonly value: string; readonly onChange: (v: string) => void }) {
  const id = useId();
  return (
    <span className="list-filter-field">
      <label htmlFor={id}>{choice.label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{choice.any}</option>
        {choice.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** The actions as filter options. */
export const ACTION_CHOICE: FilterChoice = { label: 'Action', any: 'any action', options: (['allow', 'ask', 'deny'] as const).map((a) => ({ value: a, label: a })) };

/** A long list's filter bar: text, then action, layer and kind choices, the count shown, and Clear; Escape in the text clears it. */
export function ListFilter({ name, filter, onFilter, count, textLabel, placeholder, actions, layers, kinds }: Props) {
  const id = useId();
  return (
    <search className="list-filter" aria-label={`Filter ${name}`}>
      <span className="list-filter-field list-filter-text">
        <label htmlFor={id}>{textLabel}</label>
        <input
          id={id}
          type="search"
          value={filter.text}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onFilter({ ...filter, text: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && filter.text !== '') {
              e.stopPropagation();
              onFilter({ ...filter, text: '' });
            }
          }}
        />
      </span>
      {actions && <Choice choice={actions} value={filter.action} onChange={(v) => onFilter({ ...filter, action: v as RuleAction | '' })} />}
      {layers && layers.options.length > 0 && <Choice choice={layers} value={filter.layer} onChange={(v) => onFilter({ ...filter, layer: v })} />}
      {kinds && <Choice choice={kinds} value={filter.kind} onChange={(v) => onFilter({ ...filter, kind: v })} />}
      <output className="list-filter-count" role="status" aria-label={`Shown ${name}`}>
        {count}
      </output>
      {!isEmptyFilter(filter) && (
        <button type="button" className="link-button" onClick={() => onFilter(EMPTY_FILTER)}>
          Clear filter
        </button>
      )}
    </search>
  );
}

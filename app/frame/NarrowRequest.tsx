import { useId, useMemo, useState } from 'react';
import { BUILTIN_TOOL_IDS } from '../../engine/index.ts';
import { useAnalysis } from '../store/selectors.ts';
import { usePlayground } from '../store/store.ts';

const CHOICES = [
  { value: '', label: 'not set' },
  { value: 'on', label: 'on (allow rule)' },
  { value: 'off', label: 'off (deny rule)' },
] as const;

/** Per-request tool switches: each becomes a session rule appended after the agent's rules. */
export function NarrowRequest() {
  const analysis = useAnalysis();
  const setRequestTool = usePlayground((s) => s.setRequestTool);
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  const current = analysis.scenario.request?.tools ?? {};
  const tools = useMemo(() => {
    const ids = analysis.tools.length ? analysis.tools.map((t) => t.tool) : [...BUILTIN_TOOL_IDS];
    for (const key of Object.keys(analysis.scenario.request?.tools ?? {})) if (!ids.includes(key)) ids.push(key);
    return ids;
  }, [analysis]);
  const count = Object.keys(current).length;
  return (
    <div className="menu-wrap">
      <button type="button" aria-expanded={isOpen} aria-controls={id} onClick={() => setOpen(!isOpen)}>
        Narrow this request{count > 0 ? ` (${count} set)` : ''} <span aria-hidden="true">▾</span>
      </button>
      {isOpen && (
        <fieldset id={id} className="menu narrow" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <legend>Narrow this request</legend>
          <p className="field-hint">A request's tools map becomes session rules after the agent's rules: off hides the tool, on allows every call.</p>
          {tools.map((tool) => {
            const value = Object.hasOwn(current, tool) ? (current[tool] ? 'on' : 'off') : '';
            return (
              <label key={tool} className="narrow-row">
                <span className="narrow-tool">{tool}</span>
                <select aria-label={tool} value={value} onChange={(e) => setRequestTool(tool, e.target.value === '' ? undefined : e.target.value === 'on')}>
                  {CHOICES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </fieldset>
      )}
    </div>
  );
}

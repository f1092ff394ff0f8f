import { useMemo } from 'react';
import { BUILTIN_TOOL_IDS } from '../../engine/index.ts';
import { useAnalysis } from '../store/selectors.ts';
import { usePlayground } from '../store/store.ts';

const CHOICES = [
  { value: '', label: 'not set' },
  { value: 'on', label: 'on (allow rule)' },
  { value: 'off', label: 'off (deny rule)' },
] as const;

/** The open "Narrow this request" menu: a switch per tool (loaded when first opened, not in the first paint). */
export default function NarrowMenu({ id, onClose }: { readonly id: string; readonly onClose: () => void }) {
  const analysis = useAnalysis();
  const setRequestTool = usePlayground((s) => s.setRequestTool);
  const current = analysis.scenario.request?.tools ?? {};
  const tools = useMemo(() => {
    const ids = analysis.tools.length ? analysis.tools.map((t) => t.tool) : [...BUILTIN_TOOL_IDS];
    for (const key of Object.keys(analysis.scenario.request?.tools ?? {})) if (!ids.includes(key)) ids.push(key);
    return ids;
  }, [analysis]);
  return (
    <fieldset id={id} className="menu narrow" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
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
      <button type="button" onClick={onClose}>
        Done
      </button>
    </fieldset>
  );
}

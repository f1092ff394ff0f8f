import { useId } from 'react';
import { usesApplyPatch } from '../../engine/index.ts';
import { usePlayground, type PlaygroundState } from '../store/store.ts';

const SUGGESTED_MODELS = ['anthropic/claude-sonnet-4-5', 'openai/gpt-5', 'openai/gpt-5-codex', 'openai/gpt-4.1', 'openai/gpt-oss-120b', 'google/gemini-2.5-pro'];

// The model alone: a keystroke in a file makes a new scenario, and the field (a controlled input, whose value React
// writes back on each render) has nothing to redraw for it.
const selectModel = (s: PlaygroundState) => s.scenario.model;

/** The Model field: GPT-style models get apply_patch instead of edit and write. */
export function ModelField() {
  const model = usePlayground(selectModel);
  const setModel = usePlayground((s) => s.setModel);
  const id = useId();
  const isPatch = usesApplyPatch(model);
  return (
    <div className="field">
      <label htmlFor={id}>Model</label>
      <input id={id} list={`${id}-list`} value={model ?? ''} placeholder="provider/model" spellCheck={false} aria-describedby={`${id}-hint`} onChange={(e) => setModel(e.target.value || undefined)} />
      <datalist id={`${id}-list`}>
        {SUGGESTED_MODELS.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <span id={`${id}-hint`} className="field-hint">
        {isPatch ? 'GPT-style: apply_patch instead of edit/write' : 'edit and write (no apply_patch)'}
      </span>
    </div>
  );
}

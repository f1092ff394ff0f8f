import { useId, useState } from 'react';
import { EXAMPLES } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { toDiffTarget } from './to-diff-view.ts';

/** Chooses what to compare with: before your edits, an example, a pasted link or JSON, or a file. */
export function DiffSourcePicker() {
  const source = usePlayground((s) => s.diffSource);
  const setSource = usePlayground((s) => s.compareWith);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const use = (raw: string, label: string) => {
    const target = toDiffTarget(raw);
    if (target.kind === 'ok') {
      setError(null);
      setSource({ kind: 'other', label, scenario: target.scenario });
    } else setError(target.message);
  };
  const value = source.kind === 'example' ? `example:${source.id}` : source.kind;
  return (
    <div className="diff-source">
      <div className="field">
        <label htmlFor={`${id}-with`}>Compare with</label>
        <select
          id={`${id}-with`}
          value={value}
          onChange={(e) => {
            const v = e.target.value;
            if (v === 'baseline') setSource({ kind: 'baseline' });
            else if (v.startsWith('example:')) setSource({ kind: 'example', id: v.slice('example:'.length) });
          }}
        >
          <option value="baseline">Before your edits (as loaded)</option>
          {EXAMPLES.map((e) => (
            <option key={e.id} value={`example:${e.id}`}>
              Example: {e.scenario.title ?? e.id}
            </option>
          ))}
          {source.kind === 'other' && <option value="other">{source.label}</option>}
        </select>
      </div>
      <div className="field field-wide">
        <label htmlFor={`${id}-paste`}>Link or scenario JSON</label>
        <input id={`${id}-paste`} value={text} spellCheck={false} onChange={(e) => setText(e.target.value)} placeholder="https://…/#s=1.… or { &quot;version&quot;: 1, … }" />
      </div>
      <button type="button" onClick={() => use(text, 'Pasted link or JSON')}>
        Compare with pasted
      </button>
      <div className="field">
        <label htmlFor={`${id}-file`}>Scenario file</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then((t) => use(t, `File ${file.name}`));
          }}
        />
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

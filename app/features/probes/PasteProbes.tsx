import { useId, useState } from 'react';
import { parseProbeList, type ProbeListReading } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';

/** Paste many probes at once: `bash git status => ask` lines, CSV/TSV, or JSON. */
export function PasteProbes() {
  const addProbes = usePlayground((s) => s.addProbes);
  const [text, setText] = useState('');
  const [reading, setReading] = useState<ProbeListReading | null>(null);
  const id = useId();
  return (
    <details className="probe-paste">
      <summary>Paste a list of probes</summary>
      <label htmlFor={`${id}-list`}>Probe list</label>
      <textarea
        id={`${id}-list`}
        rows={5}
        spellCheck={false}
        value={text}
        placeholder={'bash git status => ask\n@plan edit src/app.ts => deny\nread .env'}
        onChange={(e) => setText(e.target.value)}
      />
      <p className="field-hint">One per line: [@agent] permission input [=&gt; allow|ask|deny]. CSV/TSV (permission,input,expect,agent) and JSON work too.</p>
      <button
        type="button"
        onClick={() => {
          const r = parseProbeList(text);
          setReading(r);
          addProbes(r.probes);
          if (r.diagnostics.length === 0) setText('');
        }}
      >
        Add pasted probes
      </button>
      {reading && (
        <div role="status" aria-label="Paste result">
          <p>
            Read {reading.probes.length} probes as {reading.format}.
          </p>
          {reading.diagnostics.length > 0 && (
            <ul className="field-error">
              {reading.diagnostics.map((d, i) => (
                <li key={i}>{d.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}

import type { SideEffectLine } from './to-side-effects.ts';

/** Everything else an edit changes (other probes, tool visibility per agent), openings marked first. */
export function SideEffectList({ lines, summary, name }: { readonly lines: readonly SideEffectLine[]; readonly summary: string; readonly name: string }) {
  return (
    <section className="fix-effects" aria-label={name}>
      <h4>Side effects</h4>
      <p className={lines.length ? undefined : 'fix-effects-none'}>{summary}</p>
      {lines.length > 0 && (
        <ul>
          {lines.map((l, i) => (
            <li key={i}>
              {l.isOpening && <span className="fix-effect-mark">▲ opens: </span>}
              <span className="mono">{l.subject}</span>: {l.change}
              {l.direction && <span className="muted"> ({l.direction})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

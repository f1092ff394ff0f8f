import { useMemo } from 'react';
import { useAnalysis } from '../../store/selectors.ts';
import { toMergeStrip } from './to-merge-strip.ts';

/** The folded merge order: the layers read, low → high precedence, on one line (the full paths in each step's tooltip). */
export default function MergeStrip() {
  const analysis = useAnalysis();
  const steps = useMemo(() => toMergeStrip(analysis.load.layers, analysis.diagnostics), [analysis.load.layers, analysis.diagnostics]);
  return (
    <ol className="mg-strip" aria-label="Layers read, low to high precedence">
      {steps.length === 0 && <li className="mg-strip-step">no layer read</li>}
      {steps.map((s) => (
        <li key={s.key} className={s.hasError ? 'mg-strip-step mg-strip-error' : 'mg-strip-step'} title={s.title}>
          {s.text}
          {s.hasError && <span className="mg-strip-mark"> (error)</span>}
        </li>
      ))}
      <li className="mg-strip-step mg-strip-end">resolveTools → model sees</li>
    </ol>
  );
}

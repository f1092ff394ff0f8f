import { usePlayground } from '../../store/store.ts';
import type { ExplainTarget } from '../../store/slices/explain-slice.ts';

/** Opens the explain card for a decision (a tool row, the tester's result, a probe). */
export function ExplainButton({ target, name }: { readonly target: ExplainTarget; readonly name: string }) {
  const openExplain = usePlayground((s) => s.openExplain);
  return (
    <button type="button" className="explain-button" aria-label={`Explain ${name}`} onClick={() => openExplain(target)}>
      Explain
    </button>
  );
}

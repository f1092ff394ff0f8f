import { usePlayground } from '../../store/store.ts';
import type { StageKind } from '../../../engine/index.ts';
import { toModeOutcome } from './to-mode-outcome.ts';

/** What a decision becomes in the selected run mode ("in non-interactive run: Rejected"); nothing in interactive mode. */
export function RunModeOutcome({ kind }: { readonly kind: StageKind }) {
  const mode = usePlayground((s) => s.runMode);
  const view = toModeOutcome(kind, mode);
  if (!view) return null;
  return (
    <span className={`mode-outcome mode-${view.outcome.kind}${view.outcome.isChanged ? ' mode-changed' : ''}`} title={view.outcome.text}>
      {' '}
      in {view.modeLabel}: <strong>{view.label}</strong>
    </span>
  );
}

import { usePlayground } from '../../store/store.ts';
import type { FixRequest } from './to-fix-target.ts';

/** Opens the Fix dialog for one target; its name says what it fixes ("Fix edit reports/a.md"). Nothing when there is nothing to fix. */
export function FixButton({ request, text = 'Fix' }: { readonly request: FixRequest | null; readonly text?: string }) {
  const openFix = usePlayground((s) => s.openFix);
  if (!request) return null;
  return (
    <button type="button" className="fix-button" aria-label={`${text} ${request.label}`} onClick={() => openFix(request)}>
      {text}
    </button>
  );
}

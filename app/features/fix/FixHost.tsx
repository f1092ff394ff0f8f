import { usePlayground } from '../../store/store.ts';
import { FixDialog } from './FixDialog.tsx';
import { FixUndoBar } from './FixUndoBar.tsx';
import './fix.css';

/** The Fix dialog while a fix is asked for, and the Undo bar of the last applied fix once it is closed. */
export function FixHost() {
  const request = usePlayground((s) => s.fixRequest);
  const hasApplied = usePlayground((s) => s.appliedFix !== null);
  if (request) return <FixDialog request={request} />;
  return hasApplied ? <FixUndoBar /> : null;
}

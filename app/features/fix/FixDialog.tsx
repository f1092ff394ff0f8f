import { useEffect, useId, useMemo, useRef } from 'react';
import { proposeFixes } from '../../../engine/index.ts';
import type { FixRequestState } from '../../store/slices/fix-slice.ts';
import { usePlayground } from '../../store/store.ts';
import { AppliedFix } from './AppliedFix.tsx';
import { ProposalCard } from './ProposalCard.tsx';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { WANTED_STAGES } from '../../shared/fix/to-fix-target.ts';
import { toFixView } from './to-fix-view.ts';

/** Gives focus back to the button that opened the dialog, or (when a fix made it go) to the Undo bar or the results. */
function restoreFocus(opener: Element | null): void {
  setTimeout(() => {
    if (opener instanceof HTMLElement && opener.isConnected) return opener.focus();
    const fallback = document.querySelector<HTMLElement>('[data-fix-focus]') ?? document.querySelector<HTMLElement>('.results .tabpanel');
    fallback?.focus();
  }, 0);
}

/** The Fix dialog: the engine's verified proposals for one target, ranked, each with its diff, landing stage, side effects and Apply. */
export function FixDialog({ request }: { readonly request: FixRequestState }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const scenario = usePlayground((s) => s.scenario);
  const applied = usePlayground((s) => s.appliedFix);
  const closeFix = usePlayground((s) => s.closeFix);
  const result = useMemo(() => proposeFixes(scenario, request.target), [scenario, request.target]);
  const view = useMemo(() => toFixView(result, scenario), [result, scenario]);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      restoreFocus(opener);
    };
  }, []);

  const isApplied = applied !== null && applied.label === request.label;
  return (
    <dialog
      ref={ref}
      className="fix-dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        closeFix();
      }}
    >
      <header className="fix-head">
        <h2 id={titleId}>
          Fix <code>{request.label}</code>
        </h2>
        <span className="fix-want">
          Wanted: <StageBadge kind={WANTED_STAGES[request.target.want]} />
        </span>
        <button type="button" onClick={closeFix}>
          Close
        </button>
      </header>
      {isApplied && <AppliedFix applied={applied} />}
      {view.kind === 'holds' && (
        <p role="status" className="fix-holds">
          {isApplied ? 'This now holds' : 'This already holds'}: the check lands at <strong>{view.stageLabel}</strong>. Nothing to change.
        </p>
      )}
      {view.kind === 'blocked' && (
        <div role="alert" className="fix-blocked">
          <p>
            No edit in your own layers can get this: <strong>{view.layer}</strong>
            {view.where && (
              <>
                {' '}
                (<code>{view.where}</code>)
              </>
            )}{' '}
            wins over them.
          </p>
          <p>{view.reason}</p>
        </div>
      )}
      {view.kind === 'proposals' && view.proposals.length === 0 && (
        <p role="status">No verified edit was found for this target: every candidate either missed it or was refused by the reference.</p>
      )}
      {view.kind === 'proposals' && view.proposals.length > 0 && (
        <>
          <p className="fix-intro">
            {view.proposals.length === 1 ? 'One verified proposal' : `${view.proposals.length} verified proposals, smallest change first`}: each was applied to a copy of the scenario and checked before being shown.
          </p>
          <ol className="fix-list" aria-label="Proposals">
            {view.proposals.map((p) => {
              const proposal = result.kind === 'proposals' ? result.proposals.find((x) => x.id === p.id) : undefined;
              return <li key={p.id}>{proposal && <ProposalCard view={p} proposal={proposal} label={request.label} />}</li>;
            })}
          </ol>
        </>
      )}
    </dialog>
  );
}

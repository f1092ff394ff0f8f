import { useId, useState } from 'react';
import type { FixProposal } from '../../../engine/index.ts';
import { usePlayground } from '../../store/store.ts';
import { StageBadge } from '../../shared/StageBadge.tsx';
import { FilePreview } from './FilePreview.tsx';
import { SideEffectList } from './SideEffectList.tsx';
import type { ProposalView } from './to-fix-view.ts';

interface Props {
  readonly view: ProposalView;
  readonly proposal: FixProposal;
  /** The target's name, kept with the applied fix for its Undo bar. */
  readonly label: string;
}

/** One verified proposal: what it does and why, where the target lands, the diff per file, the side effects, and Apply. */
export function ProposalCard({ view, proposal, label }: Props) {
  const titleId = useId();
  const applyFixProposal = usePlayground((s) => s.applyFixProposal);
  const [isStale, setStale] = useState(false);
  return (
    <section className="fix-card" aria-labelledby={titleId}>
      <div className="fix-card-head">
        <span className="fix-rank">{view.rank}</span>
        <div className="fix-card-title">
          <span className="fix-kind">{view.kindWords}</span>
          <h3 id={titleId}>{view.title}</h3>
        </div>
        <button type="button" className="fix-apply" aria-describedby={titleId} onClick={() => setStale(!applyFixProposal(proposal, label))}>
          Apply
        </button>
      </div>
      <p className="fix-why">{view.why}</p>
      <p className="fix-lands">
        Lands at: <StageBadge kind={view.lands} />
      </p>
      {view.files.map((f) => (
        <FilePreview key={f.key} file={f} />
      ))}
      <SideEffectList lines={view.sideEffects} summary={view.sideEffectSummary} name={`Side effects of: ${view.title}`} />
      {isStale && (
        <p role="alert" className="field-error">
          The files changed since this was proposed; the proposals above are now recomputed. Apply one of them again.
        </p>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import type { WantedOutcome } from '../../../engine/index.ts';
import type { StageKind } from '../../../engine/index.ts';
import { FixButton } from './FixButton.tsx';
import { isWantedOutcome, toTesterFixRequest, WANTED_OUTCOMES, WANTED_STAGE_LABELS } from './to-fix-target.ts';

interface Props {
  readonly permission: string;
  /** The input as the Tester compares it (paths relative to the worktree). */
  readonly input: string;
  readonly agent: string | null;
  /** The decision's stage now (null: nothing decided). */
  readonly stage: StageKind | null;
}

/** The Tester's "I want" choice; a Fix button appears when the wanted outcome differs from the decision. */
export function WantFix({ permission, input, agent, stage }: Props) {
  const [want, setWant] = useState<WantedOutcome | null>(null);
  const id = useId();
  const request = toTesterFixRequest(permission, input, agent, stage, want);
  return (
    <p className="fix-want-field">
      <label htmlFor={`${id}-want`}>I want</label>
      <select id={`${id}-want`} value={want ?? ''} onChange={(e) => setWant(isWantedOutcome(e.target.value) ? e.target.value : null)}>
        <option value="">(choose)</option>
        {WANTED_OUTCOMES.map((w) => (
          <option key={w} value={w}>
            {w} — {WANTED_STAGE_LABELS[w]}
          </option>
        ))}
      </select>
      {request && <FixButton request={request} />}
      {want && !request && stage && <span className="muted">That is what it gets now.</span>}
    </p>
  );
}

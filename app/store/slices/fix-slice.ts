import type { StateCreator } from 'zustand';
import { applyFix, type FixProposal, type FixTarget } from '../../../engine/index.ts';
import { isProposalCurrent, toFixRestore, withFixedTexts, withRestoredTexts, type FixRestore } from '../fix-actions.ts';
import type { PlaygroundState } from '../store.ts';

/** What the Fix dialog is open for: a target and how the screen names it. */
export interface FixRequestState {
  readonly target: FixTarget;
  readonly label: string;
}

/** The last applied fix, kept so it can be undone (one step, like a layer removal). */
export interface AppliedFix {
  readonly label: string;
  readonly proposal: FixProposal;
  readonly restore: FixRestore;
}

/** The Fix dialog's target and the last applied fix; outcomes are derived, never stored. */
export interface FixSlice {
  fixRequest: FixRequestState | null;
  appliedFix: AppliedFix | null;
  openFix(request: FixRequestState): void;
  closeFix(): void;
  /** Replaces the proposal's files and env variables in one step (editors re-sync); false when the texts changed since it was proposed. */
  applyFixProposal(proposal: FixProposal, label: string): boolean;
  /** Puts the applied fix's files and env variables back byte for byte, in one step. */
  undoFix(): void;
  dismissAppliedFix(): void;
}

/** Creates the fix slice. */
export const createFixSlice: StateCreator<PlaygroundState, [], [], FixSlice> = (set, get) => ({
  fixRequest: null,
  appliedFix: null,
  openFix: (fixRequest) => set({ fixRequest }),
  closeFix: () => set({ fixRequest: null }),
  applyFixProposal: (proposal, label) => {
    const { scenario } = get();
    if (!isProposalCurrent(scenario, proposal)) return false;
    const restore = toFixRestore(scenario, proposal);
    const fixed = withFixedTexts(scenario, applyFix(scenario, proposal));
    const first = proposal.files.find((f) => f.path !== undefined)?.path;
    // The revision bump is what makes the Monaco models take the new text (as a load does).
    set((s) => ({ scenario: fixed, revision: s.revision + 1, appliedFix: { label, proposal, restore }, ...(first ? { selectedTab: first } : {}) }));
    return true;
  },
  undoFix: () => {
    const applied = get().appliedFix;
    if (!applied) return;
    set((s) => ({ scenario: withRestoredTexts(s.scenario, applied.restore), revision: s.revision + 1, appliedFix: null }));
  },
  dismissAppliedFix: () => set({ appliedFix: null }),
});

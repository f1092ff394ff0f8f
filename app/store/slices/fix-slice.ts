import type { StateCreator } from 'zustand';
import type { FixProposal, FixTarget } from '../../../engine/index.ts';
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

type ApplyFix = typeof import('./fix-engine.ts').applyFix;

// A one-time guard (a loaded module, not state): the engine's applyFix once fix-engine.ts has loaded, which
// openFix starts, so a proposal the dialog shows applies at once, as before.
let loadedApplyFix: ApplyFix | null = null;

function loadApplyFix(): Promise<ApplyFix> {
  return import('./fix-engine.ts').then(({ applyFix }) => (loadedApplyFix = applyFix));
}

/** Creates the fix slice. */
export const createFixSlice: StateCreator<PlaygroundState, [], [], FixSlice> = (set, get) => ({
  fixRequest: null,
  appliedFix: null,
  openFix: (fixRequest) => {
    if (!loadedApplyFix) void loadApplyFix().catch(() => undefined); // a failure is reported when a proposal is applied
    set({ fixRequest });
  },
  closeFix: () => set({ fixRequest: null }),
  applyFixProposal: (proposal, label) => {
    if (!isProposalCurrent(get().scenario, proposal)) return false;
    const apply = (applyFix: ApplyFix) => {
      const { scenario } = get();
      if (!isProposalCurrent(scenario, proposal)) return;
      const restore = toFixRestore(scenario, proposal);
      const fixed = withFixedTexts(scenario, applyFix(scenario, proposal));
      const first = proposal.files.find((f) => f.path !== undefined)?.path;
      // The revision bump is what makes the Monaco models take the new text (as a load does).
      set((s) => ({ scenario: fixed, revision: s.revision + 1, appliedFix: { label, proposal, restore }, ...(first ? { selectedTab: first } : {}) }));
    };
    // Loaded when the dialog opened; were it still on its way, the fix applies when it lands (if the texts are still the ones it was made for).
    if (loadedApplyFix) apply(loadedApplyFix);
    else {
      loadApplyFix().then(apply, () =>
        get().showShareNotice({ kind: 'error', text: 'The fix could not be applied: the page could not fetch its code. Reload to try again; your scenario is unchanged.' }),
      );
    }
    return true;
  },
  undoFix: () => {
    const applied = get().appliedFix;
    if (!applied) return;
    set((s) => ({ scenario: withRestoredTexts(s.scenario, applied.restore), revision: s.revision + 1, appliedFix: null }));
  },
  dismissAppliedFix: () => set({ appliedFix: null }),
});

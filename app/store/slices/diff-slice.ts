import type { StateCreator } from 'zustand';
import type { Scenario } from '../../../engine/index.ts';
import type { PlaygroundState } from '../store.ts';

/** What the current scenario is compared with: the state before your edits, an example, or a pasted link/file. */
export type DiffSource = { readonly kind: 'baseline' } | { readonly kind: 'example'; readonly id: string } | { readonly kind: 'other'; readonly label: string; readonly scenario: Scenario };

const BASELINE: DiffSource = { kind: 'baseline' };

/** View state of the Diff tab, kept across tab switches (the diff itself is derived). */
export interface DiffSlice {
  diffSource: DiffSource;
  /** Chooses what the current scenario is compared with. */
  compareWith(source: DiffSource): void;
}

/** Creates the diff slice. */
export const createDiffSlice: StateCreator<PlaygroundState, [], [], DiffSlice> = (set) => ({
  diffSource: BASELINE,
  compareWith: (diffSource) => set({ diffSource }),
});

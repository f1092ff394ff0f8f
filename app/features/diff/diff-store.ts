import { create } from 'zustand';
import type { Scenario } from '../../../engine/index.ts';

/** What the current scenario is compared with: the state before your edits, an example, or a pasted link/file. */
export type DiffSource = { readonly kind: 'baseline' } | { readonly kind: 'example'; readonly id: string } | { readonly kind: 'other'; readonly label: string; readonly scenario: Scenario };

/** View state of the Diff tab, kept across tab switches. */
export interface DiffViewState {
  source: DiffSource;
  setSource(source: DiffSource): void;
}

/** The Diff tab's own small store (view state only; the diff itself is derived). */
export const useDiffView = create<DiffViewState>()((set) => ({
  source: { kind: 'baseline' },
  setSource: (source) => set({ source }),
}));

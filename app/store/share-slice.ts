import type { StateCreator } from 'zustand';
import type { PlaygroundState } from './store.ts';

/** A message of the share features: an error (role alert) or a note (role status), with an optional action. */
export interface ShareNotice {
  readonly kind: 'error' | 'info';
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** Which share dialog is open. */
export type ShareDialog = 'share' | 'import' | null;

/** The share features' view state (not part of the scenario): the message shown and the open dialog. */
export interface ShareSlice {
  shareNotice: ShareNotice | null;
  shareDialog: ShareDialog;
  /** Shows a message in the share bar; null hides it. */
  showShareNotice(notice: ShareNotice | null): void;
  /** Opens a share dialog; null closes it. */
  openShareDialog(dialog: ShareDialog): void;
}

/** Creates the share slice. */
export const createShareSlice: StateCreator<PlaygroundState, [], [], ShareSlice> = (set) => ({
  shareNotice: null,
  shareDialog: null,
  showShareNotice: (shareNotice) => set({ shareNotice }),
  openShareDialog: (shareDialog) => set({ shareDialog }),
});

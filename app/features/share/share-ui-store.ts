import { create } from 'zustand';

/** A message of the share features: an error (role alert) or a note (role status), with an optional action. */
export interface ShareNotice {
  readonly kind: 'error' | 'info';
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** Which share dialog is open. */
export type ShareDialog = 'share' | 'import' | null;

/** UI state of the share features (not part of the scenario). */
export interface ShareUiState {
  notice: ShareNotice | null;
  dialog: ShareDialog;
  setNotice(notice: ShareNotice | null): void;
  openDialog(dialog: ShareDialog): void;
}

/** The share features' own small store. */
export const useShareUi = create<ShareUiState>()((set) => ({
  notice: null,
  dialog: null,
  setNotice: (notice) => set({ notice }),
  openDialog: (dialog) => set({ dialog }),
}));

import type { StateCreator } from 'zustand';
import type { PermalinkView, Scenario } from '../../../engine/index.ts';
import type { PlaygroundState } from '../store.ts';
import { toHistory, type HistoryEntry } from '../to-history.ts';

/** A message of the share features: an error (role alert) or a note (role status), with an optional action. */
export interface ShareNotice {
  readonly kind: 'error' | 'info';
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** Which share dialog is open. */
export type ShareDialog = 'share' | 'import' | null;

/** Why the work is not being saved in this browser: storage is full, the browser refuses it, or the scenario is too big to save. */
export interface StorageProblem {
  readonly kind: 'full' | 'blocked' | 'too-big';
  /** When the last save that worked happened (ms since the epoch), or null when none did. */
  readonly lastSavedAt: number | null;
}

/** Newer work another tab saved, offered to this tab (never loaded without asking). */
export interface DraftOffer {
  readonly draftId: string;
  readonly title: string;
  readonly savedAt: number;
  readonly scenario: Scenario;
  readonly view: PermalinkView;
  /** Remembers "Keep mine" so that tab's work is not offered again. */
  readonly onKeep: () => void;
}

/** The share features' view state (not part of the scenario): messages, the open dialog, history and storage state. */
export interface ShareSlice {
  shareNotice: ShareNotice | null;
  shareDialog: ShareDialog;
  /** Earlier scenarios, newest first (bounded; see to-history.ts). */
  recentScenarios: readonly HistoryEntry[];
  /** Set while saving in this browser fails. */
  storageProblem: StorageProblem | null;
  /** Another tab's newer work, while this tab has not decided about it. */
  draftOffer: DraftOffer | null;
  /** True while a link in the address bar is being read: what is on screen is not the linked scenario yet. */
  isReadingLink: boolean;
  /** Shows a message in the share bar; null hides it. */
  showShareNotice(notice: ShareNotice | null): void;
  /** Opens a share dialog; null closes it. */
  openShareDialog(dialog: ShareDialog): void;
  /** Puts a scenario that is being replaced at the top of the history. */
  rememberScenario(scenario: Scenario, savedAt: number): void;
  /** Replaces the history (as read back from storage). */
  setRecentScenarios(entries: readonly HistoryEntry[]): void;
  /** Says whether saving works; null when it does. */
  reportStorage(problem: StorageProblem | null): void;
  /** Offers another tab's newer work; null withdraws the offer. */
  offerDraft(offer: DraftOffer | null): void;
  /** Says whether a link is being read. */
  setReadingLink(isReading: boolean): void;
}

/** Creates the share slice. */
export const createShareSlice: StateCreator<PlaygroundState, [], [], ShareSlice> = (set) => ({
  shareNotice: null,
  shareDialog: null,
  recentScenarios: [],
  storageProblem: null,
  draftOffer: null,
  isReadingLink: false,
  showShareNotice: (shareNotice) => set({ shareNotice }),
  openShareDialog: (shareDialog) => set({ shareDialog }),
  rememberScenario: (scenario, savedAt) =>
    set((s) => ({ recentScenarios: toHistory(s.recentScenarios, { title: scenario.title ?? 'Untitled scenario', savedAt, scenario }) })),
  setRecentScenarios: (recentScenarios) => set({ recentScenarios }),
  reportStorage: (storageProblem) => set((s) => (s.storageProblem?.kind === storageProblem?.kind ? s : { storageProblem })),
  offerDraft: (draftOffer) => set({ draftOffer }),
  setReadingLink: (isReadingLink) => set({ isReadingLink }),
});

import { create } from 'zustand';
import type { ScenarioFile } from '../../../engine/index.ts';

/** The layers pane's own UI state: the last removed file, kept so a removal can be undone. */
interface LayersUiState {
  readonly removed: ScenarioFile | null;
  remember(file: ScenarioFile | null): void;
}

/** A tiny store beside the main one, so the pane owns its undo without new shared actions. */
export const useLayersUi = create<LayersUiState>()((set) => ({
  removed: null,
  remember: (file) => set({ removed: file }),
}));

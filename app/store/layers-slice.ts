import type { StateCreator } from 'zustand';
import type { ScenarioFile } from '../../engine/index.ts';
import type { PlaygroundState } from './store.ts';

/** The layers pane's view state: the last removed file, kept so a removal can be undone. */
export interface LayersSlice {
  removedFile: ScenarioFile | null;
  /** Keeps a removed file for its undo; null forgets it. */
  rememberRemovedFile(file: ScenarioFile | null): void;
}

/** Creates the layers slice. */
export const createLayersSlice: StateCreator<PlaygroundState, [], [], LayersSlice> = (set) => ({
  removedFile: null,
  rememberRemovedFile: (removedFile) => set({ removedFile }),
});

import { create } from 'zustand';
import { createDiffSlice, type DiffSlice } from './slices/diff-slice.ts';
import { createExplainSlice, type ExplainSlice } from './slices/explain-slice.ts';
import { createFixSlice, type FixSlice } from './slices/fix-slice.ts';
import { createLayersSlice, type LayersSlice } from './slices/layers-slice.ts';
import { createLearnSlice, type LearnSlice } from './slices/learn-slice.ts';
import { createRunSlice, type RunSlice } from './slices/run-slice.ts';
import { createScenarioSlice, type ScenarioSlice } from './slices/scenario-slice.ts';
import { createShareSlice, type ShareSlice } from './slices/share-slice.ts';
import { createSimulatorSlice, type SimulatorSlice } from './slices/simulator-slice.ts';
import { createViewSlice, type ViewSlice } from './slices/view-slice.ts';

/** The whole store: the scenario (source of truth) and view state, one slice per concern. */
export type PlaygroundState = ScenarioSlice & ViewSlice & SimulatorSlice & LearnSlice & RunSlice & ExplainSlice & FixSlice & ShareSlice & LayersSlice & DiffSlice;

/** The playground's one store (no feature keeps a store of its own). */
export const usePlayground = create<PlaygroundState>()((...a) => ({
  ...createScenarioSlice(...a),
  ...createViewSlice(...a),
  ...createSimulatorSlice(...a),
  ...createLearnSlice(...a),
  ...createRunSlice(...a),
  ...createExplainSlice(...a),
  ...createFixSlice(...a),
  ...createShareSlice(...a),
  ...createLayersSlice(...a),
  ...createDiffSlice(...a),
}));

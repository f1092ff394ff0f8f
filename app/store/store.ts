import { create } from 'zustand';
import { createFixSlice, type FixSlice } from './fix-slice.ts';
import { createScenarioSlice, type ScenarioSlice } from './scenario-slice.ts';
import { createSessionSlice, type SessionSlice } from './session-slice.ts';
import { createSimulatorSlice, type SimulatorSlice } from './simulator-slice.ts';
import { createViewSlice, type ViewSlice } from './view-slice.ts';

/** The whole store: the scenario (source of truth) and view state. */
export type PlaygroundState = ScenarioSlice & ViewSlice & SimulatorSlice & SessionSlice & FixSlice;

/** The playground's one store. */
export const usePlayground = create<PlaygroundState>()((...a) => ({ ...createScenarioSlice(...a), ...createViewSlice(...a), ...createSimulatorSlice(...a), ...createSessionSlice(...a), ...createFixSlice(...a) }));

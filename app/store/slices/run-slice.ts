import type { StateCreator } from 'zustand';
import type { RunMode, Scenario } from '../../../engine/index.ts';
import type { PlaygroundState } from '../store.ts';

/** How the agent runs: the run mode and the started instance (what it loaded); no derived data. */
export interface RunSlice {
  runMode: RunMode;
  /** The scenario a started instance loaded (its held merge); null when no instance runs. */
  instance: Scenario | null;
  /** Bumped on every start, reload and stop: "always" approvals belong to one epoch and are cleared when it changes. */
  instanceEpoch: number;
  setRunMode(mode: RunMode): void;
  /** Starts an instance holding the current scenario's merge. */
  startInstance(): void;
  /** Re-reads the current files into the running instance and clears its approvals (the ask simulator's script). */
  reloadInstance(): void;
  stopInstance(): void;
}

/** Creates the run slice. */
export const createRunSlice: StateCreator<PlaygroundState, [], [], RunSlice> = (set, get) => ({
  runMode: 'interactive',
  instance: null,
  instanceEpoch: 0,
  setRunMode: (runMode) => set({ runMode }),
  startInstance: () => set((s) => ({ instance: s.scenario, instanceEpoch: s.instanceEpoch + 1 })),
  reloadInstance: () => {
    if (!get().instance) return;
    set((s) => ({ instance: s.scenario, instanceEpoch: s.instanceEpoch + 1 }));
    // A reload disposes the instance: its "always" approvals and pending questions (the simulator's script) go.
    get().clearSimulator();
  },
  stopInstance: () => set((s) => ({ instance: null, instanceEpoch: s.instanceEpoch + 1 })),
});

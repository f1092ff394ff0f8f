import type { StateCreator } from 'zustand';
import type { RunMode, Scenario } from '../../engine/index.ts';
import type { PlaygroundState } from './store.ts';

/** What the explain card explains: a tool's bare call, a permission check (the tester's), or a probe by index. */
export type ExplainTarget =
  | { readonly kind: 'tool'; readonly tool: string }
  | { readonly kind: 'check'; readonly permission: string; readonly input: string }
  | { readonly kind: 'probe'; readonly index: number };

/** How the agent runs and what a running instance holds; no derived data. */
export interface SessionSlice {
  runMode: RunMode;
  /** The scenario a started instance loaded (its held merge); null when no instance runs. */
  instance: Scenario | null;
  /** Bumped on every start, reload and stop: "always" approvals belong to one epoch and are cleared when it changes. */
  instanceEpoch: number;
  explainTarget: ExplainTarget | null;
  /** The Subagents tab's choice: parent agent and subagent keys (null: the selected agent / the first listed one). */
  subagentParent: string | null;
  subagentChild: string | null;
  setRunMode(mode: RunMode): void;
  /** Starts an instance holding the current scenario's merge. */
  startInstance(): void;
  /** Re-reads the current files into the running instance and clears its approvals (the ask simulator's script). */
  reloadInstance(): void;
  stopInstance(): void;
  openExplain(target: ExplainTarget): void;
  closeExplain(): void;
  setSubagent(parent: string | null, child: string | null): void;
}

/** Creates the session slice. */
export const createSessionSlice: StateCreator<PlaygroundState, [], [], SessionSlice> = (set, get) => ({
  runMode: 'interactive',
  instance: null,
  instanceEpoch: 0,
  explainTarget: null,
  subagentParent: null,
  subagentChild: null,
  setRunMode: (runMode) => set({ runMode }),
  startInstance: () => set((s) => ({ instance: s.scenario, instanceEpoch: s.instanceEpoch + 1 })),
  reloadInstance: () => {
    if (!get().instance) return;
    set((s) => ({ instance: s.scenario, instanceEpoch: s.instanceEpoch + 1 }));
    // A reload disposes the instance: its "always" approvals and pending questions (the simulator's script) go.
    get().clearSimulator();
  },
  stopInstance: () => set((s) => ({ instance: null, instanceEpoch: s.instanceEpoch + 1 })),
  openExplain: (explainTarget) => set({ explainTarget }),
  closeExplain: () => set({ explainTarget: null }),
  setSubagent: (subagentParent, subagentChild) => set({ subagentParent, subagentChild }),
});

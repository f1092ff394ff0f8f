import type { StateCreator } from 'zustand';
import type { AskReply, ScriptStep } from '../../../engine/index.ts';
import type { PlaygroundState } from '../store.ts';

/** The ask simulator's script: only what the user did, never outcomes (those are derived). */
export interface SimulatorSlice {
  /** Calls and answers in the order the user made them; replayed against the current scenario on every edit. */
  simulatorScript: readonly ScriptStep[];
  /** How many calls were ever added, to name the next one. */
  simulatorCallCount: number;
  addSimulatorCall(sessionID: string, tool: string, input: Readonly<Record<string, unknown>>): void;
  answerSimulatorCall(callID: string, reply: AskReply, message?: string): void;
  clearSimulator(): void;
}

/** Creates the simulator slice. */
export const createSimulatorSlice: StateCreator<PlaygroundState, [], [], SimulatorSlice> = (set) => ({
  simulatorScript: [],
  simulatorCallCount: 0,
  addSimulatorCall: (sessionID, tool, input) =>
    set((s) => {
      const id = `call_${s.simulatorCallCount + 1}`;
      return { simulatorScript: [...s.simulatorScript, { op: 'call', id, sessionID, tool, input }], simulatorCallCount: s.simulatorCallCount + 1 };
    }),
  answerSimulatorCall: (callID, reply, message) =>
    set((s) => ({ simulatorScript: [...s.simulatorScript, { op: 'reply', callID, reply, ...(message ? { message } : {}) }] })),
  clearSimulator: () => set({ simulatorScript: [], simulatorCallCount: 0 }),
});


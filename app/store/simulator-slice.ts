import type { StateCreator } from 'zustand';
import type { AskReply, ScriptStep, Scenario } from '../../engine/index.ts';
import type { PlaygroundState } from './store.ts';

/** The user's own scenario while a lesson's scenario is loaded, to bring back with "Back to my scenario". */
export interface SavedScenario {
  readonly scenario: Scenario;
  readonly baseline: Scenario;
}

/** The ask simulator's script and the learn mode's lesson: only what the user did, never outcomes (those are derived). */
export interface SimulatorSlice {
  /** Calls and answers in the order the user made them; replayed against the current scenario on every edit. */
  simulatorScript: readonly ScriptStep[];
  /** How many calls were ever added, to name the next one. */
  simulatorCallCount: number;
  /** The open lesson's id, or null. */
  learnLesson: string | null;
  /** The user's scenario from before the first lesson was opened. */
  learnSaved: SavedScenario | null;
  addSimulatorCall(sessionID: string, tool: string, input: Readonly<Record<string, unknown>>): void;
  answerSimulatorCall(callID: string, reply: AskReply, message?: string): void;
  clearSimulator(): void;
  /** Saves the user's scenario (once) and loads the lesson's own scenario. */
  startLesson(id: string, scenario: Scenario): void;
  /** Brings the saved scenario back and closes the lesson. */
  restoreScenario(): void;
}

/** Creates the simulator slice. */
export const createSimulatorSlice: StateCreator<PlaygroundState, [], [], SimulatorSlice> = (set, get) => ({
  simulatorScript: [],
  simulatorCallCount: 0,
  learnLesson: null,
  learnSaved: null,
  addSimulatorCall: (sessionID, tool, input) =>
    set((s) => {
      const id = `call_${s.simulatorCallCount + 1}`;
      return { simulatorScript: [...s.simulatorScript, { op: 'call', id, sessionID, tool, input }], simulatorCallCount: s.simulatorCallCount + 1 };
    }),
  answerSimulatorCall: (callID, reply, message) =>
    set((s) => ({ simulatorScript: [...s.simulatorScript, { op: 'reply', callID, reply, ...(message ? { message } : {}) }] })),
  clearSimulator: () => set({ simulatorScript: [], simulatorCallCount: 0 }),
  startLesson: (id, scenario) => {
    const { learnSaved, scenario: current, baseline } = get();
    set({ learnLesson: id, learnSaved: learnSaved ?? { scenario: current, baseline } });
    get().loadScenario(scenario);
  },
  restoreScenario: () => {
    const saved = get().learnSaved;
    if (!saved) return set({ learnLesson: null });
    set((s) => ({ scenario: saved.scenario, baseline: saved.baseline, revision: s.revision + 1, learnSaved: null, learnLesson: null, appliedFix: null }));
  },
});

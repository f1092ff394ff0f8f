import type { StateCreator } from 'zustand';
import type { Scenario } from '../../../engine/index.ts';
import type { PlaygroundState } from '../store.ts';

/** The user's own scenario while a lesson's scenario is loaded, to bring back with "Back to my scenario". */
export interface SavedScenario {
  readonly scenario: Scenario;
  readonly baseline: Scenario;
}

/** The learn mode's open lesson and the user's scenario kept aside meanwhile. */
export interface LearnSlice {
  /** The open lesson's id, or null. */
  learnLesson: string | null;
  /** The user's scenario from before the first lesson was opened (saved with the tab's draft, so a reload keeps it). */
  learnSaved: SavedScenario | null;
  /** Saves the user's scenario (once) and loads the lesson's own scenario. */
  startLesson(id: string, scenario: Scenario): void;
  /** Brings the saved scenario back and closes the lesson. */
  restoreScenario(): void;
  /** Puts back a lesson and the user's scenario kept aside, as a saved draft had them (the lesson's scenario is already loaded). */
  resumeLesson(id: string | null, saved: SavedScenario | null): void;
}

/** Creates the learn slice. */
export const createLearnSlice: StateCreator<PlaygroundState, [], [], LearnSlice> = (set, get) => ({
  learnLesson: null,
  learnSaved: null,
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
  resumeLesson: (learnLesson, learnSaved) => set({ learnLesson, learnSaved }),
});

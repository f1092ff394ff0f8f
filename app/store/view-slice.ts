import type { StateCreator } from 'zustand';
import type { SourceLocation } from '../../engine/index.ts';
import type { PlaygroundState } from './store.ts';

/** The result panel's tabs. */
export type ResultTab = 'tools' | 'tester' | 'rules' | 'merged' | 'probes' | 'matrix' | 'diff' | 'subagents' | 'simulator' | 'learn';

/** The pseudo-path of the Environment tab. */
export const ENV_TAB = 'env:';

/** What the user is looking at; never derived data. */
export interface ViewSlice {
  /** The open layer tab: a file path of the scenario, or ENV_TAB. */
  selectedTab: string;
  resultTab: ResultTab;
  testerPermission: string;
  testerInput: string;
  /** A span to reveal and highlight in its editor (the winning rule, a diagnostic, a clicked reason). */
  highlight: SourceLocation | null;
  selectTab(tab: string): void;
  setResultTab(tab: ResultTab): void;
  setTester(permission: string, input: string): void;
  /** Opens the location's tab and highlights the span. */
  reveal(location: SourceLocation | null): void;
}

/** Creates the view slice. */
export const createViewSlice: StateCreator<PlaygroundState, [], [], ViewSlice> = (set) => ({
  selectedTab: '',
  resultTab: 'tools',
  testerPermission: 'bash',
  testerInput: 'git status',
  highlight: null,
  selectTab: (tab) => set({ selectedTab: tab }),
  setResultTab: (tab) => set({ resultTab: tab }),
  setTester: (testerPermission, testerInput) => set({ testerPermission, testerInput }),
  reveal: (location) => set(location ? { highlight: location, selectedTab: location.file } : { highlight: null }),
});

import type { StateCreator } from 'zustand';
import type { SourceLocation } from '../../../engine/index.ts';
import { DEFAULT_RESULT_TAB, type ResultTab } from '../result-tabs.ts';
import type { PlaygroundState } from '../store.ts';

/** The pseudo-path of the Environment tab. */
export const ENV_TAB = 'env:';

/** What the merge graph lights the path of: a rule of the ruleset (by index), a merged config value, or a tool. */
export type Selection =
  | { readonly kind: 'rule'; readonly index: number }
  | { readonly kind: 'value'; readonly keyPath: readonly string[] }
  | { readonly kind: 'tool'; readonly tool: string };

/** What the user is looking at; never derived data. */
export interface ViewSlice {
  /** The open layer tab: a file path of the scenario, or ENV_TAB. */
  selectedTab: string;
  resultTab: ResultTab;
  testerPermission: string;
  testerInput: string;
  /** A span to reveal and highlight in its editor (the winning rule, a diagnostic, a clicked reason). */
  highlight: SourceLocation | null;
  /** The rule, value or tool whose path the merge graph lights; null for none. */
  selection: Selection | null;
  /** The Subagents tab's choice: parent agent and subagent keys (null: the selected agent / the first listed one). */
  subagentParent: string | null;
  subagentChild: string | null;
  selectTab(tab: string): void;
  setResultTab(tab: ResultTab): void;
  setTester(permission: string, input: string): void;
  /** Opens the location's tab and highlights the span. */
  reveal(location: SourceLocation | null): void;
  /** Lights the path of a rule, value or tool in the merge graph; null clears it. */
  select(selection: Selection | null): void;
  setSubagent(parent: string | null, child: string | null): void;
}

/** Creates the view slice. */
export const createViewSlice: StateCreator<PlaygroundState, [], [], ViewSlice> = (set) => ({
  selectedTab: '',
  resultTab: DEFAULT_RESULT_TAB,
  testerPermission: 'bash',
  testerInput: 'git status',
  highlight: null,
  selection: null,
  subagentParent: null,
  subagentChild: null,
  selectTab: (tab) => set({ selectedTab: tab }),
  setResultTab: (tab) => set({ resultTab: tab }),
  setTester: (testerPermission, testerInput) => set({ testerPermission, testerInput }),
  reveal: (location) => set(location ? { highlight: location, selectedTab: location.file } : { highlight: null }),
  select: (selection) => set({ selection }),
  setSubagent: (subagentParent, subagentChild) => set({ subagentParent, subagentChild }),
});

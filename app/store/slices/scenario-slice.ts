import type { StateCreator } from 'zustand';
import { DEFAULT_EXAMPLE, type Scenario, type ScenarioFile } from '../../../engine/index.ts';
import { createProbeActions, type ProbeActions } from '../probe-actions.ts';
import type { PlaygroundState } from '../store.ts';

/** The scenario being edited: the one source of truth; everything else on screen is derived from it. */
export interface ScenarioSlice extends ProbeActions {
  scenario: Scenario;
  /** The scenario as it was last loaded (example, link, file): the Diff view's "before your edits". */
  baseline: Scenario;
  /** Bumped when a scenario is loaded or reset (not on typing), so uncontrolled editors re-sync. */
  revision: number;
  loadScenario(scenario: Scenario): void;
  setFileText(path: string, text: string): void;
  addFile(file: ScenarioFile): void;
  renameFile(from: string, to: string): void;
  removeFile(path: string): void;
  setEnv(key: string, value: string | undefined): void;
  setContext(context: Partial<Pick<Scenario, 'cwd' | 'worktree' | 'home' | 'platform'>>): void;
  setAgent(agent: string | undefined): void;
  setModel(model: string | undefined): void;
  /** Sets one per-request tool switch; undefined removes it (an empty map means no narrowing). */
  setRequestTool(tool: string, enabled: boolean | undefined): void;
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

/** The scenario with one file's text replaced, as an edit in its editor makes it (every other file kept as it is). */
export function withFileText(scenario: Scenario, path: string, text: string): Scenario {
  return { ...scenario, files: scenario.files.map((f) => (f.path === path ? { path, text } : f)) };
}

/** Creates the scenario slice. */
export const createScenarioSlice: StateCreator<PlaygroundState, [], [], ScenarioSlice> = (set) => ({
  scenario: DEFAULT_EXAMPLE.scenario,
  baseline: DEFAULT_EXAMPLE.scenario,
  revision: 0,
  // A selection is an index into the analysed ruleset: it means nothing in another scenario or agent.
  // An applied fix's undo belongs to the scenario it was applied to.
  loadScenario: (scenario) => set((s) => ({ scenario, baseline: scenario, revision: s.revision + 1, selection: null, appliedFix: null, fixRequest: null })),
  ...createProbeActions(set),
  setFileText: (path, text) => set((s) => ({ scenario: withFileText(s.scenario, path, text) })),
  addFile: (file) =>
    set((s) => (s.scenario.files.some((f) => f.path === file.path) ? s : { scenario: { ...s.scenario, files: [...s.scenario.files, file] }, revision: s.revision + 1 })),
  renameFile: (from, to) =>
    set((s) =>
      s.scenario.files.some((f) => f.path === to)
        ? s
        : { scenario: { ...s.scenario, files: s.scenario.files.map((f) => (f.path === from ? { path: to, text: f.text } : f)) }, revision: s.revision + 1 },
    ),
  removeFile: (path) => set((s) => ({ scenario: { ...s.scenario, files: s.scenario.files.filter((f) => f.path !== path) }, revision: s.revision + 1 })),
  setEnv: (key, value) =>
    set((s) => ({ scenario: { ...s.scenario, env: value === undefined ? withoutKey(s.scenario.env, key) : { ...s.scenario.env, [key]: value } } })),
  setContext: (context) => set((s) => ({ scenario: { ...s.scenario, ...context } })),
  setAgent: (agent) =>
    set((s) => {
      const { agent: _old, ...rest } = s.scenario;
      return { scenario: agent === undefined ? rest : { ...rest, agent }, selection: null };
    }),
  setModel: (model) =>
    set((s) => {
      const { model: _old, ...rest } = s.scenario;
      return { scenario: model ? { ...rest, model } : rest };
    }),
  setRequestTool: (tool, enabled) =>
    set((s) => {
      const current = s.scenario.request?.tools ?? {};
      const tools = enabled === undefined ? withoutKey(current, tool) : { ...current, [tool]: enabled };
      const { request: _old, ...rest } = s.scenario;
      return { scenario: Object.keys(tools).length ? { ...rest, request: { tools } } : rest };
    }),
});

import { importCliOutput, importConfigLayer, placeDroppedFiles, placeImport, encodePermalink, parseScenarioText, type ImportChoice, type LayerTarget, type DroppedFile, type Scenario } from '../../../../engine/index.ts';
import { usePlayground } from '../../../store/store.ts';
import { PREVIOUS_KEY, restorePrevious, saveLocal } from '../open-link.ts';

/** Replaces the scenario, keeping the replaced one as "previous scenario" with a notice that can restore it. */
export function replaceScenario(scenario: Scenario, text: string, selectedTab?: string): void {
  const store = usePlayground.getState();
  saveLocal(PREVIOUS_KEY, encodePermalink(store.scenario));
  store.loadScenario(scenario);
  if (selectedTab) store.selectTab(selectedTab);
  usePlayground.getState().showShareNotice({ kind: 'info', text, action: { label: 'Restore previous scenario', run: restorePrevious } });
}

function refuse(text: string): false {
  usePlayground.getState().showShareNotice({ kind: 'error', text: `${text} Your current scenario is unchanged.` });
  return false;
}

/** Imports a scenario file's text; a bad file changes nothing. */
export function importScenarioText(text: string, name: string): boolean {
  const { scenario, diagnostics } = parseScenarioText(text, name);
  if (!scenario) return refuse(`${name} is not a scenario: ${diagnostics[0]?.message ?? ''}`);
  replaceScenario(scenario, `Opened ${name}.`);
  return true;
}

/** Adds a pasted config to the current scenario as the chosen layer. */
export function importPastedConfig(text: string, target: LayerTarget): boolean {
  const r = importConfigLayer(usePlayground.getState().scenario, text, target);
  replaceScenario(r.scenario, `Imported the config as ${r.path}.${r.diagnostics[0] ? ` ${r.diagnostics[0].message}.` : ''}`, r.path.startsWith('env:') ? 'env:' : r.path);
  return true;
}

/** Imports what the CLI printed: a ruleset or log line becomes a scenario, `debug config` one layer. */
export function importCliText(text: string, target: LayerTarget): boolean {
  const r = importCliOutput(text);
  if (r.kind === 'unknown') return refuse(`This CLI output could not be imported: ${r.diagnostics[0]?.message ?? ''}.`);
  if (r.kind === 'debug-config') return importPastedConfig(r.text, target);
  const notes = r.diagnostics.filter((d) => d.severity !== 'error').map((d) => d.message);
  replaceScenario(r.scenario, `Imported ${r.kind === 'log-line' ? 'the log line' : r.kind === 'debug-agent' ? 'the agent ruleset' : 'the ruleset'}: ${notes.slice(-1)[0] ?? ''}.`);
  return true;
}

/** Adds dropped files where the loader would read them and says where each went. */
export function importDroppedFiles(files: readonly DroppedFile[]): boolean {
  if (!files.length) return refuse('Nothing readable was dropped.');
  const placed = placeDroppedFiles(usePlayground.getState().scenario, files);
  const kept = placed.placements.filter((p) => p.path !== null);
  if (!kept.length) return refuse(`None of the ${files.length} dropped file(s) is read by the loader.`);
  const lines = placed.placements.map((p) => `${p.dropped} → ${p.path ?? '—'} (${p.note})`);
  replaceScenario(placed.scenario, `Placed ${kept.length} of ${files.length} dropped file(s): ${lines.join('; ')}`, kept[0]!.path!);
  return true;
}

/** The words for what an imported file became, in the notice ("the agent", "the config"). */
const IMPORTED_AS: Readonly<Record<ImportChoice['kind'], string>> = {
  agent: 'the agent',
  command: 'the command',
  mode: 'the mode',
  config: 'the config',
  'debug-config': 'the config',
  cli: 'the CLI output',
  scenario: 'the scenario',
};

/** Imports pasted text as the dialog's choice: a scenario or CLI output replaces the scenario; a file goes where the choice says. */
export function importChosen(text: string, choice: ImportChoice): boolean {
  if (choice.kind === 'scenario') return importScenarioText(text, 'The pasted text');
  if (choice.kind === 'cli') return importCliText(text, choice.target ?? 'project');
  const r = placeImport(usePlayground.getState().scenario, text, choice);
  if (r.path === '') return refuse(`Nothing was imported: ${r.diagnostics[0]?.message ?? ''}.`);
  const notes = r.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message);
  replaceScenario(r.scenario, `Imported ${IMPORTED_AS[choice.kind]} as ${r.path}.${notes.length ? ` Note: ${notes.join('; ')}.` : ''}`, r.path.startsWith('env:') ? 'env:' : r.path);
  return true;
}

/** Puts an imported text where the user (or detection) chose, and says whether the loader reads it there as that kind. */
import type { LayerSource } from '../config/discover/layer.ts';
import type { Diagnostic } from '../diagnostic.ts';
import { discoverScenarioLayers } from '../scenario/load-scenario.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { toPosixPath } from '../vfs/path-win32.ts';
import { importConfigLayer, layerTargetPath } from './config-layer.ts';
import { importCliOutput } from './cli-output.ts';
import type { ImportChoice } from './detect-import.ts';

/** The loader sources a kind of file is read as. */
const SOURCES: Readonly<Record<string, readonly LayerSource[]>> = {
  agent: ['agent-md'],
  command: ['command-md'],
  mode: ['mode-md'],
  config: ['global', 'config-env', 'project', 'config-dir', 'managed'],
  'debug-config': ['global', 'config-env', 'project', 'config-dir', 'managed'],
};

/** The scenario with the text imported, the path it went to (`env:AGENTFORGE_CONFIG_CONTENT` for the env var), and notes. */
export interface PlacedImport {
  readonly scenario: Scenario;
  readonly path: string;
  readonly diagnostics: readonly Diagnostic[];
}

function note(severity: Diagnostic['severity'], message: string): Diagnostic {
  return { code: 'import-placed', severity, message, path: 'import' };
}

/** What the loader makes of the file at `path`, as a diagnostic when it is not what was meant. */
function checkRead(scenario: Scenario, path: string, kind: ImportChoice['kind']): Diagnostic[] {
  const want = SOURCES[kind] ?? [];
  const layers = discoverScenarioLayers(scenario);
  const file = toPosixPath(path);
  const layer = layers.find((l) => l.path !== null && toPosixPath(l.path) === file);
  // A config dir the loader skips (project config disabled) is listed as the dir, not its files.
  const skippedDir = layers.find((l) => l.status === 'skipped' && l.path !== null && file.startsWith(`${toPosixPath(l.path)}/`));
  if (!layer && skippedDir) return [note('warning', `the loader does not read ${path}: ${skippedDir.reason}`)];
  if (!layer) return [note('warning', `the loader does not read ${path}: it is not where the loader looks for ${kind === 'config' || kind === 'debug-config' ? 'configs' : `${kind}s`}`)];
  if (layer.status === 'skipped') return [note('warning', `the loader does not read ${path}: ${layer.reason}`)];
  if (!want.includes(layer.source)) return [note('warning', `the loader reads ${path} as ${layer.label}, not as ${kind === 'debug-config' || kind === 'config' ? 'a config' : kind === 'agent' ? 'an agent' : `a ${kind}`}`)];
  return [];
}

/**
 * Imports `text` as `choice` says: a config into its layer (or any file path typed instead), the resolved
 * config of `debug config` as one layer, markdown as an agent/command/mode file. An existing file at the
 * path is replaced. Scenario and CLI choices are not files: callers import them with parseScenarioText and
 * importCliOutput. Never throws.
 */
export function placeImport(scenario: Scenario, text: string, choice: ImportChoice): PlacedImport {
  // `debug config` output, maybe after a prompt line: the resolved config without the loader's empty additions.
  const resolved = choice.kind === 'debug-config' ? importCliOutput(text) : null;
  const body = resolved?.kind === 'debug-config' ? resolved.text : text;
  const before = resolved?.kind === 'debug-config' ? resolved.diagnostics.filter((d) => d.severity !== 'error') : [];
  if ((choice.kind === 'config' || choice.kind === 'debug-config') && choice.target && (choice.path === null || choice.path === layerTargetPath(choice.target, scenario))) {
    const r = importConfigLayer(scenario, body, choice.target);
    return { ...r, diagnostics: [...before, ...r.diagnostics] };
  }
  const path = choice.path;
  if (path === null || path.trim() === '') return { scenario, path: '', diagnostics: [note('error', 'no path was given')] };
  const files = scenario.files.some((f) => f.path === path) ? scenario.files.map((f) => (f.path === path ? { path, text: body } : f)) : [...scenario.files, { path, text: body }];
  const next = { ...scenario, files };
  return { scenario: next, path, diagnostics: [...before, ...checkRead(next, path, choice.kind)] };
}

import type { Layer } from '../config/discover/layer.ts';
import { discoverScenarioLayers } from '../scenario/load-scenario.ts';
import type { Scenario, ScenarioFile } from '../scenario/scenario.ts';

/** A file as it arrives from a drop or a file picker: its path relative to what was dropped, and its text. */
export interface DroppedFile {
  readonly path: string;
  readonly text: string;
}

/** Where one dropped file went, and what the loader makes of it there (from discovery, not guessed). */
export interface Placement {
  readonly dropped: string;
  /** The absolute path in the scenario, or null when the file was left out. */
  readonly path: string | null;
  /** The layer the loader reads it as, when it does. */
  readonly layer: Pick<Layer, 'source' | 'label' | 'status' | 'reason'> | null;
  readonly note: string;
}

/** The scenario with the dropped files added (same paths replaced) and a placement for each file. */
export interface PlacedFiles {
  readonly scenario: Scenario;
  readonly placements: readonly Placement[];
}

/** Files the loader can read: configs, markdown agents/commands/modes, plugins and custom tools. */
const CONFIG_LIKE = /\.(jsonc?|md|ts|js)$/i;

/** Largest dropped file taken (bigger ones are not configs). */
export const MAX_DROPPED_FILE_CHARS = 1_000_000;

/** Folders never taken from a drop. */
const SKIPPED_DIRS: ReadonlySet<string> = new Set(['node_modules', '.git']);

function segmentsOf(path: string): string[] {
  return path.replace(/\\/g, '/').split('/').filter((s) => s !== '' && s !== '.');
}

function join(base: string, rest: readonly string[]): string {
  return [base.replace(/\/+$/, ''), ...rest].join('/');
}

/** Where the loader would find a dropped path, given what the drop looks like (see docs/scenario-format.md). */
function targetOf(segments: readonly string[], isInFolder: boolean, s: Scenario): string {
  const globalDir = join(s.home, ['.config', 'agentforge']);
  const configAt = segments.findIndex((seg, i) => seg === '.config' && segments[i + 1] === 'agentforge');
  if (configAt >= 0) return join(globalDir, segments.slice(configAt + 2));
  // The ~/.config/agentforge folder itself, dropped whole.
  if (segments[0] === 'agentforge' && segments.length > 1) return join(globalDir, segments.slice(1));
  if (!isInFolder && segments.length === 1 && segments[0] === 'config.json') return join(globalDir, segments);
  return join(isInFolder ? s.worktree : s.cwd, segments);
}

function withFiles(scenario: Scenario, added: readonly ScenarioFile[]): Scenario {
  const byPath = new Map(scenario.files.map((f) => [f.path, f] as const));
  for (const f of added) byPath.set(f.path, f);
  return { ...scenario, files: [...byPath.values()] };
}

/**
 * Places dropped files where the loader would look for them: a project folder at the worktree,
 * a `.agentforge/` dir inside it, loose `agentforge.json(c)` at the cwd, `~/.config/agentforge`
 * files in the global dir. Then asks discovery which of them it actually reads.
 */
export function placeDroppedFiles(scenario: Scenario, dropped: readonly DroppedFile[]): PlacedFiles {
  const split = dropped.map((f) => ({ file: f, segments: segmentsOf(f.path) }));
  // A dropped project folder: its own name is not part of the project's paths.
  const first = split[0]?.segments[0];
  const isSharedRoot = split.length > 0 && first !== undefined && !['.agentforge', 'agentforge', '.config'].includes(first) && split.every((x) => x.segments.length > 1 && x.segments[0] === first);
  const added: ScenarioFile[] = [];
  const pending: { dropped: string; path: string | null; note: string }[] = [];
  for (const { file, segments } of split) {
    const rel = isSharedRoot ? segments.slice(1) : segments;
    const name = rel[rel.length - 1] ?? '';
    if (rel.some((seg) => SKIPPED_DIRS.has(seg))) pending.push({ dropped: file.path, path: null, note: 'left out: dependencies and git data are never config' });
    else if (!CONFIG_LIKE.test(name)) pending.push({ dropped: file.path, path: null, note: 'left out: the loader reads only .json, .jsonc, .md, .ts and .js files' });
    else if (file.text.length > MAX_DROPPED_FILE_CHARS) pending.push({ dropped: file.path, path: null, note: 'left out: larger than 1 MB' });
    else {
      const path = targetOf(rel, isSharedRoot || rel.length > 1, scenario);
      added.push({ path, text: file.text });
      pending.push({ dropped: file.path, path, note: '' });
    }
  }
  const layerByPath = new Map<string, Layer>();
  for (const layer of discoverScenarioLayers(withFiles(scenario, added))) if (layer.path) layerByPath.set(layer.path, layer);
  // Unread files stay only when a read one pulls them in with {file:…} (prompts, instructions).
  const readTexts = added.filter((f) => layerByPath.has(f.path)).map((f) => f.text);
  const isReferenced = (path: string) => readTexts.some((t) => t.includes('{file:') && t.includes(path.slice(path.lastIndexOf('/') + 1)));
  const kept = added.filter((f) => layerByPath.has(f.path) || isReferenced(f.path));
  const keptPaths = new Set(kept.map((f) => f.path));
  const placements = pending.map((p): Placement => {
    const layer = p.path ? layerByPath.get(p.path) : undefined;
    if (p.path === null) return { dropped: p.dropped, path: null, layer: null, note: p.note };
    if (!keptPaths.has(p.path)) return { dropped: p.dropped, path: null, layer: null, note: `left out: the loader never reads ${p.path} (it walks from the cwd up to the worktree, and reads .agentforge dirs and the global dir)` };
    const note = layer ? `${layer.label}: ${layer.reason}` : 'kept: a config refers to it with {file:…}';
    return { dropped: p.dropped, path: p.path, layer: layer ? { source: layer.source, label: layer.label, status: layer.status, reason: layer.reason } : null, note };
  });
  const next = withFiles(scenario, kept);
  return { scenario: next, placements };
}

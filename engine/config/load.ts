/** `loadConfig`: discover, parse and merge every layer, then transform, exactly as the reference loader (semantics §1–§5). */
import type { Diagnostic } from '../diagnostic.ts';
import { createVfs } from '../vfs/vfs.ts';
import { toPosixPath } from '../vfs/path-win32.ts';
import { discoverLayers } from './discover/discover.ts';
import type { KeyPath } from './merge/key-path.ts';
import { toKeyLines } from './merge/key-lines.ts';
import type { Layer } from './discover/layer.ts';
import type { LoadError } from './load-error.ts';
import type { LoaderInput } from './discover/loader-input.ts';
import { cloneJson, mergeLayer } from './merge/merge.ts';
import type { ContributionAt, MergeTally } from './merge/merge.ts';
import { getOwn, hasOwn, setOwn } from './own.ts';
import type { JsonObject } from './own.ts';
import type { ParsedLayer } from './text/parse-layer.ts';
import { parseJsonLayerCached, parseMarkdownLayerCached } from './text/parse-cache.ts';
import { applyPlugins, applyPluginFile, pluginsBefore } from './merge/plugin-merge.ts';
import { ProvenanceRecorder } from './merge/provenance.ts';
import type { Provenance } from './merge/provenance.ts';
import { resolveRemoteText } from './remote.ts';
import { applyTransforms, nullPermissionKey } from './merge/transform.ts';
import type { TransformStep } from './merge/transform.ts';
import { contributionFor } from './merge/contribution.ts';
import { globalConfigDir } from './discover/paths.ts';
import { loadAfterLeafEdit } from './load-shortcut.ts';
import { appendAll } from '../collections/append-all.ts';

/** What happened to a layer during the load. */
export type LayerOutcome = 'merged' | 'skipped' | 'failed' | 'ignored' | 'not-reached';

/** A discovered layer plus what merging it did. */
export interface LoadedLayer extends Layer {
  readonly outcome: LayerOutcome;
  /** Leaf key paths this layer wrote. */
  readonly sets: readonly KeyPath[];
  /** Key paths where this layer replaced an earlier layer's value. */
  readonly overrides: readonly KeyPath[];
  /** `sets` as a screen shows it (`toKeyLines`: dotted paths, one per line): one string however many paths. */
  readonly setLines: string;
  /** `overrides` as key lines. */
  readonly overrideLines: string;
}

/**
 * Whether no earlier layer set any path of the layer's `setLines`. The merge lists every path an earlier layer had set
 * among the layer's overrides, so a layer without overrides sets new paths only; a plugin file is the exception: it
 * adds its entry to the `plugin` list that earlier layers wrote, and lists no override. (A folded run of such layers
 * sets as many distinct paths as its lists hold lines: nothing to look up.)
 */
export function setsOnlyNewPaths(layer: Pick<LoadedLayer, 'source' | 'overrideLines'>): boolean {
  return layer.overrideLines === '' && layer.source !== 'plugin-file';
}

/** A layer with what merging it did (or nothing, for a layer that was not merged). */
function loadedLayer(layer: Layer, outcome: LayerOutcome, sets: readonly KeyPath[] = [], overrides: readonly KeyPath[] = []): LoadedLayer {
  return { ...layer, outcome, sets, overrides, setLines: toKeyLines(sets), overrideLines: toKeyLines(overrides) };
}

/** The whole load: layers, the merged config (null when the reference aborts), the error, diagnostics, provenance, transforms. */
export interface LoadResult {
  readonly layers: readonly LoadedLayer[];
  readonly config: Readonly<Record<string, unknown>> | null;
  readonly error: LoadError | null;
  readonly diagnostics: readonly Diagnostic[];
  readonly provenance: Provenance;
  readonly transforms: readonly TransformStep[];
}

/** Sources merged before the reference guarantees `agent`, `mode`, `plugin` and `command`. */
const BEFORE_DEFAULTS: ReadonlySet<Layer['source']> = new Set(['remote', 'global', 'config-env', 'project']);

/**
 * Layers whose `{env:}` sees the well-known tokens over the environment: the reference passes its auth env to the
 * remote texts and to every file it loads with `loadFile(path, authEnv)` (global, AGENTFORGE_CONFIG, project files,
 * each config dir's agentforge.json/jsonc), but not to AGENTFORGE_CONFIG_CONTENT nor to the managed files.
 */
const TOKEN_SOURCES: ReadonlySet<Layer['source']> = new Set(['remote', 'global', 'config-env', 'project', 'config-dir']);

function varsFor(layer: Layer, input: LoaderInput): Readonly<Record<string, string>> {
  if (!TOKEN_SOURCES.has(layer.source)) return input.env;
  const tokens: Record<string, string> = {};
  for (const entry of Object.values(input.auth ?? {})) if (entry.type === 'wellknown' && entry.key && entry.token !== undefined) setOwn(tokens, entry.key, entry.token);
  return { ...input.env, ...tokens };
}

function applyDefaults(result: JsonObject, rec: ProvenanceRecorder): void {
  for (const [key, empty] of [['agent', {}], ['mode', {}], ['plugin', []], ['command', {}]] as const) {
    if (hasOwn(result, key) && getOwn(result, key) !== undefined) continue;
    setOwn(result, key, Array.isArray(empty) ? [] : {});
    rec.set([key], { layerId: 'transform:defaults', source: 'transform', transform: 'defaults' });
  }
}

/** Merges one layer into the state, as the reference's loader does (semantics §3–§4). */
function mergeStep(state: MergeState, step: Step, input: LoaderInput, globalDir: string): void {
  const { layer, parsed } = step;
  const { rec, diagnostics, layers } = state;
  if (state.error) {
    layers.push(loadedLayer(layer, layer.status === 'skipped' ? 'skipped' : 'not-reached'));
    return;
  }
  if (!state.hasDefaults && !BEFORE_DEFAULTS.has(layer.source)) {
    applyDefaults(state.result, rec);
    state.hasDefaults = true;
  }
  if (layer.status === 'skipped') {
    layers.push(loadedLayer(layer, 'skipped'));
    return;
  }
  if (step.replacedBy !== null) {
    if (parsed?.error) {
      // The reference decodes each file as it scans the directory: an invalid file fails the load even when a later one would replace it.
      mergeStep(state, { layer, parsed, replacedBy: null }, input, globalDir);
      return;
    }
    const reason = `replaced by ${step.replacedBy}: in one directory a later file with the same name replaces the entry whole (no merge)`;
    layers.push(loadedLayer({ ...layer, reason }, 'ignored'));
    return;
  }
  if (layer.source === 'plugin-file') {
    state.result = applyPluginFile(state.result, layer, rec, globalDir);
    layers.push(loadedLayer(layer, 'merged', [['plugin']]));
    return;
  }
  // Every other layer that is read has a parse (loadConfig parses it unless the load already failed).
  if (!parsed) {
    layers.push(loadedLayer(layer, 'ignored'));
    return;
  }
  appendAll(diagnostics, parsed.diagnostics);
  if (parsed.error && layer.source === 'account') {
    // The reference ignores every failure of the org config.
    diagnostics.push({ code: 'config/account-ignored', severity: 'warning', message: `The org config was ignored: ${parsed.error.name}.`, path: layer.path ?? layer.label });
    layers.push(loadedLayer(layer, 'ignored'));
    return;
  }
  if (parsed.error) {
    state.error = parsed.error;
    const where = parsed.error.data.path ?? parsed.error.data.remote ?? layer.label;
    const why = parsed.error.name === 'ConfigRemoteAuthError' ? ` answered with a login page instead of JSON (log in to ${parsed.error.data.url ?? '?'} again)` : '';
    diagnostics.push({ code: 'config/load-aborted', severity: 'error', message: `${parsed.error.name} in ${where}${why}: the whole config load fails.`, path: layer.path ?? layer.label });
    layers.push(loadedLayer(layer, 'failed'));
    return;
  }
  if (!parsed.data) {
    layers.push(loadedLayer(layer, 'ignored'));
    return;
  }
  const tally: MergeTally = { sets: [], overrides: [] };
  const at: ContributionAt = contributionFor(layer, parsed.locations, parsed.data);
  const before = pluginsBefore(state.result);
  state.result = mergeLayer(state.result, parsed.data, at, rec, tally);
  state.result = applyPlugins(before, state.result, parsed.data, layer, rec, at, globalDir);
  // Each path is tallied once: a merge visits each key of the layer once.
  layers.push(loadedLayer(layer, 'merged', tally.sets, tally.overrides));
}

/** What the merge carries from one layer to the next. */
interface MergeState {
  result: JsonObject;
  rec: ProvenanceRecorder;
  readonly diagnostics: Diagnostic[];
  readonly layers: LoadedLayer[];
  error: LoadError | null;
  hasDefaults: boolean;
}

function copyState(s: MergeState): MergeState {
  return { result: cloneJson(s.result) as JsonObject, rec: s.rec.copy(), diagnostics: s.diagnostics.slice(), layers: s.layers.slice(), error: s.error, hasDefaults: s.hasDefaults };
}

/**
 * What one layer brings to the merge: the layer as discovered, its parse (null for a layer merged without one), and
 * the path of a later markdown file of the same directory that replaces its entry (null when none does).
 */
interface Step {
  readonly layer: Layer;
  readonly parsed: ParsedLayer | null;
  readonly replacedBy: string | null;
}

/** Markdown sources whose directory scan assigns `result[name] = entry`: a later file of the same name replaces the entry. */
const REPLACING_SOURCES: ReadonlySet<Layer['source']> = new Set(['agent-md', 'mode-md', 'command-md']);

/**
 * For each markdown layer whose entry a later file of the same kind, directory and name replaces, that file's path.
 * Only a file the reference keeps replaces: one whose frontmatter parses and whose entry decodes (an agent or command
 * that does not decode fails the whole load; a mode that does not is skipped).
 */
function findReplacements(discovered: readonly Layer[], parse: (layer: Layer) => ParsedLayer | null): Map<Layer, string> {
  const groups = new Map<string, Layer[]>();
  for (const layer of discovered) {
    if (!REPLACING_SOURCES.has(layer.source) || layer.status !== 'read' || layer.entryName === undefined) continue;
    const key = JSON.stringify([layer.source, layer.configDir ?? '', layer.entryName]);
    const group = groups.get(key);
    if (group) group.push(layer);
    else groups.set(key, [layer]);
  }
  const out = new Map<Layer, string>();
  for (const group of groups.values()) {
    let replacer: string | null = null;
    for (let i = group.length - 1; i >= 0; i--) {
      const layer = group[i]!;
      if (replacer !== null) out.set(layer, replacer);
      const parsed = parse(layer);
      if (parsed && !parsed.error && parsed.data) replacer = layer.path ?? layer.label;
    }
  }
  return out;
}

/** True when two steps merge the same way: the same parse (the cache gives the same object for the same input) and the same layer fields. */
function sameStep(a: Step, b: Step): boolean {
  if (a.parsed !== b.parsed || a.replacedBy !== b.replacedBy) return false;
  const x = a.layer as unknown as Record<string, unknown>;
  const y = b.layer as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (x[k] !== y[k]) return false;
  return true;
}

/**
 * The merge state before the layer a person is editing, kept from an earlier load with the steps that made it: the
 * next load whose leading steps are the same starts from a copy of it instead of merging those layers again.
 */
let kept: { readonly key: string; readonly steps: readonly Step[]; readonly state: MergeState } | null = null;
/**
 * The last load: its steps, to find the first layer that changed, and the load itself with the environment it read,
 * which a one-leaf edit of one layer starts from (config/load-shortcut.ts).
 */
let lastLoad: { readonly key: string; readonly env: string; readonly steps: readonly Step[]; readonly result: LoadResult } | null = null;
/** How many loads took the shortcut (for tests: the shortcut must give what the merge gives, and must be taken). */
let shortcutsTaken = 0;

/** How many loads so far were a one-leaf edit of the last load (config/load-shortcut.ts). */
export function loadShortcutsTaken(): number {
  return shortcutsTaken;
}

/** True when two layers differ in their text at most. */
function sameLayerButText(a: Layer, b: Layer): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (k !== 'text' && x[k] !== y[k]) return false;
  return true;
}

/**
 * The load when it is the last one with one leaf of one layer's permission rules changed (a keystroke in a pattern
 * or an action), or null. Every layer is parsed (from the cache) to find the one that changed.
 */
function shortcutLoad(key: string, env: string, discovered: readonly Layer[], stepOf: (layer: Layer) => Step): LoadResult | null {
  const last = lastLoad;
  if (!last || last.key !== key || last.env !== env || last.result.error || last.steps.length !== discovered.length) return null;
  const lastSteps = last.steps;
  const steps = discovered.map(stepOf);
  let changed = -1;
  for (let i = 0; i < steps.length; i++) {
    if (sameStep(steps[i]!, lastSteps[i]!)) continue;
    if (changed >= 0) return null;
    changed = i;
  }
  if (changed < 0) return null;
  const before = lastSteps[changed]!;
  const after = steps[changed]!;
  if (!before.parsed || !after.parsed || before.replacedBy !== null || after.replacedBy !== null || after.layer.status !== 'read' || !sameLayerButText(before.layer, after.layer)) return null;
  const result = loadAfterLeafEdit({ last: last.result, index: changed, layer: after.layer, before: before.parsed, after: after.parsed });
  if (!result) return null;
  lastLoad = { key, env, steps, result };
  shortcutsTaken++;
  return result;
}

/** Loads the config the reference would, from the input alone. Never throws on user input: errors are data. */
export function loadConfig(input: LoaderInput): LoadResult {
  const discovered = discoverLayers(input);
  const vfs = createVfs(input.files.map((f) => ({ path: toPosixPath(f.path), text: f.text })));
  const globalDir = globalConfigDir(input.home, input.env);
  const parse = (layer: Layer): ParsedLayer | null => {
    if (layer.status === 'skipped' || layer.source === 'plugin-file') return null;
    if (layer.source === 'agent-md' || layer.source === 'mode-md' || layer.source === 'command-md') return parseMarkdownLayerCached(layer);
    if (layer.source === 'remote') {
      const remote = resolveRemoteText(layer, input.remote ?? {}, varsFor(layer, input), vfs, input.cwd, input.home);
      return 'error' in remote ? { data: null, locations: new Map(), diagnostics: [], error: remote.error } : parseJsonLayerCached(layer, remote.text, { vfs, vars: varsFor(layer, input), cwd: input.cwd, home: input.home });
    }
    return parseJsonLayerCached(layer, layer.text ?? '', { vfs, vars: varsFor(layer, input), cwd: input.cwd, home: input.home });
  };
  const key = JSON.stringify([input.home, input.cwd, globalDir]);
  const replacements = findReplacements(discovered, parse);
  const stepOf = (layer: Layer, parsed: ParsedLayer | null): Step => ({ layer, parsed, replacedBy: replacements.get(layer) ?? null });
  const env = JSON.stringify(input.env);
  const shortcut = shortcutLoad(key, env, discovered, (layer) => stepOf(layer, parse(layer)));
  if (shortcut) return shortcut;
  const steps: Step[] = [];
  let state: MergeState = { result: {}, rec: new ProvenanceRecorder(), diagnostics: [], layers: [], error: null, hasDefaults: false };
  // Resume from the kept state when every layer before it merges as it did then (the parses come from the cache).
  if (kept && kept.key === key && kept.steps.length <= discovered.length) {
    let same = true;
    for (let i = 0; i < kept.steps.length && same; i++) {
      steps.push(stepOf(discovered[i]!, parse(discovered[i]!)));
      same = sameStep(steps[i]!, kept.steps[i]!);
    }
    if (same) state = copyState(kept.state);
    else steps.length = 0;
  }
  const last = lastLoad?.key === key ? lastLoad.steps : null;
  let sameAsLast = last !== null;
  for (let i = steps.length; i < discovered.length; i++) {
    const layer = discovered[i]!;
    const step = stepOf(layer, state.error ? null : parse(layer));
    steps.push(step);
    // The first layer that changed since the last load (the one being edited): keep the state before it.
    if (sameAsLast && !(last![i] && sameStep(step, last![i]!))) {
      sameAsLast = false;
      const isKept = kept !== null && kept.key === key && kept.steps.length === i && kept.steps.every((s, k) => sameStep(s, steps[k]!));
      if (i > 0 && !state.error && !isKept) kept = { key, steps: steps.slice(0, i), state: copyState(state) };
    }
    mergeStep(state, step, input, globalDir);
  }
  const { rec, diagnostics, layers, result, error } = state;
  if (!state.hasDefaults && !error) applyDefaults(result, rec);
  const transforms = error ? [] : applyTransforms(result, input.env, rec, diagnostics);
  const crash = error ? null : sessionCrash(result, diagnostics);
  const failed = error ?? crash;
  const loaded: LoadResult = { layers, config: failed ? null : result, error: failed, diagnostics, provenance: rec.finish(), transforms };
  lastLoad = { key, env, steps, result: loaded };
  return loaded;
}

/**
 * The reference builds every agent's rules from the merged `permission` with `Object.entries` on each non-string
 * value; a null value (only AGENTFORGE_PERMISSION, which nothing validates, can put one there) throws a TypeError
 * there and the session never starts.
 */
function sessionCrash(config: JsonObject, diagnostics: Diagnostic[]): LoadError | null {
  const key = nullPermissionKey(config);
  if (key === null) return null;
  const message = 'Cannot convert undefined or null to object';
  diagnostics.push({
    code: 'config/permission-null',
    severity: 'error',
    message: `permission.${key} is null (set by AGENTFORGE_PERMISSION, which is not validated): the reference throws TypeError (${message}) while building the agents' rules, so the session cannot start.`,
    path: 'env:AGENTFORGE_PERMISSION',
  });
  return { name: 'TypeError', data: { path: null, message } };
}

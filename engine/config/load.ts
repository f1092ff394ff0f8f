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
import { mergeLayer } from './merge/merge.ts';
import type { ContributionAt, MergeTally } from './merge/merge.ts';
import { getOwn, hasOwn, setOwn } from './own.ts';
import type { JsonObject } from './own.ts';
import type { ParsedLayer } from './text/parse-layer.ts';
import { parseJsonLayerCached, parseMarkdownLayerCached } from './text/parse-cache.ts';
import { applyPlugins, applyPluginFile, pluginsBefore } from './merge/plugin-merge.ts';
import { ProvenanceRecorder } from './merge/provenance.ts';
import type { Provenance } from './merge/provenance.ts';
import { resolveRemoteText } from './remote.ts';
import { applyTransforms } from './merge/transform.ts';
import type { TransformStep } from './merge/transform.ts';
import { contributionFor } from './merge/contribution.ts';
import { globalConfigDir } from './discover/paths.ts';
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

/** What a parse's merge tallied last time, with its key lines: the same tally again gives the same lists and strings. */
const talliedBefore = new WeakMap<object, { readonly tally: MergeTally; readonly layer: Omit<LoadedLayer, keyof Layer | 'outcome'> }>();

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A merged layer: an unchanged layer merged onto an unchanged state tallies the same (interned) paths, and keeps its lines. */
function mergedLayer(layer: Layer, data: object, tally: MergeTally): LoadedLayer {
  const known = talliedBefore.get(data);
  if (known && sameItems(known.tally.sets, tally.sets) && sameItems(known.tally.overrides, tally.overrides)) return { ...layer, outcome: 'merged', ...known.layer };
  const made = loadedLayer(layer, 'merged', tally.sets, tally.overrides);
  talliedBefore.set(data, { tally, layer: { sets: made.sets, overrides: made.overrides, setLines: made.setLines, overrideLines: made.overrideLines } });
  return made;
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

/** Loads the config the reference would, from the input alone. Never throws on user input: errors are data. */
export function loadConfig(input: LoaderInput): LoadResult {
  const discovered = discoverLayers(input);
  const vfs = createVfs(input.files.map((f) => ({ path: toPosixPath(f.path), text: f.text })));
  const rec = new ProvenanceRecorder();
  const diagnostics: Diagnostic[] = [];
  const layers: LoadedLayer[] = [];
  let result: JsonObject = {};
  let error: LoadError | null = null;
  let hasDefaults = false;
  for (const layer of discovered) {
    if (error) {
      layers.push(loadedLayer(layer, layer.status === 'skipped' ? 'skipped' : 'not-reached'));
      continue;
    }
    if (!hasDefaults && !BEFORE_DEFAULTS.has(layer.source)) {
      applyDefaults(result, rec);
      hasDefaults = true;
    }
    if (layer.status === 'skipped') {
      layers.push(loadedLayer(layer, 'skipped'));
      continue;
    }
    const tally: MergeTally = { sets: [], overrides: [] };
    if (layer.source === 'plugin-file') {
      result = applyPluginFile(result, layer, rec, globalConfigDir(input.home, input.env));
      layers.push(loadedLayer(layer, 'merged', [['plugin']]));
      continue;
    }
    let parsed: ParsedLayer;
    if (layer.source === 'agent-md' || layer.source === 'mode-md' || layer.source === 'command-md') parsed = parseMarkdownLayerCached(layer);
    else if (layer.source === 'remote') {
      const remote = resolveRemoteText(layer, input.remote ?? {}, varsFor(layer, input), vfs, input.cwd, input.home);
      parsed = 'error' in remote ? { data: null, locations: new Map(), diagnostics: [], error: remote.error } : parseJsonLayerCached(layer, remote.text, { vfs, vars: varsFor(layer, input), cwd: input.cwd, home: input.home });
    } else parsed = parseJsonLayerCached(layer, layer.text ?? '', { vfs, vars: varsFor(layer, input), cwd: input.cwd, home: input.home });
    appendAll(diagnostics, parsed.diagnostics);
    if (parsed.error && layer.source === 'account') {
      // The reference ignores every failure of the org config.
      diagnostics.push({ code: 'config/account-ignored', severity: 'warning', message: `The org config was ignored: ${parsed.error.name}.`, path: layer.path ?? layer.label });
      layers.push(loadedLayer(layer, 'ignored'));
      continue;
    }
    if (parsed.error) {
      error = parsed.error;
      const where = parsed.error.data.path ?? parsed.error.data.remote ?? layer.label;
      const why = parsed.error.name === 'ConfigRemoteAuthError' ? ` answered with a login page instead of JSON (log in to ${parsed.error.data.url ?? '?'} again)` : '';
      diagnostics.push({ code: 'config/load-aborted', severity: 'error', message: `${parsed.error.name} in ${where}${why}: the whole config load fails.`, path: layer.path ?? layer.label });
      layers.push(loadedLayer(layer, 'failed'));
      continue;
    }
    if (!parsed.data) {
      layers.push(loadedLayer(layer, 'ignored'));
      continue;
    }
    const at: ContributionAt = contributionFor(layer, parsed.locations, parsed.data);
    const before = pluginsBefore(result);
    result = mergeLayer(result, parsed.data, at, rec, tally);
    result = applyPlugins(before, result, parsed.data, layer, rec, at, globalConfigDir(input.home, input.env));
    // Each path is tallied once: a merge visits each key of the layer once.
    layers.push(mergedLayer(layer, parsed.data, tally));
  }
  if (!hasDefaults && !error) applyDefaults(result, rec);
  const transforms = error ? [] : applyTransforms(result, input.env, rec, diagnostics);
  return { layers, config: error ? null : result, error, diagnostics, provenance: rec.finish(), transforms };
}

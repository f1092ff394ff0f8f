/** The `plugin` union across layers and its `plugin_origins` (semantics §4): last declaration wins, at its own position. */
import { dirname, isInside } from '../../vfs/path.ts';
import type { Layer } from '../discover/layer.ts';
import type { ContributionAt } from './merge.ts';
import { getOwn, hasOwn, setOwn } from '../own.ts';
import type { JsonObject } from '../own.ts';
import { dedupePluginOrigins, fileUrl, readPluginOrigins } from './plugin-spec.ts';
import type { PluginOrigin } from './plugin-spec.ts';
import type { ProvenanceRecorder } from './provenance.ts';

function originOf(spec: unknown, layer: Layer, globalDir: string): PluginOrigin {
  const path = layer.path;
  const isGlobal = path !== null && isInside(globalDir, path) && (layer.source === 'global' || layer.source === 'plugin-file');
  // The reference names the global dir itself as the source of global-file plugins (merge-012).
  const source = isGlobal && layer.source === 'global' ? globalDir : (path ?? layer.label);
  return { spec, source, scope: isGlobal ? 'global' : 'local' };
}

function write(result: JsonObject, origins: readonly PluginOrigin[]): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(result)) setOwn(out, k, getOwn(result, k));
  setOwn(out, 'plugin', origins.map((o) => o.spec));
  setOwn(out, 'plugin_origins', origins.map((o) => ({ spec: o.spec, source: o.source, scope: o.scope })));
  return out;
}

/** The plugin keys of the running result before a layer merges in place (what `applyPlugins` reads as "before"). */
export function pluginsBefore(result: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of ['plugin', 'plugin_origins']) if (hasOwn(result, key)) setOwn(out, key, getOwn(result, key));
  return out;
}

/** After a layer was merged: replaces `plugin` by the de-duplicated union and updates `plugin_origins`. */
export function applyPlugins(before: JsonObject, merged: JsonObject, data: JsonObject, layer: Layer, rec: ProvenanceRecorder, at: ContributionAt, globalDir: string): JsonObject {
  const declared = getOwn(data, 'plugin');
  if (!Array.isArray(declared)) return merged;
  const earlier = hasOwn(before, 'plugin_origins') ? readPluginOrigins(getOwn(before, 'plugin_origins')) : (Array.isArray(getOwn(before, 'plugin')) ? (getOwn(before, 'plugin') as unknown[]) : []).map((spec) => ({ spec, source: 'unknown', scope: 'local' as const }));
  const origins = dedupePluginOrigins([...earlier, ...declared.map((spec) => originOf(spec, layer, globalDir))]);
  rec.combine(['plugin'], at(['plugin']));
  return write(merged, origins);
}

/** A plugin file in a config dir's `plugin/` or `plugins/`: appended as a `file://` spec. */
export function applyPluginFile(result: JsonObject, layer: Layer, rec: ProvenanceRecorder, globalDir: string): JsonObject {
  const path = layer.path ?? '';
  const earlier = hasOwn(result, 'plugin_origins') ? readPluginOrigins(getOwn(result, 'plugin_origins')) : (Array.isArray(getOwn(result, 'plugin')) ? (getOwn(result, 'plugin') as unknown[]) : []).map((spec) => ({ spec, source: 'unknown', scope: 'local' as const }));
  const scope = layer.configDir !== undefined && layer.configDir === globalDir ? 'global' : 'local';
  const origins = dedupePluginOrigins([...earlier, { spec: fileUrl(path), source: dirname(path), scope }]);
  rec.combine(['plugin'], { layerId: layer.id, source: layer.source, location: { file: path, line: 1, column: 1, length: 0 } });
  return write(result, origins);
}

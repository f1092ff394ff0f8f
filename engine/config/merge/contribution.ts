/** The contribution a parsed layer makes at each key path: its layer, and where the key was typed. */
import type { SourceLocation } from '../../permission/rule.ts';
import type { Layer } from '../discover/layer.ts';
import type { KeyPath } from './key-path.ts';
import { keyPathId } from './key-path.ts';
import type { ContributionAt } from './merge.ts';
import { getOwn, isPlainObject } from '../own.ts';
import type { JsonObject } from '../own.ts';
import type { Contribution } from './provenance.ts';
import { EDIT_TOOLS } from './transform.ts';

function nearest(locations: ReadonlyMap<string, SourceLocation>, path: KeyPath, id: string): { location?: SourceLocation; isExact: boolean } {
  const exact = locations.get(id);
  if (exact) return { location: exact, isExact: true };
  for (let n = path.length - 1; n > 0; n--) {
    const hit = locations.get(keyPathId(path.slice(0, n)));
    if (hit) return { location: hit, isExact: false };
  }
  return { isExact: false };
}

/** The legacy tool an agent's decoded permission key was folded from, when the key was not typed itself. */
function agentToolFor(data: JsonObject, path: KeyPath): string | undefined {
  if (path.length < 4 || path[0] !== 'agent' || path[2] !== 'permission') return undefined;
  const agents = getOwn(data, 'agent');
  const entry = isPlainObject(agents) ? getOwn(agents, path[1] ?? '') : undefined;
  const tools = isPlainObject(entry) ? getOwn(entry, 'tools') : undefined;
  if (!isPlainObject(tools)) return undefined;
  const key = path[3] ?? '';
  let found: string | undefined;
  for (const tool of Object.keys(tools)) if ((EDIT_TOOLS.has(tool) ? 'edit' : tool) === key) found = tool;
  return found;
}

/** A layer's contributions by key path id, kept with its parse: an unchanged layer gives the same objects on every run. */
const byParse = new WeakMap<object, { readonly layerId: string; readonly source: Layer['source']; readonly byPath: Map<string, Contribution> }>();

/** Builds the per-path contribution function for one layer (answers for the same parse are shared across runs). */
export function contributionFor(layer: Layer, locations: ReadonlyMap<string, SourceLocation>, data: JsonObject): ContributionAt {
  let known = byParse.get(data);
  if (!known || known.layerId !== layer.id || known.source !== layer.source) byParse.set(data, (known = { layerId: layer.id, source: layer.source, byPath: new Map() }));
  const byPath = known.byPath;
  return (path, known) => {
    const id = known ?? keyPathId(path);
    let c = byPath.get(id);
    if (c === undefined) byPath.set(id, (c = contributionAt(layer, locations, data, path, id)));
    return c;
  };
}

/**
 * Contributions typed at their own path, by where they were typed: a patched parse shares the locations before its
 * edit with the last parse (`patchJsonc`), so those paths keep their contribution, and everything made from it.
 */
const byLocation = new WeakMap<SourceLocation, Contribution>();

function contributionAt(layer: Layer, locations: ReadonlyMap<string, SourceLocation>, data: JsonObject, path: KeyPath, id: string): Contribution {
  const { location, isExact } = nearest(locations, path, id);
  if (isExact && location) {
    const known = byLocation.get(location);
    if (known && known.layerId === layer.id && known.source === layer.source) return known;
  }
  const base: Contribution = { layerId: layer.id, source: layer.source, ...(location ? { location } : {}) };
  if (isExact) {
    if (location) byLocation.set(location, base);
    return base;
  }
  const tool = agentToolFor(data, path);
  if (tool === undefined) return base;
  const toolAt = locations.get(keyPathId(['agent', path[1] ?? '', 'tools', tool]));
  return { ...base, legacyTool: tool, ...(toolAt ? { location: toolAt } : {}) };
}

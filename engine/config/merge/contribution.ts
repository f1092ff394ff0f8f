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

/** Where the nearest typed ancestor of a path was typed. */
function nearestAncestor(locations: ReadonlyMap<string, SourceLocation>, path: KeyPath): SourceLocation | undefined {
  for (let n = path.length - 1; n > 0; n--) {
    const hit = locations.get(keyPathId(path.slice(0, n)));
    if (hit) return hit;
  }
  return undefined;
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

/** A layer's derived contributions (at paths not typed themselves) by key path id, kept with its parse. */
const byParse = new WeakMap<object, { readonly layerId: string; readonly source: Layer['source']; readonly byPath: Map<string, Contribution> }>();

/**
 * Contributions typed at their own path, per layer and key path id, each kept while its path was typed at the same
 * location object: an unchanged layer gives the same objects on every run, and so does a patched parse at every
 * position before its edit (it shares those locations with the last parse). Maps with string keys, not a WeakMap by
 * location: setting a WeakMap entry costs several times more, and a keystroke sets hundreds.
 */
const typedByLayer = new Map<string, Map<string, Contribution>>();
/** A bound on the layers kept (a scenario with more layers just makes their contributions again). */
const MAX_TYPED_LAYERS = 50_000;

function typedFor(layer: Layer, locations: ReadonlyMap<string, SourceLocation>): Map<string, Contribution> {
  const key = `${layer.source}\u0000${layer.id}`;
  let typed = typedByLayer.get(key);
  // Paths no longer typed linger until the map is twice the layer's size; then it starts again.
  if (!typed || typed.size > 2 * locations.size + 64) {
    if (!typed && typedByLayer.size >= MAX_TYPED_LAYERS) typedByLayer.clear();
    typedByLayer.set(key, (typed = new Map()));
  }
  return typed;
}

/** Builds the per-path contribution function for one layer (answers for the same parse are shared across runs). */
export function contributionFor(layer: Layer, locations: ReadonlyMap<string, SourceLocation>, data: JsonObject): ContributionAt {
  let derived = byParse.get(data);
  if (!derived || derived.layerId !== layer.id || derived.source !== layer.source) byParse.set(data, (derived = { layerId: layer.id, source: layer.source, byPath: new Map() }));
  const byPath = derived.byPath;
  const typedAt = typedFor(layer, locations);
  return (path, knownId) => {
    const id = knownId ?? keyPathId(path);
    const typed = locations.get(id);
    if (typed) {
      const known = typedAt.get(id);
      if (known && known.location === typed) return known;
      const made: Contribution = { layerId: layer.id, source: layer.source, location: typed };
      typedAt.set(id, made);
      return made;
    }
    let c = byPath.get(id);
    if (c === undefined) byPath.set(id, (c = derivedContribution(layer, locations, data, path)));
    return c;
  };
}

/** The contribution at a path whose key was not typed: placed at the nearest typed ancestor, or at a legacy `tools` entry it was folded from. */
function derivedContribution(layer: Layer, locations: ReadonlyMap<string, SourceLocation>, data: JsonObject, path: KeyPath): Contribution {
  const location = nearestAncestor(locations, path);
  const base: Contribution = { layerId: layer.id, source: layer.source, ...(location ? { location } : {}) };
  const tool = agentToolFor(data, path);
  if (tool === undefined) return base;
  const toolAt = locations.get(keyPathId(['agent', path[1] ?? '', 'tools', tool]));
  return { ...base, legacyTool: tool, ...(toolAt ? { location: toolAt } : {}) };
}

/**
 * Legacy `tools` values that lost when they were folded into `permission` (semantics §5/§14: explicit
 * permission wins for the same key; `write`/`edit`/`patch` share the one `edit` key, the last one wins).
 * Read from the merged config and its provenance, so the loader's own fold is not run a second time.
 */
import { type Provenance, lookupProvenance } from '../../config/merge/provenance.ts';
import { getOwn, isPlainObject } from '../../config/own.ts';
import type { JsonObject } from '../../config/own.ts';
import type { RuleAction, SourceLocation } from '../../permission/rule.ts';
import { appendAll } from '../../collections/append-all.ts';

/** What a folded legacy value lost to. */
export type LegacyLoss =
  /** An explicit `permission` value for the same key (`json` is its JSON text). */
  | { readonly kind: 'permission'; readonly keyPath: readonly string[]; readonly json: string; readonly layerId: string; readonly location?: SourceLocation }
  /** A later legacy tool that folds into the same key (`write` after `edit`). */
  | { readonly kind: 'tools'; readonly tool: string; readonly location?: SourceLocation };

/** One legacy `tools` entry whose folded rule is not in the config. */
export interface LostLegacyValue {
  /** Null for the top-level `tools`; else the agent key whose `tools` it is. */
  readonly agent: string | null;
  readonly tool: string;
  /** The permission key it folds into (`edit` for write and patch). */
  readonly permission: string;
  /** The value as typed, as JSON text (`true`). */
  readonly json: string;
  /** The action it would have given for pattern `*`. */
  readonly action: RuleAction;
  /** Where `tools.<tool>` was typed. */
  readonly location?: SourceLocation;
  readonly lostTo: LegacyLoss;
}

const EDIT_ALIASES: ReadonlySet<string> = new Set(['write', 'edit', 'patch']);
const foldKey = (tool: string) => (EDIT_ALIASES.has(tool) ? 'edit' : tool);
const at = (location: SourceLocation | undefined) => (location ? { location } : {});

function lossesIn(tools: JsonObject, permission: JsonObject, base: readonly string[], agent: string | null, isAllow: (v: unknown) => boolean, provenance: Provenance): LostLegacyValue[] {
  const out: LostLegacyValue[] = [];
  const lastToolOf = new Map<string, string>();
  for (const tool of Object.keys(tools)) lastToolOf.set(foldKey(tool), tool);
  for (const tool of Object.keys(tools)) {
    const key = foldKey(tool);
    const toolPath = [...base, 'tools', tool];
    const value = getOwn(tools, tool);
    const typed = { agent, tool, permission: key, json: JSON.stringify(value) ?? 'undefined', action: (isAllow(value) ? 'allow' : 'deny') as RuleAction, ...at(lookupProvenance(provenance, toolPath)?.winner.location) };
    const permissionPath = [...base, 'permission', key];
    const winner = lookupProvenance(provenance, permissionPath)?.winner;
    const isExplicit = Object.hasOwn(permission, key) && winner !== undefined && winner.legacyTool === undefined;
    if (isExplicit) {
      // The same action written both ways is no loss worth telling.
      if (getOwn(permission, key) === typed.action) continue;
      out.push({ ...typed, lostTo: { kind: 'permission', keyPath: permissionPath, json: JSON.stringify(getOwn(permission, key)) ?? 'undefined', layerId: winner.layerId, ...at(winner.location) } });
      continue;
    }
    const last = lastToolOf.get(key)!;
    if (last !== tool && isAllow(getOwn(tools, last)) !== isAllow(value)) out.push({ ...typed, lostTo: { kind: 'tools', tool: last, ...at(lookupProvenance(provenance, [...base, 'tools', last])?.winner.location) } });
  }
  return out;
}

/** Every legacy `tools` value (top level and per agent) whose folded rule lost, with what it lost to. */
export function findLostLegacyValues(config: Readonly<Record<string, unknown>> | null, provenance: Provenance): LostLegacyValue[] {
  if (!config) return [];
  const out: LostLegacyValue[] = [];
  const tools = getOwn(config as JsonObject, 'tools');
  const permission = getOwn(config as JsonObject, 'permission');
  // The top-level fold treats any truthy value as allow; an agent's treats only `true` so.
  if (isPlainObject(tools)) appendAll(out, lossesIn(tools, isPlainObject(permission) ? permission : {}, [], null, (v) => Boolean(v), provenance));
  const agents = getOwn(config as JsonObject, 'agent');
  if (isPlainObject(agents)) {
    for (const name of Object.keys(agents)) {
      const entry = getOwn(agents, name);
      if (!isPlainObject(entry)) continue;
      const own = getOwn(entry, 'tools');
      const perm = getOwn(entry, 'permission');
      if (isPlainObject(own)) appendAll(out, lossesIn(own, isPlainObject(perm) ? perm : {}, ['agent', name], name, (v) => v === true, provenance));
    }
  }
  return out;
}

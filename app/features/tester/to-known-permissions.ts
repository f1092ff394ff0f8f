import { KNOWN_PERMISSION_KEYS, type Rule, type ToolVisibility } from '../../../engine/index.ts';

/** The Permission field's suggestions: the config schema's known permission keys, then the tools' permissions, then every literal key of the ruleset. */
export function toKnownPermissions(tools: readonly Pick<ToolVisibility, 'permission'>[], ruleset: readonly Rule[]): string[] {
  const seen = new Set<string>(KNOWN_PERMISSION_KEYS);
  for (const t of tools) seen.add(t.permission);
  for (const r of ruleset) if (!r.permission.includes('*') && !r.permission.includes('?')) seen.add(r.permission);
  return [...seen];
}


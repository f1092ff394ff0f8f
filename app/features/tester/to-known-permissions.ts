import type { ToolVisibility, Rule } from '../../../engine/index.ts';

/** Permission keys the reference asks with, whether or not the config mentions them. */
const COMMON_PERMISSIONS = ['read', 'edit', 'glob', 'grep', 'bash', 'external_directory', 'task', 'webfetch', 'websearch', 'skill', 'todowrite', 'question', 'doom_loop'];

/** The Permission field's suggestions: common keys, then the tools' permissions, then every literal key of the ruleset. */
export function toKnownPermissions(tools: readonly Pick<ToolVisibility, 'permission'>[], ruleset: readonly Rule[]): string[] {
  const seen = new Set<string>(COMMON_PERMISSIONS);
  for (const t of tools) seen.add(t.permission);
  for (const r of ruleset) if (!r.permission.includes('*') && !r.permission.includes('?')) seen.add(r.permission);
  return [...seen];
}


/** Which tool ids the Tools table shows: the harness's built-in queries plus every tool a config names. */
import { isPlainObject } from '../config/own.ts';
import { BUILTIN_TOOL_IDS } from './builtin-tools.ts';

/** The harness's built-in queries, from the one table in builtin-tools.ts. */
export { BUILTIN_TOOL_IDS };

/** Keys that are permissions but never tool ids: no tool asks with them, so `disabled` can never hide them. */
export const NOT_TOOLS: ReadonlySet<string> = new Set(['*', 'doom_loop', 'external_directory']);

/** True for the model ids that get `apply_patch` instead of `edit`/`write` (GPT-style, not oss, not gpt-4). */
export function usesApplyPatch(model: string | undefined): boolean {
  if (!model) return false;
  const id = model.includes('/') ? model.slice(model.indexOf('/') + 1) : model;
  return id.includes('gpt-') && !id.includes('oss') && !id.includes('gpt-4');
}

/**
 * The tool ids to show visibility for: the built-ins, then every other key of the top-level and
 * per-agent `tools` and `permission` maps (a `*` in a key becomes `probe`), then `<server>_probe`
 * for each MCP server. This is how the real-config harness chose its queries.
 */
export function deriveToolQueries(config: Readonly<Record<string, unknown>> | null, model?: string): string[] {
  const ids: string[] = [...BUILTIN_TOOL_IDS];
  if (usesApplyPatch(model)) ids.push('apply_patch');
  const seen = new Set(ids);
  const add = (key: string) => {
    if (NOT_TOOLS.has(key)) return;
    const id = key.replaceAll('*', 'probe');
    if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  };
  if (!config) return ids;
  const maps = [config.tools, config.permission];
  if (isPlainObject(config.agent)) for (const entry of Object.values(config.agent)) if (isPlainObject(entry)) maps.push(entry.tools, entry.permission);
  for (const map of maps) if (isPlainObject(map)) Object.keys(map).forEach(add);
  if (isPlainObject(config.mcp)) for (const server of Object.keys(config.mcp)) add(`${server}_probe`);
  return ids;
}

/** What a row of the Tools table stands for: a tool id, any tool of an MCP server, or any tool a key with `*` names. */
export type ToolSubject =
  | { readonly kind: 'tool' }
  | { readonly kind: 'mcp-server'; readonly server: string }
  | { readonly kind: 'key-pattern'; readonly key: string };

/** Which config key a derived query id came from (the reverse of `deriveToolQueries`'s naming); a plain tool otherwise. */
export function toolSubjectOf(tool: string, config: Readonly<Record<string, unknown>> | null): ToolSubject {
  if (!config || BUILTIN_TOOL_IDS.includes(tool) || !tool.includes('probe')) return { kind: 'tool' };
  if (isPlainObject(config.mcp)) for (const server of Object.keys(config.mcp)) if (`${server}_probe` === tool) return { kind: 'mcp-server', server };
  const maps = [config.tools, config.permission];
  if (isPlainObject(config.agent)) for (const entry of Object.values(config.agent)) if (isPlainObject(entry)) maps.push(entry.tools, entry.permission);
  for (const map of maps) if (isPlainObject(map)) for (const key of Object.keys(map)) if (key.includes('*') && key.replaceAll('*', 'probe') === tool) return { kind: 'key-pattern', key };
  return { kind: 'tool' };
}

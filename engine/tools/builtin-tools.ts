/** The reference's built-in tools: one table, from which every list of them is derived. */

/** The parameter a tool is called with (the playground's one input field), with its label. */
export interface ToolParameter {
  readonly key: string;
  readonly label: string;
}

/** One built-in tool: its id, its place in the real-config harness's queries (none: not queried), and its parameter. */
export interface BuiltinTool {
  readonly id: string;
  readonly queryOrder?: number;
  readonly parameter?: ToolParameter;
}

const FILE_PATH: ToolParameter = { key: 'filePath', label: 'File path' };

/** The built-in tools the reference registers, in the order the playground lists them. */
export const BUILTIN_TOOL_TABLE: readonly BuiltinTool[] = [
  { id: 'bash', queryOrder: 1, parameter: { key: 'command', label: 'Command' } },
  { id: 'read', queryOrder: 2, parameter: FILE_PATH },
  { id: 'edit', queryOrder: 3, parameter: FILE_PATH },
  { id: 'write', queryOrder: 4, parameter: FILE_PATH },
  { id: 'apply_patch', parameter: { key: 'patchText', label: 'Patch' } },
  { id: 'glob', queryOrder: 5, parameter: { key: 'pattern', label: 'Glob pattern' } },
  { id: 'grep', queryOrder: 6, parameter: { key: 'pattern', label: 'Regex' } },
  { id: 'webfetch', queryOrder: 8, parameter: { key: 'url', label: 'URL' } },
  { id: 'websearch', parameter: { key: 'query', label: 'Query' } },
  { id: 'task', queryOrder: 7, parameter: { key: 'subagent_type', label: 'Subagent' } },
  { id: 'skill', parameter: { key: 'name', label: 'Skill name' } },
  { id: 'todowrite', queryOrder: 9 },
  { id: 'lsp' },
  { id: 'question' },
];

/** The built-in tool ids, in the order the playground lists them. */
export const BUILTIN_TOOLS: readonly string[] = BUILTIN_TOOL_TABLE.map((t) => t.id);

/** The built-in tool ids the real-config harness queries, in its order (apply_patch, websearch, skill, lsp and question are provider-, client- or flag-dependent). */
export const BUILTIN_TOOL_IDS: readonly string[] = BUILTIN_TOOL_TABLE.filter((t) => t.queryOrder !== undefined)
  .sort((a, b) => a.queryOrder! - b.queryOrder!)
  .map((t) => t.id);

/** The parameter of each built-in tool that takes one, by tool id (no prototype: `constructor` is not a tool). */
export const TOOL_PARAMETERS: Readonly<Record<string, ToolParameter>> = Object.fromEntries(BUILTIN_TOOL_TABLE.flatMap((t) => (t.parameter ? [[t.id, t.parameter]] : [])));

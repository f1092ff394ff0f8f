/** A tool call `{tool, input}` to the permission requests the reference's tool makes before it runs, in ask order. */
import { INVALID_ARGUMENTS_ERROR, type ShellError } from '../shell/shell-parameters.ts';
import type { ShellAnalysis } from '../shell/shell-analysis.ts';
import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { shellRequests } from '../shell/shell-requests.ts';
import { BUILTIN_TOOLS, TOOL_PARAMETERS } from './builtin-tools.ts';
import { externalDirectoryRequest, patchFiles, resolveToolPath, worktreeRelative, type ToolCallPlace } from './tool-call-paths.ts';

/** One `ctx.ask` of a tool: a permission, the patterns it is decided on, and what "always" would store. */
export interface ToolRequest {
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly always: readonly string[];
}

/** A call as the model sends it. */
export interface ToolCall {
  readonly tool: string;
  readonly input: Readonly<Record<string, unknown>>;
}

/** Where the call runs; `home` is for the shell's `~`; bash needs the loaded parser. */
export interface ToolCallContext extends ToolCallPlace {
  readonly home: string;
  readonly parser: ShellParser | null;
}

/** The requests of one call: asked in order, each only after the one before it resolved. */
export type ToolCallRequests =
  | { readonly kind: 'requests'; readonly requests: readonly ToolRequest[]; readonly shell?: ShellAnalysis }
  /** The tool fails before asking anything (bad arguments, a command that does not parse). */
  | { readonly kind: 'error'; readonly error: ShellError; readonly shell?: ShellAnalysis }
  /** A bash call while the shell parser is not loaded yet. */
  | { readonly kind: 'needs-parser' };

/** The built-in tools and their parameters, from the one table in builtin-tools.ts. */
export { BUILTIN_TOOLS, TOOL_PARAMETERS };

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return Array.isArray(value) ? 'array' : typeof value;
}

function invalidArguments(tool: string, key: string, value: unknown): ShellError {
  return {
    name: INVALID_ARGUMENTS_ERROR,
    message: `The ${tool} tool was called with invalid arguments: SchemaError(Expected string, got ${describeValue(value)}\n  at ["${key}"]).\nPlease rewrite the input so it satisfies the expected schema.`,
  };
}

type Built = ToolRequest[] | ShellError;

function required(call: ToolCall, key: string): string | ShellError {
  const value = call.input[key];
  return typeof value === 'string' ? value : invalidArguments(call.tool, key, value);
}

function optional(call: ToolCall, key: string): string | undefined | ShellError {
  const value = call.input[key];
  return value === undefined || typeof value === 'string' ? value : invalidArguments(call.tool, key, value);
}

const compact = (...requests: (ToolRequest | null)[]): ToolRequest[] => requests.filter((r): r is ToolRequest => r !== null);

/** read: the outside directory first (the file's parent, or the directory itself), then `read` with the relative path. */
function readRequests(call: ToolCall, ctx: ToolCallContext): Built {
  const path = required(call, 'filePath');
  if (typeof path !== 'string') return path;
  const abs = resolveToolPath(ctx, path);
  const outside = externalDirectoryRequest(ctx, abs, ctx.isDir(abs) ? 'directory' : 'file');
  return compact(outside, { permission: 'read', patterns: [worktreeRelative(ctx, abs)], always: ['*'] });
}

/** edit and write: the outside directory first, then `edit` with the relative path. */
function editRequests(call: ToolCall, ctx: ToolCallContext): Built {
  const path = required(call, 'filePath');
  if (typeof path !== 'string') return path;
  const abs = resolveToolPath(ctx, path);
  return compact(externalDirectoryRequest(ctx, abs, 'file'), { permission: 'edit', patterns: [worktreeRelative(ctx, abs)], always: ['*'] });
}

/** apply_patch: one outside-directory check per file (and move target), then one `edit` with every relative path. */
function patchRequests(call: ToolCall, ctx: ToolCallContext): Built {
  const text = required(call, 'patchText');
  if (typeof text !== 'string') return text;
  const files = patchFiles(text);
  const outside = files.flatMap((f) => [f.path, ...(f.movePath ? [f.movePath] : [])]).map((p) => externalDirectoryRequest(ctx, resolveToolPath(ctx, p), 'file'));
  const relative = files.map((f) => worktreeRelative(ctx, resolveToolPath(ctx, f.movePath ?? f.path)));
  return compact(...outside, { permission: 'edit', patterns: relative, always: ['*'] });
}

/** glob and grep ask their own permission first, then the outside directory of the search path. */
function searchRequests(call: ToolCall, ctx: ToolCallContext): Built {
  const pattern = required(call, 'pattern');
  if (typeof pattern !== 'string') return pattern;
  const path = optional(call, 'path');
  if (typeof path === 'object') return path;
  const dir = resolveToolPath(ctx, path ?? ctx.cwd);
  return compact({ permission: call.tool, patterns: [pattern], always: ['*'] }, externalDirectoryRequest(ctx, dir, 'directory'));
}

/** One request whose pattern is the parameter, with the given always list (`*`, or the value itself for skills). */
function singleRequest(key: string, always: 'star' | 'same') {
  return (call: ToolCall): Built => {
    const value = required(call, key);
    if (typeof value !== 'string') return value;
    return [{ permission: call.tool, patterns: [value], always: always === 'star' ? ['*'] : [value] }];
  };
}

/** What each built-in tool asks; any other tool (MCP, custom, todowrite, lsp) asks its own id with `*`. */
const TOOL_ASKS: Readonly<Record<string, (call: ToolCall, ctx: ToolCallContext) => Built>> = {
  read: readRequests,
  edit: editRequests,
  write: (call, ctx) => editRequests(call, ctx),
  apply_patch: patchRequests,
  glob: searchRequests,
  grep: searchRequests,
  webfetch: singleRequest('url', 'star'),
  websearch: singleRequest('query', 'star'),
  task: singleRequest('subagent_type', 'star'),
  skill: singleRequest('name', 'same'),
  question: () => [],
};

/** The permission requests a call makes, in the reference's order; bash goes through the shell decomposition. */
export function toolCallRequests(call: ToolCall, ctx: ToolCallContext): ToolCallRequests {
  if (call.tool === 'bash') {
    if (!ctx.parser) return { kind: 'needs-parser' };
    const { command, workdir, timeout } = call.input;
    const shell = shellRequests(ctx.parser, { command: command as string, workdir: workdir as string | undefined, timeout: timeout as number | undefined, cwd: ctx.cwd, worktree: ctx.worktree, home: ctx.home, isDir: ctx.isDir });
    return shell.error ? { kind: 'error', error: shell.error, shell } : { kind: 'requests', requests: shell.requests, shell };
  }
  const build = Object.hasOwn(TOOL_ASKS, call.tool) ? TOOL_ASKS[call.tool]! : () => [{ permission: call.tool, patterns: ['*'], always: ['*'] }];
  const built = build(call, ctx);
  return Array.isArray(built) ? { kind: 'requests', requests: built } : { kind: 'error', error: built };
}

/** The input object for a call given the playground's one text field (the tool's main parameter; a patch from paths). */
export function toToolInput(tool: string, text: string): Readonly<Record<string, unknown>> {
  if (tool === 'apply_patch' && !text.includes('*** ')) {
    const paths = text.split(/[\n,]/).map((p) => p.trim()).filter(Boolean);
    return { patchText: ['*** Begin Patch', ...paths.map((p) => `*** Update File: ${p}`), '*** End Patch'].join('\n') };
  }
  const param = Object.hasOwn(TOOL_PARAMETERS, tool) ? TOOL_PARAMETERS[tool] : undefined;
  return param ? { [param.key]: text } : {};
}

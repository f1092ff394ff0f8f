import { type ConfigIssue, type ConfigValidation, isPlainObject, setOwn } from './schema-issue.ts';
import { compileDecoder } from './schema-compile.ts';
import type { Decoder } from './schema-decoder.ts';
import { fieldOf } from './schema-node.ts';
import { CONFIG_TABLE } from './schema-table.ts';
import { agentConfig as agentNode } from './schema-table-agent.ts';

export type { ConfigIssue, ConfigValidation, IssuePath } from './schema-issue.ts';

/** Legacy TUI keys that are dropped from every layer before validation. */
export const LEGACY_TUI_KEYS: readonly string[] = ['theme', 'keybinds', 'tui'];

// Compiled on first use: a page or command that decodes no config pays nothing for the table.
let configDecoder: Decoder | null = null;
let agentDecoder: Decoder | null = null;
const configDecoderOf = (): Decoder => (configDecoder ??= compileDecoder(CONFIG_TABLE));
const agentDecoderOf = (): Decoder => (agentDecoder ??= compileDecoder(agentNode));

/** The one issue the reference reports (and nothing else) when the config has keys it does not know. */
function unknownKeysIssue(value: Record<string, unknown>): ConfigIssue | null {
  const keys = Object.keys(value).filter((key) => fieldOf(CONFIG_TABLE, key) === undefined);
  if (keys.length === 0) return null;
  return { code: 'unrecognized_keys', keys, path: [], message: `Unrecognized key${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}` };
}

/** Runs a decoder and packs the result: the value only when no issue was found. */
function finish(decoded: unknown, issues: readonly ConfigIssue[]): ConfigValidation {
  if (issues.length > 0 || !isPlainObject(decoded)) return { value: null, issues };
  return { value: decoded, issues };
}

/** Copies an object without the legacy TUI keys (as own data properties, order kept). */
export function dropLegacyTuiKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) if (!LEGACY_TUI_KEYS.includes(key)) setOwn(out, key, value[key]);
  return out;
}

/**
 * Decodes one parsed config layer as the reference does after JSONC parse: drops legacy TUI keys,
 * rejects unknown top-level keys, type-checks, normalises permissions and agent entries, keeps key order.
 * `file` names the layer; issues carry paths only, the caller attaches the file.
 */
export function validateConfig(value: unknown, file: string): ConfigValidation {
  void file;
  const input = isPlainObject(value) ? dropLegacyTuiKeys(value) : value;
  const unknown = isPlainObject(input) ? unknownKeysIssue(input) : null;
  if (unknown !== null) return { value: null, issues: [unknown] };
  const issues: ConfigIssue[] = [];
  const decoded = configDecoderOf().decode(input, [], issues);
  return finish(decoded, issues);
}

/** Decodes one agent object as the reference's agent schema does (no name, no prompt added). */
export function decodeAgentValue(value: unknown): ConfigValidation {
  const issues: ConfigIssue[] = [];
  const decoded = agentDecoderOf().decode(value, [], issues);
  return finish(decoded, issues);
}

/** Builds the object the loader decodes for a markdown agent/mode: `{name, ...frontmatter, prompt: body.trim()}`. */
function markdownEntry(value: unknown, name: string, body: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  setOwn(out, 'name', name);
  if (isPlainObject(value)) for (const key of Object.keys(value)) setOwn(out, key, value[key]);
  if (body !== undefined) setOwn(out, 'prompt', body.trim());
  return out;
}

/**
 * Decodes a markdown agent: `{name, ...frontmatter, prompt: body.trim()}` (prompt only when `body`
 * is given). Issue paths are relative to the entry; any issue means the whole load fails.
 */
export function validateAgentEntry(value: unknown, name: string, body?: string): ConfigValidation {
  const issues: ConfigIssue[] = [];
  const decoded = agentDecoderOf().decode(markdownEntry(value, name, body), [], issues);
  return finish(decoded, issues);
}

/**
 * Decodes a markdown mode like an agent, then sets `mode: "primary"`. A mode with issues is
 * skipped silently by the loader (value null); it never fails the load.
 */
export function validateModeEntry(value: unknown, name: string, body?: string): ConfigValidation {
  const result = validateAgentEntry(value, name, body);
  if (result.value === null) return result;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(result.value)) setOwn(out, key, result.value[key]);
  setOwn(out, 'mode', 'primary');
  return { value: out, issues: [] };
}

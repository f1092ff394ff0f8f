import { AGENT_MODES, AGENT_THEME_COLORS } from './schema-agent.ts';
import {
  type JsonSchema,
  actionSchema,
  patternMapSchema,
  permissionSchema,
  toolsSchema,
} from './json-schema-permission.ts';

export type { JsonSchema } from './json-schema-permission.ts';

/** The URI the editor registers the config schema under (matches the reference's `$schema` value). */
export const CONFIG_SCHEMA_URI = 'https://opencode.ai/config.json';

const str = (description: string): JsonSchema => ({ type: 'string', description });
const bool = (description: string): JsonSchema => ({ type: 'boolean', description });
const strings = (description: string): JsonSchema => ({ type: 'array', items: { type: 'string' }, description });
const int = (description: string, minimum: number): JsonSchema => ({ type: 'integer', minimum, description });
const object = (description: string, properties: Record<string, JsonSchema> = {}): JsonSchema => ({ type: 'object', description, properties });

const agentSchema: JsonSchema = {
  type: 'object',
  description: 'One agent. Unknown fields are passed to the provider as `options` (and stay on the entry).',
  properties: {
    name: str('Display name; lookup stays by the config key.'),
    model: str('Model as `provider/model`.'),
    variant: str('Default model variant (only with the agent\'s own model).'),
    prompt: str('System prompt. `{file:path}` includes a file.'),
    description: str('When to use this agent (shown to the task tool).'),
    temperature: { type: 'number', description: 'Sampling temperature.' },
    top_p: { type: 'number', description: 'Nucleus sampling.' },
    mode: { type: 'string', enum: AGENT_MODES, description: '`primary` (user-selectable), `subagent` (task tool only) or `all`. Default for custom agents: `all`.' },
    hidden: bool('Hide from the @ menu (subagents only).'),
    color: {
      description: 'Hex color `#RRGGBB` or a theme color.',
      anyOf: [{ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, { type: 'string', enum: AGENT_THEME_COLORS }],
    },
    steps: int('Maximum agentic iterations before a text-only answer.', 1),
    maxSteps: { ...int('Deprecated: use `steps` (copied there).', 1), deprecated: true },
    options: { type: 'object', description: 'Provider options; unknown agent fields are merged over these.' },
    permission: { ...permissionSchema, description: 'Agent permissions, appended AFTER the defaults and the global `permission` (so they win).' },
    disable: bool('Remove this agent.'),
    tools: toolsSchema,
  },
  additionalProperties: true,
};

const mcpSchema: JsonSchema = object('MCP server. `local` runs `command`; `remote` connects to `url`. Tools appear as `<server>_<tool>`.', {
  type: { type: 'string', enum: ['local', 'remote'], description: 'Server kind.' },
  command: strings('Command and arguments (local).'),
  environment: { type: 'object', additionalProperties: { type: 'string' }, description: 'Environment variables (local).' },
  url: str('Server URL (remote).'),
  headers: { type: 'object', additionalProperties: { type: 'string' }, description: 'HTTP headers (remote).' },
  enabled: bool('Enable or disable the server; a later layer can flip just this.'),
  timeout: int('Request timeout in milliseconds.', 1),
});

/** JSON Schema (draft-07) for agentforge.json / agentforge.jsonc, with hover descriptions for every key. */
export const configJsonSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: CONFIG_SCHEMA_URI,
  title: 'agentforge config',
  type: 'object',
  additionalProperties: false,
  definitions: { action: actionSchema, patternMap: patternMapSchema },
  properties: {
    $schema: str('JSON schema reference for configuration validation.'),
    shell: str('Default shell for the terminal and bash tool.'),
    logLevel: { type: 'string', enum: ['DEBUG', 'INFO', 'WARN', 'ERROR'], description: 'Log level.' },
    server: object('Server configuration for `serve` and `web`.', { port: int('Port.', 0), hostname: str('Hostname.'), mdns: bool('Advertise via mDNS.') }),
    command: { type: 'object', description: 'Custom slash commands.', additionalProperties: object('One command.', { template: str('Prompt template.'), description: str('Description.'), agent: str('Agent to run it.'), model: str('Model.'), subtask: bool('Run as a subtask.') }) },
    skills: object('Additional skill folders.', { paths: strings('Skill folder paths.'), urls: strings('URLs to fetch skills from.') }),
    reference: { type: 'object', description: 'Named git or local directory references (@alias); their dirs are allowed for external_directory.' },
    watcher: object('File watcher.', { ignore: strings('Glob patterns to ignore.') }),
    snapshot: bool('Record filesystem snapshots for undo/revert (default true).'),
    plugin: { type: 'array', description: 'Plugins (npm specs or file:// URLs). Merged across layers, de-duplicated by package name; the last declaration wins.', items: { anyOf: [{ type: 'string' }, { type: 'array' }] } },
    share: { type: 'string', enum: ['manual', 'auto', 'disabled'], description: 'Session sharing: manual, auto or disabled.' },
    autoshare: { type: 'boolean', description: 'Deprecated: use `share`. `true` without `share` means `share: "auto"`.', deprecated: true },
    autoupdate: { description: 'Auto-update: true, false or "notify".', anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['notify'] }] },
    disabled_providers: strings('Providers not to load automatically.'),
    enabled_providers: strings('When set, ONLY these providers are enabled.'),
    model: str('Model as `provider/model`, e.g. anthropic/claude-sonnet-4.'),
    small_model: str('Small model for title generation etc., as `provider/model`.'),
    default_agent: str('Default agent; must be an existing primary, non-hidden agent. Otherwise the first such agent is used.'),
    subagent_depth: int('Maximum subagent nesting depth (default 1: subagents cannot launch subagents).', 0),
    username: str('Name shown in conversations instead of the system user name.'),
    mode: { type: 'object', description: 'Deprecated: use `agent`. Each entry is merged into `agent.<name>` with `mode: "primary"`.', additionalProperties: agentSchema, deprecated: true },
    agent: { type: 'object', description: 'Agents: overrides for built-ins (build, plan, general, explore, ...) and custom agents.', additionalProperties: agentSchema },
    provider: { type: 'object', description: 'Custom provider configurations and model overrides.', additionalProperties: { type: 'object' } },
    mcp: { type: 'object', description: 'MCP (Model Context Protocol) servers, merged key-wise across layers.', additionalProperties: mcpSchema },
    formatter: { description: 'Formatters: false disables, true enables built-ins, an object configures them.', anyOf: [{ type: 'boolean' }, { type: 'object' }] },
    lsp: { description: 'LSP servers: false disables, true enables built-ins, an object configures them.', anyOf: [{ type: 'boolean' }, { type: 'object' }] },
    instructions: strings('Extra instruction files or globs. Concatenated across layers and de-duplicated.'),
    layout: { type: 'string', enum: ['auto', 'stretch'], description: 'Deprecated: always stretch.', deprecated: true },
    permission: permissionSchema,
    tools: toolsSchema,
    attachment: { type: 'object', description: 'Attachment processing (image size limits, resizing).' },
    enterprise: object('Enterprise settings.', { url: str('Enterprise URL.') }),
    tool_output: object('Tool output truncation thresholds.', { max_lines: int('Max lines (default 2000).', 1), max_bytes: int('Max bytes (default 51200).', 1) }),
    compaction: object('Context compaction.', {
      auto: bool('Compact automatically when the context is full (default true).'),
      prune: bool('Prune old tool outputs.'),
      tail_turns: int('Recent user turns kept verbatim (default 2).', 0),
      preserve_recent_tokens: int('Max tokens of recent turns kept verbatim.', 0),
      reserved: int('Token buffer reserved for compaction.', 0),
    }),
    experimental: object('Experimental features.', {
      disable_paste_summary: bool('Do not summarise pasted text.'),
      batch_tool: bool('Enable the batch tool.'),
      openTelemetry: bool('OpenTelemetry spans for AI SDK calls.'),
      primary_tools: strings('Tools only primary agents get (denied in subagent sessions).'),
      continue_loop_on_deny: bool('Continue the agent loop when a tool call is denied.'),
      mcp_timeout: int('MCP request timeout in milliseconds.', 1),
    }),
  },
};

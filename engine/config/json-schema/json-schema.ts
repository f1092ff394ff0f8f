import { agentMapSchema } from './json-schema-agent.ts';
import { bool, nonNegativeInt, object, oneOfStrings, positiveInt, str, strings } from './json-schema-parts.ts';
import { type JsonSchema, actionSchema, patternMapSchema, permissionSchema, toolsSchema } from './json-schema-permission.ts';
import { providerSchema } from './json-schema-provider.ts';
import { commandSchema, formatterSchema, lspSchema, mcpSchema, policySchema, referencesSchema } from './json-schema-servers.ts';
import { CONFIG_SCHEMA_URL } from '../discover/layer.ts';
import { AGENT_FIELD_NAMES, LEGACY_TUI_KEYS, MODE_FIELD_NAMES } from '../schema/schema.ts';

export type { JsonSchema } from './json-schema-permission.ts';

/** Legacy TUI keys: accepted and dropped before validation, so the editor must not flag them. */
function legacyProperties(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const key of LEGACY_TUI_KEYS) out[key] = { description: 'Legacy TUI setting (now in tui.json): dropped before validation, ignored here.', deprecated: true };
  return out;
}

/** JSON Schema (draft-07) for agentforge.json / agentforge.jsonc, with hover descriptions for every key. */
export const configJsonSchema: JsonSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  // The editor registers the schema under the URL the loader injects as `$schema`: one name for both.
  $id: CONFIG_SCHEMA_URL,
  title: 'agentforge config',
  type: 'object',
  additionalProperties: false,
  definitions: { action: actionSchema, patternMap: patternMapSchema },
  properties: {
    $schema: str('JSON schema reference for configuration validation.'),
    shell: str('Default shell for the terminal and bash tool.'),
    logLevel: oneOfStrings(['DEBUG', 'INFO', 'WARN', 'ERROR'], 'Log level.'),
    server: object('Server configuration for `serve` and `web`.', {
      port: positiveInt('Port to listen on.'),
      hostname: str('Hostname to listen on.'),
      mdns: bool('Advertise via mDNS.'),
      mdnsDomain: str('mDNS domain.'),
      cors: strings('Extra allowed CORS origins.'),
    }),
    command: { type: 'object', description: 'Custom slash commands.', additionalProperties: commandSchema },
    skills: object('Additional skill folders.', { paths: strings('Skill folder paths.'), urls: strings('URLs to fetch skills from.') }),
    references: referencesSchema('Named git or local directory references (@alias); their dirs are allowed for external_directory.'),
    reference: referencesSchema('Deprecated: use `references`.', true),
    watcher: object('File watcher.', { ignore: strings('Glob patterns to ignore.') }),
    snapshot: bool('Record filesystem snapshots for undo/revert (default true).'),
    plugin: { type: 'array', description: 'Plugins (npm specs or file:// URLs, or `[spec, options]`). Merged across layers, de-duplicated by package name; the last declaration wins.', items: { anyOf: [{ type: 'string' }, { type: 'array' }] } },
    share: oneOfStrings(['manual', 'auto', 'disabled'], 'Session sharing: manual, auto or disabled.'),
    autoshare: { type: 'boolean', description: 'Deprecated: use `share`. `true` without `share` means `share: "auto"`.', deprecated: true },
    autoupdate: { description: 'Auto-update: true, false or "notify".', anyOf: [{ type: 'boolean' }, { type: 'string', const: 'notify' }] },
    disabled_providers: strings('Providers not to load automatically.'),
    enabled_providers: strings('When set, ONLY these providers are enabled.'),
    model: str('Model as `provider/model`, e.g. anthropic/claude-sonnet-4.'),
    small_model: str('Small model for title generation etc., as `provider/model`.'),
    default_agent: str('Default agent; must be an existing primary, non-hidden agent. Otherwise the first such agent is used.'),
    subagent_depth: nonNegativeInt('Maximum subagent nesting depth (default 1: subagents cannot launch subagents).'),
    username: str('Name shown in conversations instead of the system user name.'),
    mode: agentMapSchema('Deprecated: use `agent`. Each entry is merged into `agent.<name>` with `mode: "primary"`.', MODE_FIELD_NAMES, true),
    agent: agentMapSchema('Agents: overrides for built-ins (build, plan, general, explore, ...) and custom agents.', AGENT_FIELD_NAMES),
    provider: { type: 'object', description: 'Custom provider configurations and model overrides.', additionalProperties: providerSchema },
    mcp: { type: 'object', description: 'MCP (Model Context Protocol) servers, merged key-wise across layers.', additionalProperties: mcpSchema },
    formatter: formatterSchema,
    lsp: lspSchema,
    instructions: strings('Extra instruction files or globs. Concatenated across layers and de-duplicated.'),
    layout: { ...oneOfStrings(['auto', 'stretch'], 'Deprecated: always stretch.'), deprecated: true },
    permission: permissionSchema,
    tools: toolsSchema,
    attachment: object('Attachment processing.', { image: object('Image attachments.', { auto_resize: bool('Resize images over the limits (default true).'), max_width: positiveInt('Max width (default 2000).'), max_height: positiveInt('Max height (default 2000).'), max_base64_bytes: positiveInt('Max base64 bytes (default 5242880).') }) }),
    enterprise: object('Enterprise settings.', { url: str('Enterprise URL.') }),
    tool_output: object('Tool output truncation thresholds.', { max_lines: positiveInt('Max lines (default 2000).'), max_bytes: positiveInt('Max bytes (default 51200).') }),
    compaction: object('Context compaction.', {
      auto: bool('Compact automatically when the context is full (default true).'),
      prune: bool('Prune old tool outputs.'),
      tail_turns: nonNegativeInt('Recent user turns kept verbatim (default 2).'),
      preserve_recent_tokens: nonNegativeInt('Max tokens of recent turns kept verbatim.'),
      reserved: nonNegativeInt('Token buffer reserved for compaction.'),
    }),
    experimental: object('Experimental features.', {
      disable_paste_summary: bool('Do not summarise pasted text.'),
      batch_tool: bool('Enable the batch tool.'),
      openTelemetry: bool('OpenTelemetry spans for AI SDK calls.'),
      primary_tools: strings('Tools only primary agents get (denied in subagent sessions).'),
      continue_loop_on_deny: bool('Continue the agent loop when a tool call is denied.'),
      mcp_timeout: positiveInt('MCP request timeout in milliseconds.'),
      policies: { type: 'array', description: 'Provider use policies.', items: policySchema },
    }),
    ...legacyProperties(),
  },
};

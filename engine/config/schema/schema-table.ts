/**
 * The config schema, property by property, as the reference declares it (`ConfigV1.Info` at commit 3238daa8): the
 * one table the decoder, the editor's JSON Schema and the known-key lists are derived from. Its hover texts are in
 * `schema-docs.ts` (loaded with the editor, not with the first paint), keyed by the scopes and fields named here.
 */
import { type SchemaNode, array, boolean, deprecated, literal, literals, nonNegativeInt, positiveInt, record, scoped, string, strings, struct, union } from './schema-node.ts';
import { agentMap, legacyTools, permissionConfig } from './schema-table-agent.ts';
import { providerConfig } from './schema-table-provider.ts';
import { commandEntry, formatterConfig, lspConfig, mcpEntry, pluginSpec, policyEntry, referenceEntry } from './schema-table-servers.ts';

/** Every top-level key with its node, in the reference's declaration order (the order its issues come in). */
export const CONFIG_TABLE: SchemaNode = scoped(
  'config',
  struct(
    {
      $schema: string(),
      shell: string(),
      logLevel: literals(['DEBUG', 'INFO', 'WARN', 'ERROR'], 'LogLevel'),
      server: struct({ port: positiveInt(), hostname: string(), mdns: boolean(), mdnsDomain: string(), cors: strings() }, { identifier: 'ServerConfig' }),
      command: record(commandEntry),
      skills: struct({ paths: strings(), urls: strings() }),
      references: record(referenceEntry),
      reference: deprecated(record(referenceEntry)),
      watcher: struct({ ignore: strings() }),
      snapshot: boolean(),
      plugin: array(pluginSpec),
      share: literals(['manual', 'auto', 'disabled']),
      autoshare: deprecated(boolean()),
      autoupdate: union([boolean(), literal('notify')]),
      disabled_providers: strings(),
      enabled_providers: strings(),
      model: string(),
      small_model: string(),
      default_agent: string(),
      subagent_depth: nonNegativeInt(),
      username: string(),
      mode: deprecated(agentMap(['build', 'plan'])),
      agent: agentMap(['plan', 'build', 'general', 'explore', 'title', 'summary', 'compaction']),
      provider: record(providerConfig),
      mcp: record(mcpEntry),
      formatter: formatterConfig,
      lsp: lspConfig,
      instructions: strings(),
      layout: deprecated(literals(['auto', 'stretch'], 'LayoutConfig')),
      permission: permissionConfig,
      tools: legacyTools,
      attachment: struct(
        { image: struct({ auto_resize: boolean(), max_width: positiveInt(), max_height: positiveInt(), max_base64_bytes: positiveInt() }, { identifier: 'ImageAttachmentConfig' }) },
        { identifier: 'AttachmentConfig' },
      ),
      enterprise: struct({ url: string() }),
      tool_output: struct({ max_lines: positiveInt(), max_bytes: positiveInt() }),
      compaction: struct({ auto: boolean(), prune: boolean(), tail_turns: nonNegativeInt(), preserve_recent_tokens: nonNegativeInt(), reserved: nonNegativeInt() }),
      experimental: struct({
        disable_paste_summary: boolean(),
        batch_tool: boolean(),
        openTelemetry: boolean(),
        primary_tools: strings(),
        continue_loop_on_deny: boolean(),
        mcp_timeout: positiveInt(),
        policies: array(policyEntry),
      }),
    },
    { identifier: 'Config' },
  ),
);

import {
  type Decoder,
  anything,
  arrayOf,
  bool,
  literals,
  nonNegativeInt,
  positiveInt,
  record,
  str,
  struct,
  union,
} from './schema-decoder.ts';

// Nested fixed-shape objects: the known fields are type-checked, unknown fields are kept.
// Upstream behaviour for unknown nested keys is unverified (semantics.md §3.4), so we stay permissive.

const strings = arrayOf(str);

/** `server`: settings for `serve` / `web`. */
export const serverShape = struct({
  port: nonNegativeInt,
  hostname: str,
  mdns: bool,
  mdnsDomain: str,
  cors: strings,
});

/** One `command.<name>` entry. */
export const commandShape = struct({
  template: str,
  description: str,
  agent: str,
  model: str,
  subtask: bool,
});

/** `skills`: extra skill folders and URLs. */
export const skillsShape = struct({ paths: strings, urls: strings });

/** `watcher`: file watcher ignores. */
export const watcherShape = struct({ ignore: strings });

/** One `plugin` entry: a spec string, or `[spec, options]`. */
export const pluginSpec: Decoder = union([str, arrayOf(anything)]);

/** One `mcp.<name>` entry: a local or remote server, or just `{enabled}` to toggle an inherited one. */
export const mcpShape = struct({
  type: literals(['local', 'remote']),
  command: strings,
  environment: record(str),
  url: str,
  headers: record(str),
  oauth: anything,
  enabled: bool,
  timeout: positiveInt,
});

/** One `provider.<id>` entry (kept permissive: provider options are free-form). */
export const providerShape = struct({
  name: str,
  npm: str,
  api: str,
  env: strings,
  id: str,
  whitelist: strings,
  blacklist: strings,
  models: record(struct({})),
  options: record(anything),
});

/** `formatter`: false/true, or a map of formatter entries. */
export const formatterShape: Decoder = union([bool, record(anything)]);

/** `lsp`: false/true, or a map of LSP server entries. */
export const lspShape: Decoder = union([bool, record(anything)]);

/** `tool_output`: truncation thresholds. */
export const toolOutputShape = struct({ max_lines: positiveInt, max_bytes: positiveInt });

/** `compaction`: automatic compaction settings. */
export const compactionShape = struct({
  auto: bool,
  prune: bool,
  tail_turns: nonNegativeInt,
  preserve_recent_tokens: nonNegativeInt,
  reserved: nonNegativeInt,
});

/** `experimental`: feature flags. */
export const experimentalShape = struct({
  disable_paste_summary: bool,
  batch_tool: bool,
  openTelemetry: bool,
  primary_tools: strings,
  continue_loop_on_deny: bool,
  mcp_timeout: positiveInt,
  policies: arrayOf(anything),
});

/** `enterprise`: enterprise server URL. */
export const enterpriseShape = struct({ url: str });

/** `attachment`: attachment processing (shape not pinned down; any object). */
export const attachmentShape = struct({});

/** `reference`: named git or local directory references (shape not pinned down; any object). */
export const referenceShape = struct({});

/** `layout`: deprecated layout switch. */
export const layoutShape = literals(['auto', 'stretch']);

/** Share modes. */
export const shareShape = literals(['manual', 'auto', 'disabled']);

/** `autoupdate`: a boolean or `"notify"`. */
export const autoupdateShape: Decoder = union([bool, literals(['notify'])]);

/** Log levels (`LogLevel`). */
export const logLevelShape = literals(['DEBUG', 'INFO', 'WARN', 'ERROR'], 'LogLevel');

/** Any list of strings. */
export const stringList = strings;

import { type Decoder, anything, bool, literal, literals, nonNegativeInt, positiveInt, str, union } from './schema-decoder.ts';
import { arrayOf, record, req, struct, tupleOf } from './schema-struct.ts';

// Nested fixed-shape objects, as strict as the reference: known fields are type-checked, required
// ones must be present, and unknown fields are dropped from the decoded value.

/** Any list of strings. */
export const stringList = arrayOf(str);

/** `server`: settings for `serve` / `web` (`ServerConfig`). */
export const serverShape = struct(
  { port: positiveInt, hostname: str, mdns: bool, mdnsDomain: str, cors: stringList },
  { identifier: 'ServerConfig' },
);

/** One `command.<name>` entry: `template` is required. */
export const commandShape = struct({
  template: req(str),
  description: str,
  agent: str,
  model: str,
  variant: str,
  subtask: bool,
});

/** `skills`: extra skill folders and URLs. */
export const skillsShape = struct({ paths: stringList, urls: stringList });

/** `watcher`: file watcher ignores. */
export const watcherShape = struct({ ignore: stringList });

/** One `plugin` entry: a spec string, or `[spec, options]`. */
export const pluginSpec: Decoder = union([str, tupleOf([str, record(anything)])]);

/** One `references.<name>` / `reference.<name>` entry: a git URL, a git repository, or a local directory. */
export const referenceEntry: Decoder = union([
  str,
  struct({ repository: req(str), branch: str, description: str, hidden: bool }),
  struct({ path: req(str), description: str, hidden: bool }),
]);

/** `references` (current) and `reference` (deprecated): named git or local directory references. */
export const referencesShape = record(referenceEntry);

/** One `formatter.<name>` entry. */
const formatterEntry = struct({ disabled: bool, command: stringList, environment: record(str), extensions: stringList });

/** `formatter`: false/true, or a map of formatter entries. */
export const formatterShape: Decoder = union([bool, record(formatterEntry)]);

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

/** One `experimental.policies` entry. */
const policyShape = struct({
  action: req(literal('provider.use')),
  effect: req(literals(['allow', 'deny'], 'Policy.Effect')),
  resource: req(str),
});

/** `experimental`: feature flags. */
export const experimentalShape = struct({
  disable_paste_summary: bool,
  batch_tool: bool,
  openTelemetry: bool,
  primary_tools: stringList,
  continue_loop_on_deny: bool,
  mcp_timeout: positiveInt,
  policies: arrayOf(policyShape),
});

/** `enterprise`: enterprise server URL. */
export const enterpriseShape = struct({ url: str });

/** `attachment`: attachment processing (`AttachmentConfig`). */
export const attachmentShape = struct(
  {
    image: struct(
      { auto_resize: bool, max_width: positiveInt, max_height: positiveInt, max_base64_bytes: positiveInt },
      { identifier: 'ImageAttachmentConfig' },
    ),
  },
  { identifier: 'AttachmentConfig' },
);

/** `layout`: deprecated layout switch (`LayoutConfig`). */
export const layoutShape = literals(['auto', 'stretch'], 'LayoutConfig');

/** Share modes. */
export const shareShape = literals(['manual', 'auto', 'disabled']);

/** `autoupdate`: a boolean or `"notify"`. */
export const autoupdateShape: Decoder = union([bool, literal('notify')]);

/** Log levels (`LogLevel`). */
export const logLevelShape = literals(['DEBUG', 'INFO', 'WARN', 'ERROR'], 'LogLevel');

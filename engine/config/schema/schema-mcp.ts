import { type Decoder, between, bool, checked, isInt, literal, num, positiveInt, str, union } from './schema-decoder.ts';
import { arrayOf, record, req, struct } from './schema-struct.ts';

/** OAuth settings of a remote MCP server. */
const mcpOAuth = struct({ clientId: str, clientSecret: str, scope: str, callbackPort: checked(num, [isInt, between(1, 65535)]), redirectUri: str });

/** A local MCP server: `type: "local"` and a required `command`. */
const mcpLocal = struct({
  type: req(literal('local')),
  command: req(arrayOf(str)),
  cwd: str,
  environment: record(str),
  enabled: bool,
  timeout: positiveInt,
});

/** A remote MCP server: `type: "remote"` and a required `url`. */
const mcpRemote = struct({
  type: req(literal('remote')),
  url: req(str),
  enabled: bool,
  headers: record(str),
  oauth: union([mcpOAuth, literal(false)]),
  timeout: positiveInt,
});

/**
 * One `mcp.<name>` entry: a local or remote server (picked by `type`), or just `{enabled}` to toggle
 * an inherited one. An entry matching neither reports both alternatives.
 */
export const mcpShape: Decoder = union([union([mcpLocal, mcpRemote]), struct({ enabled: req(bool) })]);

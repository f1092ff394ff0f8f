/** The table's nodes for servers and tools the agent runs: MCP, LSP, formatters, commands, references, plugins, policies. */
import { type SchemaNode, boolean, literal, literals, number, positiveInt, record, refine, required, scoped, string, stringMap, strings, struct, tuple, union, unknown } from './schema-node.ts';

/** A local MCP server: `type: "local"` and a required `command`. */
const mcpLocal = scoped(
  'mcpLocal',
  struct({ type: required(literal('local')), command: required(strings()), cwd: string(), environment: stringMap(), enabled: boolean(), timeout: positiveInt() }),
);

const mcpOAuth = struct({
  clientId: string(),
  clientSecret: string(),
  scope: string(),
  callbackPort: refine(number(), [{ kind: 'int' }, { kind: 'between', min: 1, max: 65535 }]),
  redirectUri: string(),
});

/** A remote MCP server: `type: "remote"` and a required `url`. */
const mcpRemote = scoped(
  'mcpRemote',
  struct({ type: required(literal('remote')), url: required(string()), enabled: boolean(), headers: stringMap(), oauth: union([mcpOAuth, literal(false)]), timeout: positiveInt() }),
);

/** One `mcp.<name>` entry: a local or remote server (picked by `type`), or `{enabled}` alone to toggle an inherited one. */
export const mcpEntry: SchemaNode = scoped('mcp', union([union([mcpLocal, mcpRemote]), scoped('mcpToggle', struct({ enabled: required(boolean()) }))]));

/** One `lsp.<id>` entry: `{disabled: true}`, or a server with a required `command`. */
const lspEntry = union([
  struct({ disabled: required(literal(true)) }),
  struct({ command: required(strings()), extensions: strings(), disabled: boolean(), env: stringMap(), initialization: record(unknown()) }),
]);

/** `lsp`: false/true, or a map of servers where a custom (not built-in) server names its extensions. */
export const lspConfig: SchemaNode = scoped('lsp', refine(union([boolean(), record(lspEntry)]), [{ kind: 'lsp-extensions' }]));

/** `formatter`: false/true, or a map of formatters. */
export const formatterConfig: SchemaNode = scoped(
  'formatter',
  union([boolean(), record(struct({ disabled: boolean(), command: strings(), environment: stringMap(), extensions: strings() }))]),
);

/** One `command.<name>` entry: `template` is required. */
export const commandEntry: SchemaNode = scoped(
  'command',
  struct({ template: required(string()), description: string(), agent: string(), model: string(), variant: string(), subtask: boolean() }),
);

/** One `references.<name>` entry: a git URL, a git repository, or a local directory. */
export const referenceEntry: SchemaNode = scoped(
  'reference',
  union([
    string(),
    scoped('referenceGit', struct({ repository: required(string()), branch: string(), description: string(), hidden: boolean() })),
    scoped('referenceLocal', struct({ path: required(string()), description: string(), hidden: boolean() })),
  ]),
);

/** One `plugin` entry: a spec string, or `[spec, options]`. */
export const pluginSpec: SchemaNode = union([string(), tuple([string(), record(unknown())])]);

/** One `experimental.policies` entry. */
export const policyEntry: SchemaNode = scoped(
  'policy',
  struct({ action: required(union([literal('provider.use')])), effect: required(literals(['allow', 'deny'], 'Policy.Effect')), resource: required(string()) }),
);

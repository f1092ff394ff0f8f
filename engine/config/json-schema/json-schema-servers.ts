import type { JsonSchema } from './json-schema-permission.ts';
import { bool, mapOf, object, oneOfStrings, positiveInt, str, stringMap, strings } from './json-schema-parts.ts';

const mcpLocal = object(
  'A local MCP server: runs `command`.',
  {
    type: { type: 'string', const: 'local', description: 'Server kind.' },
    command: strings('Command and arguments.'),
    environment: stringMap('Environment variables.'),
    enabled: bool('Enable or disable the server; a later layer can flip just this.'),
    timeout: positiveInt('Request timeout in milliseconds.'),
  },
  ['type', 'command'],
);

const mcpOAuth = object('OAuth settings.', { clientId: str('Client id.'), clientSecret: str('Client secret.'), scope: str('Scopes.'), redirectUri: str('Redirect URI.') });

const mcpRemote = object(
  'A remote MCP server: connects to `url`.',
  {
    type: { type: 'string', const: 'remote', description: 'Server kind.' },
    url: str('Server URL.'),
    enabled: bool('Enable or disable the server; a later layer can flip just this.'),
    headers: stringMap('HTTP headers.'),
    oauth: { description: 'OAuth settings, or false to turn OAuth detection off.', anyOf: [mcpOAuth, { type: 'boolean', const: false }] },
    timeout: positiveInt('Request timeout in milliseconds.'),
  },
  ['type', 'url'],
);

/** One `mcp.<name>` entry: local, remote, or just `{enabled}` to toggle an inherited server. */
export const mcpSchema: JsonSchema = {
  description: 'MCP server. `local` runs `command`; `remote` connects to `url`; `{enabled}` alone toggles a server from another layer. Tools appear as `<server>_<tool>`.',
  anyOf: [mcpLocal, mcpRemote, object('Toggle a server defined elsewhere.', { enabled: bool('Enable or disable the server.') }, ['enabled'])],
};

/** `lsp`: false/true, or a map of servers; a custom server needs `extensions`. */
export const lspSchema: JsonSchema = {
  description: 'LSP servers: false disables, true enables built-ins, an object configures them. A custom (not built-in) server must list its `extensions`.',
  anyOf: [
    { type: 'boolean' },
    mapOf('LSP servers by id.', {
      anyOf: [
        object('Disable this server.', { disabled: { type: 'boolean', const: true, description: 'Disable this server.' } }, ['disabled']),
        object(
          'A server to run.',
          {
            command: strings('Command and arguments.'),
            extensions: strings('File extensions this server handles (required for custom servers).'),
            disabled: bool('Disable this server.'),
            env: stringMap('Environment variables.'),
            initialization: { type: 'object', description: 'Initialization options sent to the server.', additionalProperties: {} },
          },
          ['command'],
        ),
      ],
    }),
  ],
};

/** `formatter`: false/true, or a map of formatters. */
export const formatterSchema: JsonSchema = {
  description: 'Formatters: false disables, true enables built-ins, an object configures them.',
  anyOf: [
    { type: 'boolean' },
    mapOf(
      'Formatters by id.',
      object('One formatter.', {
        disabled: bool('Disable this formatter.'),
        command: strings('Command and arguments (`$FILE` is the file).'),
        environment: stringMap('Environment variables.'),
        extensions: strings('File extensions this formatter handles.'),
      }),
    ),
  ],
};

/** One `command.<name>` entry. */
export const commandSchema: JsonSchema = object(
  'One command.',
  { template: str('Prompt template (required).'), description: str('Description.'), agent: str('Agent to run it.'), model: str('Model.'), subtask: bool('Run as a subtask.') },
  ['template'],
);

/** `references` / `reference`: named git URLs or directories. */
export const referencesSchema = (description: string, deprecated?: boolean): JsonSchema => ({
  ...mapOf(description, {
    anyOf: [
      { type: 'string', description: 'A git URL.' },
      object('A reference by fields.', { repository: str('Git repository.'), path: str('Local directory.'), branch: str('Branch.') }),
    ],
  }),
  ...(deprecated ? { deprecated } : {}),
});

/** One `experimental.policies` entry. */
export const policySchema: JsonSchema = object(
  'A policy.',
  {
    action: { type: 'string', const: 'provider.use', description: 'What the policy governs.' },
    effect: oneOfStrings(['allow', 'deny'], 'Allow or deny.'),
    resource: str('The resource pattern.'),
  },
  ['action', 'effect', 'resource'],
);

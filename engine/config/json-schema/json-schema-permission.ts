import { ACTION_ONLY_PERMISSION_KEYS, KNOWN_PERMISSION_KEYS, PERMISSION_ACTIONS } from '../schema/schema-permission.ts';

/** A JSON Schema (draft-07) node, as far as the editor schema uses it. */
export interface JsonSchema {
  readonly $schema?: string;
  readonly $id?: string;
  readonly title?: string;
  readonly description?: string;
  readonly markdownDescription?: string;
  readonly type?: string | readonly string[];
  readonly enum?: readonly (string | number | boolean)[];
  readonly enumDescriptions?: readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly required?: readonly string[];
  readonly const?: string | number | boolean;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly $ref?: string;
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly deprecated?: boolean;
  readonly default?: unknown;
}

const ACTION_DESCRIPTIONS: Readonly<Record<(typeof PERMISSION_ACTIONS)[number], string>> = {
  ask: 'Ask the user before running; they can approve once, always (instance-wide), or reject.',
  allow: 'Run without asking.',
  deny: 'Refuse the call; a `*` deny that is the last matching rule also hides the tool from the model.',
};

/** `allow | ask | deny` with a description per action. */
export const actionSchema: JsonSchema = {
  description: 'Permission action. Exactly `ask`, `allow` or `deny` (case-sensitive).',
  type: 'string',
  enum: PERMISSION_ACTIONS,
  enumDescriptions: PERMISSION_ACTIONS.map((action) => ACTION_DESCRIPTIONS[action]),
};

/** A `{pattern: action}` map: rules in written order, the last matching one wins. */
export const patternMapSchema: JsonSchema = {
  description:
    'Pattern → action. Patterns are wildcards: `*` matches anything including `/`, `?` one character, a trailing ` *` makes arguments optional. Order matters: the LAST matching pattern wins, so put catch-alls like `"*"` first.',
  type: 'object',
  additionalProperties: { $ref: '#/definitions/action' },
};

const PERMISSION_DESCRIPTIONS: Readonly<Record<string, string>> = {
  read: 'Read tool. Patterns match the file path RELATIVE to the worktree (e.g. `src/a.ts`, `../x/.env`). Default: allow, `*.env` / `*.env.*` ask.',
  edit: 'Edit, write and apply_patch tools (all ask as `edit`). Patterns match worktree-relative paths.',
  glob: 'Glob tool. Patterns match the glob string the model passes.',
  grep: 'Grep tool. Patterns match the regex the model passes.',
  list: 'List tool. Patterns match the listed path.',
  bash: 'Shell tool. Each parsed command (e.g. `git status --porcelain`) is matched separately; `git *` matches `git` and `git <anything>`.',
  task: 'Task tool (subagents). Patterns match the subagent name; denied subagents are also hidden from the task list.',
  external_directory: 'Any tool touching a path outside the cwd and worktree. Patterns match the absolute `<dir>/*` of the target; `~` and `$HOME` expand.',
  lsp: 'LSP tool. Asks with pattern `*`.',
  skill: 'Skill tool. Patterns match the skill name.',
  todowrite: 'Todo list tool. Action only (no pattern map).',
  question: 'Question tool (the model asks the user). Action only. Denied by default for every agent except build and plan.',
  webfetch: 'Web fetch tool. Action only in the config schema (a pattern map is rejected).',
  websearch: 'Web search tool. Action only.',
  doom_loop: 'Asked after 3 identical consecutive calls of the same tool. Action only. Default: ask.',
};

/** The known permission keys with their schema and hover text. */
function knownPermissionProperties(): Record<string, JsonSchema> {
  const actionOnly: ReadonlySet<string> = new Set(ACTION_ONLY_PERMISSION_KEYS);
  const properties: Record<string, JsonSchema> = {};
  for (const key of KNOWN_PERMISSION_KEYS) {
    properties[key] = actionOnly.has(key)
      ? { description: PERMISSION_DESCRIPTIONS[key], $ref: '#/definitions/action' }
      : { description: PERMISSION_DESCRIPTIONS[key], anyOf: [{ $ref: '#/definitions/action' }, { $ref: '#/definitions/patternMap' }] };
  }
  return properties;
}

/** The `permission` value: a bare action (= `{"*": action}`) or an ordered map of permission → rule. */
export const permissionSchema: JsonSchema = {
  description:
    'Tool permissions. Key order is precedence: rules are evaluated in the order written and the LAST match wins (integer-like keys such as "0" jump to the front). A bare action means `{"*": action}`. Unknown keys (MCP tools, custom tools, globs like `mcp_*`) accept an action or a pattern map.',
  anyOf: [
    { $ref: '#/definitions/action' },
    {
      type: 'object',
      properties: knownPermissionProperties(),
      additionalProperties: { anyOf: [{ $ref: '#/definitions/action' }, { $ref: '#/definitions/patternMap' }] },
    },
  ],
};

/** Legacy `tools` booleans. */
export const toolsSchema: JsonSchema = {
  description:
    'Deprecated: use `permission`. Tool id → enabled. Folded into permission (`true` → allow, `false` → deny; write/edit/patch → `edit`). The folded keys come first, so an explicit `permission` entry for the same key wins.',
  type: 'object',
  additionalProperties: { type: 'boolean' },
  deprecated: true,
};

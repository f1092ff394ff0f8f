import { bool, str } from './json-schema-parts.ts';
import { type JsonSchema, permissionSchema, toolsSchema } from './json-schema-permission.ts';
import { AGENT_MODES, AGENT_THEME_COLORS } from '../schema/schema-agent.ts';

/** One agent (`agent.<name>`, `mode.<name>`, a markdown agent's frontmatter). Unknown fields are allowed. */
export const agentSchema: JsonSchema = {
  type: 'object',
  description: 'One agent. Unknown fields are passed to the provider as `options` (and stay on the entry).',
  properties: {
    model: str('Model as `provider/model`.'),
    variant: str('Default model variant (only with the agent\'s own model).'),
    temperature: { type: 'number', description: 'Sampling temperature.' },
    top_p: { type: 'number', description: 'Nucleus sampling.' },
    prompt: str('System prompt. `{file:path}` includes a file.'),
    tools: toolsSchema,
    disable: bool('Remove this agent.'),
    description: str('When to use this agent (shown to the task tool).'),
    mode: { type: 'string', enum: AGENT_MODES, description: '`primary` (user-selectable), `subagent` (task tool only) or `all`. Default for custom agents: `all`.' },
    hidden: bool('Hide from the @ menu (subagents only).'),
    options: { type: 'object', description: 'Provider options; unknown agent fields are merged over these.', additionalProperties: {} },
    color: {
      description: 'Hex color `#RRGGBB` or a theme color.',
      anyOf: [{ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, { type: 'string', enum: AGENT_THEME_COLORS }],
    },
    steps: { type: 'integer', exclusiveMinimum: 0, description: 'Maximum agentic iterations before a text-only answer.' },
    maxSteps: { type: 'integer', exclusiveMinimum: 0, description: 'Deprecated: use `steps` (copied there).', deprecated: true },
    permission: { ...permissionSchema, description: 'Agent permissions, appended AFTER the defaults and the global `permission` (so they win).' },
  },
  additionalProperties: {},
};

/** `agent` / `mode`: named built-ins plus any custom agent, all with the agent schema. */
export function agentMapSchema(description: string, names: readonly string[], deprecated?: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const name of names) properties[name] = agentSchema;
  return { type: 'object', description, properties, additionalProperties: agentSchema, ...(deprecated ? { deprecated } : {}) };
}

/** `schema` vectors: one value through the config check (`as: "config"`) or the agent check (`as: "agent"`). */
import { decodeAgentValue, validateConfig } from '../../config/schema/schema.ts';
import type { ConfigIssue } from '../../config/schema/schema.ts';
import type { VectorKind } from '../vector-kind.ts';

interface SchemaInput {
  readonly config?: unknown;
  readonly as?: string;
}

/** The reference's `{path, message}` issue with string path elements. */
function toVectorIssue(issue: ConfigIssue): { path: string[]; message: string } {
  return { path: issue.path.map(String), message: issue.message };
}

/** `schema` vectors: `{ok: true, value}` or `{ok: false, issues}` (order of issues matters). */
export const schemaKind: VectorKind = {
  run(raw: unknown) {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as SchemaInput;
    const result = input.as === 'agent' ? decodeAgentValue(input.config) : validateConfig(input.config, 'schema');
    if (result.value !== null && result.issues.length === 0) return { ok: true, value: result.value };
    return { ok: false, issues: result.issues.map(toVectorIssue) };
  },
};

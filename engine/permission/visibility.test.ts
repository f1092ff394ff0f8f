import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { disabledKind } from '../conformance/kinds/disabled.ts';
import { runVectors } from '../conformance/run-vectors.ts';
import { nodeHost } from '../../cli/cli.ts';
import { readVectorFiles as readVectorFilesWith } from '../../cli/read-vectors.ts';

const readVectorFiles = (targets: readonly string[]) => readVectorFilesWith(nodeHost, targets);
import type { Rule } from './rule.ts';
import { disabledTools, explainVisibility, TOOL_PERMISSION_ALIASES, toolPermission } from './visibility.ts';

const vectors = readVectorFiles([fileURLToPath(new URL('../../../shared/vectors/disabled.jsonl', import.meta.url))]);

describe('disabled vectors', () => {
  it.each(vectors.map((v) => [v.id, v] as const))('%s', async (_id, vector) => {
    const [result] = await runVectors([vector], { disabled: disabledKind });
    expect(result?.problems).toEqual([]);
  });
});

const r = (permission: string, pattern: string, action: Rule['action']): Rule => ({ permission, pattern, action });

describe('toolPermission', () => {
  it('has the reference table', () => {
    expect(TOOL_PERMISSION_ALIASES).toEqual({ edit: 'edit', write: 'edit', apply_patch: 'edit', list_mcp_resources: 'read', list_mcp_resource_templates: 'read', read_mcp_resource: 'read' });
  });
  it.each([
    ['write', 'edit'],
    ['apply_patch', 'edit'],
    ['patch', 'patch'],
    ['multiedit', 'multiedit'],
    ['read_mcp_resource', 'read'],
    ['bash', 'bash'],
    ['toString', 'toString'],
    ['__proto__', '__proto__'],
  ])('%s → %s', (tool, permission) => expect(toolPermission(tool)).toBe(permission));
});

describe('explainVisibility', () => {
  it('names the last rule for the permission, patterns ignored', () => {
    const rules = [r('*', '*', 'deny'), r('bash', 'rm *', 'deny')];
    expect(explainVisibility('bash', rules)).toEqual({ tool: 'bash', permission: 'bash', hidden: false, lastRule: { rule: rules[1], index: 1 } });
    expect(explainVisibility('write', rules)).toEqual({ tool: 'write', permission: 'edit', hidden: true, lastRule: { rule: rules[0], index: 0 } });
    expect(explainVisibility('x', [])).toEqual({ tool: 'x', permission: 'x', hidden: false, lastRule: null });
  });
  it('sorts by code unit and de-duplicates', () => {
    expect(disabledTools(['b', 'B', 'a', 'b', '_'], [r('*', '*', 'deny')])).toEqual(['B', '_', 'a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { BUILTIN_TOOL_IDS, BUILTIN_TOOLS, TOOL_PARAMETERS } from './builtin-tools.ts';

describe('the built-in tool table', () => {
  it('lists the registered tools in playground order', () => {
    expect(BUILTIN_TOOLS).toEqual(['bash', 'read', 'edit', 'write', 'apply_patch', 'glob', 'grep', 'webfetch', 'websearch', 'task', 'skill', 'todowrite', 'lsp', 'question']);
  });

  it('gives the harness queries in the harness order', () => {
    expect(BUILTIN_TOOL_IDS).toEqual(['bash', 'read', 'edit', 'write', 'glob', 'grep', 'task', 'webfetch', 'todowrite']);
  });

  it.each([
    ['bash', 'command'],
    ['read', 'filePath'],
    ['apply_patch', 'patchText'],
    ['task', 'subagent_type'],
    ['skill', 'name'],
  ])('%s is called with %s', (tool, key) => expect(TOOL_PARAMETERS[tool]?.key).toBe(key));

  it.each(['todowrite', 'lsp', 'question', 'constructor', '__proto__', 'toString'])('%s has no parameter', (tool) => expect(Object.hasOwn(TOOL_PARAMETERS, tool)).toBe(false));
});

import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeShellParser } from '../../cli/cli.ts';
import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { patchFiles } from './tool-call-paths.ts';
import { toolCallRequests, toToolInput, type ToolCallContext, type ToolRequest } from './tool-call.ts';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadNodeShellParser();
});

const PROJECT = '/home/user/project';
const dirs = new Set(['/', '/home', '/home/user', PROJECT, `${PROJECT}/src`, '/etc', '/tmp']);
const ctx = (): ToolCallContext => ({ cwd: PROJECT, worktree: PROJECT, home: '/home/user', isDir: (p) => dirs.has(p), parser });
const ext = (glob: string): ToolRequest => ({ permission: 'external_directory', patterns: [glob], always: [glob] });

describe('toolCallRequests', () => {
  const cases: readonly { tool: string; input: Record<string, unknown>; requests: ToolRequest[] }[] = [
    { tool: 'read', input: { filePath: 'src/a.ts' }, requests: [{ permission: 'read', patterns: ['src/a.ts'], always: ['*'] }] },
    { tool: 'read', input: { filePath: `${PROJECT}/.env` }, requests: [{ permission: 'read', patterns: ['.env'], always: ['*'] }] },
    { tool: 'read', input: { filePath: '../other/.env' }, requests: [ext('/home/user/other/*'), { permission: 'read', patterns: ['../other/.env'], always: ['*'] }] },
    { tool: 'read', input: { filePath: '/etc' }, requests: [ext('/etc/*'), { permission: 'read', patterns: ['../../../etc'], always: ['*'] }] },
    { tool: 'edit', input: { filePath: 'secrets/key.txt' }, requests: [{ permission: 'edit', patterns: ['secrets/key.txt'], always: ['*'] }] },
    { tool: 'write', input: { filePath: '/tmp/out.txt' }, requests: [ext('/tmp/*'), { permission: 'edit', patterns: ['../../../tmp/out.txt'], always: ['*'] }] },
    {
      tool: 'apply_patch',
      input: { patchText: '*** Begin Patch\n*** Update File: a.ts\n*** Move to: b.ts\n*** Add File: /tmp/n.ts\n*** End Patch' },
      requests: [ext('/tmp/*'), { permission: 'edit', patterns: ['b.ts', '../../../tmp/n.ts'], always: ['*'] }],
    },
    { tool: 'glob', input: { pattern: '**/*.ts' }, requests: [{ permission: 'glob', patterns: ['**/*.ts'], always: ['*'] }] },
    { tool: 'grep', input: { pattern: 'TODO', path: '/etc' }, requests: [{ permission: 'grep', patterns: ['TODO'], always: ['*'] }, ext('/etc/*')] },
    { tool: 'webfetch', input: { url: 'https://x.dev' }, requests: [{ permission: 'webfetch', patterns: ['https://x.dev'], always: ['*'] }] },
    { tool: 'websearch', input: { query: 'q' }, requests: [{ permission: 'websearch', patterns: ['q'], always: ['*'] }] },
    { tool: 'task', input: { subagent_type: 'general' }, requests: [{ permission: 'task', patterns: ['general'], always: ['*'] }] },
    { tool: 'skill', input: { name: 'pdf' }, requests: [{ permission: 'skill', patterns: ['pdf'], always: ['pdf'] }] },
    { tool: 'todowrite', input: {}, requests: [{ permission: 'todowrite', patterns: ['*'], always: ['*'] }] },
    { tool: 'github_create_issue', input: { title: 'x' }, requests: [{ permission: 'github_create_issue', patterns: ['*'], always: ['*'] }] },
    { tool: 'question', input: {}, requests: [] },
    { tool: 'bash', input: { command: 'git status && rm -rf build' }, requests: [{ permission: 'bash', patterns: ['git status', 'rm -rf build'], always: ['git status *', 'rm *'] }] },
    { tool: 'bash', input: { command: 'cat /etc/passwd' }, requests: [ext('/etc/*'), { permission: 'bash', patterns: ['cat /etc/passwd'], always: ['cat *'] }] },
    { tool: 'bash', input: { command: 'export X=1' }, requests: [] },
  ];
  it.each(cases)('$tool $input', ({ tool, input, requests }) => {
    const result = toolCallRequests({ tool, input }, ctx());
    expect(result.kind === 'requests' ? result.requests : result).toEqual(requests);
  });

  it('bash without a loaded parser says so instead of guessing', () => {
    expect(toolCallRequests({ tool: 'bash', input: { command: 'ls' } }, { ...ctx(), parser: null })).toEqual({ kind: 'needs-parser' });
  });

  const hostile: readonly { tool: string; input: Record<string, unknown> }[] = [
    { tool: 'read', input: {} },
    { tool: 'edit', input: { filePath: 42 } },
    { tool: 'glob', input: { pattern: '*', path: ['x'] } },
    { tool: 'skill', input: { name: null } },
    { tool: 'bash', input: { command: { toString: 'rm' } } },
    { tool: 'bash', input: { command: 'ls', timeout: -1 } },
  ];
  it.each(hostile)('$tool with bad arguments fails before asking', ({ tool, input }) => {
    const result = toolCallRequests({ tool, input }, ctx());
    expect(result.kind).toBe('error');
    if (result.kind === 'error') expect(result.error.message).toMatch(new RegExp(`^The ${tool} tool was called with invalid arguments`));
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('the tool name %j is just another custom tool', (tool) => {
    expect(toolCallRequests({ tool, input: {} }, ctx())).toEqual({ kind: 'requests', requests: [{ permission: tool, patterns: ['*'], always: ['*'] }] });
  });
});

describe('toToolInput and patchFiles', () => {
  it.each([
    ['bash', 'ls', { command: 'ls' }],
    ['read', 'a', { filePath: 'a' }],
    ['todowrite', 'ignored', {}],
    ['constructor', 'x', {}],
  ] as const)('%s %j', (tool, text, input) => expect(toToolInput(tool, text)).toEqual(input));

  it('builds a patch from paths and reads its headers back', () => {
    const input = toToolInput('apply_patch', 'a.ts, b/c.ts');
    expect(patchFiles(input.patchText as string)).toEqual([{ path: 'a.ts' }, { path: 'b/c.ts' }]);
  });

  it.each(['', '*** Move to: orphan', '***  Add File: ', 'garbage\n\n'])('a patch with no file headers touches nothing: %j', (text) => {
    expect(patchFiles(text)).toEqual([]);
  });
});

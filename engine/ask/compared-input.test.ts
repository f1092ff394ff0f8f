import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeShellParser } from '../../cli/cli.ts';
import type { ShellParser } from '../shell/parse/shell-parser.ts';
import { shellRequests } from '../shell/shell-requests.ts';
import { scenarioDirs } from '../tools/scenario-dirs.ts';
import { toolCallRequests } from '../tools/tool-call.ts';
import { relativeTo, toComparedInput, unknownShellPaths, type ComparedPlace } from './compared-input.ts';

const W = '/home/user/project';
const place = (over: Partial<ComparedPlace> = {}): ComparedPlace => ({ files: [{ path: `${W}/agentforge.json`, text: '{}' }, { path: '/home/user/notes/todo.md', text: '' }], cwd: W, worktree: W, home: '/home/user', platform: 'linux', ...over });
const SUB = place({ cwd: `${W}/packages/app` });

describe('toComparedInput', () => {
  it.each([
    // permission, input, place, compared value, kind, external pattern
    ['read', 'src/a.ts', place(), 'src/a.ts', 'worktree-relative', null],
    ['read', `${W}/src/a.ts`, place(), 'src/a.ts', 'worktree-relative', null],
    ['read', 'src/a.ts', SUB, 'packages/app/src/a.ts', 'worktree-relative', null],
    ['edit', '../x.ts', SUB, 'packages/x.ts', 'worktree-relative', null],
    ['edit', '/etc/passwd', place(), '../../../etc/passwd', 'worktree-relative', '/etc/*'],
    ['read', '/home/user/.env', place(), '../.env', 'worktree-relative', '/home/user/*'],
    ['read', W, place(), '', 'worktree-relative', null],
    ['read', '../../../../../../etc/shadow', place(), '../../../etc/shadow', 'worktree-relative', '/etc/*'],
    // The file tools never expand `~`: it is a folder named `~` in the cwd.
    ['read', '~/notes/todo.md', place(), '~/notes/todo.md', 'worktree-relative', null],
    ['edit', '~root/.ssh/keys', place(), '~root/.ssh/keys', 'worktree-relative', null],
    // A folder the scenario knows is asked as itself; an unknown path's parent is asked.
    ['read', '/home/user/notes', place(), '../notes', 'worktree-relative', '/home/user/notes/*'],
    ['read', '/tmp', place(), '../../../tmp', 'worktree-relative', '/*'],
    ['external_directory', '/tmp/x/*', place(), '/tmp/x/*', 'absolute', null],
    ['external_directory', '../other/*', place(), '/home/user/other/*', 'absolute', null],
    ['external_directory', '../other/*', SUB, `${W}/packages/other/*`, 'absolute', null],
    ['external_directory', '~/notes/*', place(), '/home/user/notes/*', 'absolute', null],
    ['external_directory', '~', place(), '/home/user', 'absolute', null],
    ['external_directory', '~root/x', place(), `${W}/~root/x`, 'absolute', null],
    ['bash', 'git status && rm -rf /', place(), 'git status && rm -rf /', 'whole-command', null],
    ['bash', 'cat <<EOF\nhi\nEOF', place(), 'cat <<EOF\nhi\nEOF', 'whole-command', null],
    ['webfetch', 'https://x.test', place(), 'https://x.test', 'as-typed', null],
    ['__proto__', '<script>alert(1)</script>', place(), '<script>alert(1)</script>', 'as-typed', null],
  ] as const)('%s %j -> %j', (permission, input, where, value, kind, external) => {
    const c = toComparedInput(permission, input, where);
    expect(c.value).toBe(value);
    expect(c.kind).toBe(kind);
    expect(c.external?.pattern ?? null).toBe(external);
  });

  it.each([
    ['read', '~/notes/todo.md', 'does not expand "~"'],
    ['read', `${W}/src/a.ts`, '"src/a.ts"'],
    ['read', 'src/a.ts', 'relative to the worktree'],
    ['external_directory', '~/notes/*', 'shell tool expands it'],
    ['external_directory', '~root/x', '"~root" is not expanded'],
    ['external_directory', 'rel/*', 'resolved against the cwd'],
  ])('%s %s says %s', (permission, input, words) => {
    expect(toComparedInput(permission, input, place()).note).toContain(words);
  });

  it('says when an outside path is not among the scenario files, and not when it is', () => {
    expect(toComparedInput('read', '/tmp/x.log', place()).unknownPath).toBe('/tmp/x.log');
    expect(toComparedInput('read', '/tmp/x.log', place()).unknownNote).toContain('"/tmp/x.log/*"');
    expect(toComparedInput('read', '/home/user/notes/todo.md', place()).unknownPath).toBeNull();
    expect(toComparedInput('read', 'src/nowhere.ts', place()).unknownPath).toBeNull();
  });

  it('folds case and backslashes on win32', () => {
    const c = toComparedInput('read', 'c:\\Users\\Me\\Proj\\src\\a.ts', place({ cwd: 'C:\\Users\\me\\proj', worktree: 'C:\\Users\\me\\proj', home: 'C:\\Users\\me', files: [], platform: 'win32' }));
    expect(c.value).toBe('src/a.ts');
    expect(c.external).toBeNull();
  });

  it.each([
    ['very long', `${W}/${'a/'.repeat(5000)}x`, `${'a/'.repeat(5000)}x`],
    ['NUL and control characters', 'a\u0000b\u0007\u001b[31m.ts', 'a\u0000b\u0007\u001b[31m.ts'],
    ['only dots', '././.', ''],
    ['empty', '', ''],
    ['slashes only', '////', '../../..'],
  ])('copes with %s input', (_name, input, value) => {
    expect(toComparedInput('edit', input, place()).value).toBe(value);
  });

  // The Tester's compared string is the pattern the tool itself asks with.
  it.each([
    ['read', 'filePath', 'src/a.ts', W],
    ['read', 'filePath', '/etc/passwd', W],
    ['read', 'filePath', '~/x', W],
    ['read', 'filePath', '/home/user/notes', W],
    ['edit', 'filePath', '../../x', `${W}/packages/app`],
    ['edit', 'filePath', '/home/user/project2/a', W],
  ])('%s %s=%s agrees with the tool (cwd %s)', (tool, key, input, cwd) => {
    const where = place({ cwd });
    const built = toolCallRequests({ tool, input: { [key]: input } }, { cwd, worktree: W, home: '/home/user', isDir: scenarioDirs(where), parser: null });
    if (built.kind !== 'requests') throw new Error('no requests');
    const c = toComparedInput(tool, input, where);
    const own = built.requests.find((r) => r.permission === tool)!;
    const outside = built.requests.find((r) => r.permission === 'external_directory');
    expect(c.value).toBe(own.patterns[0]);
    expect(c.external?.pattern ?? null).toBe(outside?.patterns[0] ?? null);
  });
});

describe('relativeTo', () => {
  it.each([
    ['/a/b', '/a/b/c', 'c'],
    ['/a/b', '/a/c', '../c'],
    ['/a/b/', '/a/b/./c/../d', 'd'],
    ['/a/b', '/a/b', ''],
  ])('%s -> %s = %s', (from, to, want) => expect(relativeTo(from, to, 'linux')).toBe(want));
});

describe('unknownShellPaths', () => {
  let parser: ShellParser;
  beforeAll(async () => {
    parser = await loadNodeShellParser();
  });
  const shell = (command: string) => shellRequests(parser, { command, cwd: W, worktree: W, home: '/home/user', isDir: scenarioDirs(place()) });

  it.each([
    ['cd /tmp', [['/tmp', '/*', '/tmp/*']]],
    ['cat /etc/passwd', [['/etc/passwd', '/etc/*', '/etc/passwd/*']]],
    ['cat ~/notes/todo.md', []],
    ['cd ~/notes', []],
    ['ls /tmp', []],
    ['cat src/a.ts', []],
    ['rm -rf /tmp/a && rm /tmp/a', [['/tmp/a', '/tmp/*', '/tmp/a/*']]],
  ] as const)('%s', (command, want) => {
    expect(unknownShellPaths(shell(command), place()).map((u) => [u.resolved, u.asked, u.ifFolder])).toEqual(want);
  });

  it('words it', () => {
    expect(unknownShellPaths(shell('cd /tmp'), place())[0]?.note).toContain('"/tmp" is not among the scenario');
  });
});

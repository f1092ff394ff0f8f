import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeShellParser as loadShellParserNode } from '../../../cli/cli.ts';
import type { ShellParser } from './shell-parser.ts';
import { shellRequests, type ShellInput } from '../shell-requests.ts';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadShellParserNode();
});

const DIRS = new Set(['/', '/etc', '/tmp', '/home/user']);
function analyse(command: string, extra: Partial<ShellInput> = {}) {
  return shellRequests(parser, { command, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', isDir: (p) => DIRS.has(p), ...extra });
}

describe('segments (the explanation)', () => {
  it('lists asked commands in pre-order with their pattern and always pattern', () => {
    const { segments } = analyse('echo $(ls $(pwd)) 2>/dev/null');
    expect(segments.map((s) => (s.kind === 'asked' ? [s.pattern, s.always] : s.kind))).toEqual([
      ['echo $(ls $(pwd)) 2>/dev/null', 'echo *'],
      ['ls $(pwd)', 'ls *'],
      ['pwd', 'pwd *'],
    ]);
  });

  it('says why assignments, declarations, unset, tests, comments and cd are not asked', () => {
    const { segments, requests } = analyse('FOO=1; A=1 B=2; export X=$(cat /etc/passwd); unset X; [ -f x ]; cd /tmp # bye');
    expect(segments.map((s) => (s.kind === 'silent' ? `${s.reason}:${s.text}` : `asked:${s.pattern}`))).toEqual([
      'assignment:FOO=1',
      'assignment:A=1 B=2',
      'declaration:export X=$(cat /etc/passwd)',
      'asked:cat /etc/passwd',
      'unset:unset X',
      'test:[ -f x ]',
      'cd-like:cd /tmp',
      'comment:# bye',
    ]);
    for (const s of segments) if (s.kind === 'silent') expect(s.explanation.length).toBeGreaterThan(10);
    expect(requests).toEqual([
      { permission: 'external_directory', patterns: ['/etc/*', '/tmp/*'], always: ['/etc/*', '/tmp/*'] },
      { permission: 'bash', patterns: ['cat /etc/passwd'], always: ['cat *'] },
    ]);
  });

  it('does not report an assignment prefix separately from its command', () => {
    const { segments } = analyse('FOO=1 npm test');
    expect(segments).toHaveLength(1);
    expect(segments[0]).toMatchObject({ kind: 'asked', pattern: 'FOO=1 npm test', always: 'npm test *', tokens: ['npm', 'test'] });
  });

  it('names the argument behind each outside directory, and the cwd last', () => {
    const { directories, cwd } = analyse('cat /etc/passwd /etc/hosts; rm ../x', { workdir: '/tmp' });
    expect(cwd).toBe('/tmp');
    expect(directories.map((d) => [d.pattern, d.causes.map((c) => (c.kind === 'argument' ? c.argument : 'cwd'))])).toEqual([['/etc/*', ['/etc/passwd', '/etc/hosts']], ['/*', ['../x']], ['/tmp/*', ['cwd']]]);
  });

  it('marks a repeated pattern and keeps path verdicts on file commands', () => {
    const { segments } = analyse('rm -rf $HOME/x && rm -rf $HOME/x');
    expect(segments.map((s) => s.kind === 'asked' && s.isNewPattern)).toEqual([true, false]);
    expect(segments[0]?.pathChecks?.map((c) => (c.kind === 'skipped' ? c.reason : c.kind))).toEqual(['flag', 'dynamic']);
  });

  it('returns the parameter error and nothing else', () => {
    expect(analyse('ls', { timeout: 1.5 })).toMatchObject({ requests: [], segments: [], error: { name: 'ToolInvalidArgumentsError' } });
    expect(analyse('ls', { timeout: 1.5 }).error?.message).toContain('Expected an integer, got 1.5');
  });
});

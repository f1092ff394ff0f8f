import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeShellParser as loadShellParserNode } from '../../cli/cli.ts';
import type { ShellParser } from './parse/shell-parser.ts';
import { shellRequests } from './shell-requests.ts';

let parser: ShellParser;
beforeAll(async () => {
  parser = await loadShellParserNode();
});

function analyse(command: string, using: ShellParser = parser) {
  return shellRequests(using, { command, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', isDir: () => false });
}

function timed<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

describe('hostile input: never throws, never hangs, never runs anything', () => {
  it('takes a 100k-character command of 50,000 words in well under the test timeout', () => {
    const command = `echo ${'a '.repeat(50_000)}`;
    expect(command.length).toBeGreaterThan(100_000);
    const { result } = timed(() => analyse(command));
    expect(result.requests).toEqual([{ permission: 'bash', patterns: [command.trim()], always: ['echo *'] }]);
  });

  it('takes a 100k-character single argument', () => {
    const { result } = timed(() => analyse(`cat /tmp/${'x'.repeat(100_000)}`));
    expect(result.requests[0]).toEqual({ permission: 'external_directory', patterns: ['/tmp/*'], always: ['/tmp/*'] });
  });

  it('walks 1,000 nested $( … ) and asks each level', () => {
    const command = `${'$('.repeat(1000)}ls${')'.repeat(1000)}`;
    const { result } = timed(() => analyse(command));
    const bash = result.requests.find((r) => r.permission === 'bash');
    expect(bash?.patterns).toHaveLength(1001);
    expect(bash?.patterns.at(-1)).toBe('ls');
  });

  it.each([
    ['a double quote', 'echo "abc', ['echo']],
    ['a single quote', "echo 'abc", ['echo']],
    ['a backtick', 'echo `rm x', ['echo `rm x', 'rm x']],
    ['a substitution', 'echo $(rm x', ['echo $(rm x', 'rm x']],
    ['a bare $(', '$(', []],
    ['50,001 double quotes', '"'.repeat(50_001), ['"'.repeat(50_001)]],
  ])('unterminated: %s', (_label, command, patterns) => {
    expect(analyse(command).requests.find((r) => r.permission === 'bash')?.patterns ?? []).toEqual(patterns);
  });

  it('keeps NUL bytes as word characters', () => {
    const { requests } = analyse('rm \u0000x && r\u0000m -rf /');
    expect(requests.find((r) => r.permission === 'bash')?.patterns).toEqual(['rm \u0000x', 'r\u0000m -rf /']);
  });

  it('only reads $(rm -rf /): the substitution and the rm inside are asked', () => {
    expect(analyse('$(rm -rf /)').requests).toEqual([
      { permission: 'external_directory', patterns: ['/*'], always: ['/*'] },
      { permission: 'bash', patterns: ['$(rm -rf /)', 'rm -rf /'], always: ['$(rm -rf /) *', 'rm *'] },
    ]);
  });

  it('survives unbalanced and repeated operators', () => {
    for (const command of ['(('.repeat(5000), '{ '.repeat(5000), '`'.repeat(9999), '$('.repeat(5000), ';;'.repeat(5000), '|'.repeat(5000), ')'.repeat(5000)]) {
      expect(() => analyse(command)).not.toThrow();
    }
  });

  it('turns a WASM abort on a very deep tree into an error, and the parser still works afterwards', () => {
    const result = analyse(`${'ls | '.repeat(20_000)}ls`);
    if (result.error) expect(result.requests).toEqual([]);
    else expect(result.requests[0]?.patterns).toHaveLength(1);
    expect(analyse('echo ok').requests).toEqual([{ permission: 'bash', patterns: ['echo ok'], always: ['echo *'] }]);
  });

  it('cancels a parse past the optional budget with the reference error, then recovers', async () => {
    const budgeted = await loadShellParserNode({ timeoutMs: 20 });
    const slow = 'cat <<A; '.repeat(4000);
    const { result } = timed(() => analyse(slow, budgeted));
    expect(result.error).toEqual({ name: 'Error', message: 'Failed to parse command' });
    expect(analyse('ls', budgeted).requests).toEqual([{ permission: 'bash', patterns: ['ls'], always: ['ls *'] }]);
  });

  it('gives well-formed requests for arbitrary shell-ish text', () => {
    const alphabet = fc.constantFrom(...'ab /.~-*?[]$(){}`\'"\\|&;<>#=\n\t\u0000\u200b'.split(''), 'cd ', 'rm ', 'cat ', '<<EOF\n', 'EOF', '/etc', '..');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join('')), (command) => {
        const result = analyse(command);
        expect(result.error).toBeUndefined();
        expect(result.requests.length).toBeLessThanOrEqual(2);
        for (const request of result.requests) {
          if (request.permission === 'bash') {
            for (const pattern of request.patterns) expect(command.includes(pattern)).toBe(true);
            for (const always of request.always) expect(always.endsWith(' *')).toBe(true);
          } else {
            expect(request.always).toEqual(request.patterns);
            for (const pattern of request.patterns) expect(pattern.startsWith('/') && pattern.endsWith('*')).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

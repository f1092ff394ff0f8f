import { describe, expect, it } from 'vitest';
import { COMMAND_ARGS, type CommandName } from './args.ts';
import { nodeHost } from './cli.ts';
import type { CliHost } from './host.ts';
import { runCli } from './run-cli.ts';

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const host: CliHost = { ...nodeHost, env: {}, print: (t) => out.push(t), printError: (t) => err.push(t) };
  const code = await runCli(argv, host);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('runCli', () => {
  it('--version prints the package version and the reference', async () => {
    const r = await run('--version');
    expect(r).toEqual({ code: 0, out: 'agentforge-playground 0.1.0 (reproduces opencode 1.18.3, commit 3238daa8)', err: '' });
  });

  it.each(Object.keys(COMMAND_ARGS) as CommandName[])('%s --help prints its usage on stdout, exit 0', async (name) => {
    const r = await run(name, '--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(new RegExp(`^usage: agentforge-playground ${name} `));
    expect(r.err).toBe('');
  });

  it.each([
    ['no command', [], /a command is needed/, /^usage: agentforge-playground <command>/m],
    ['an unknown command', ['frobnicate'], /unknown command "frobnicate"/, /^commands:/m],
    ['an unknown tool option', ['--frob'], /unknown option "--frob"/, /^commands:/m],
    ['an unknown command option', ['explain', 'x.json', '--no-such-flag'], /unknown option --no-such-flag/, /^usage: agentforge-playground explain /m],
    ['a missing value', ['lint', 'x.json', '--max-warnings'], /--max-warnings <value>' argument missing/, /^usage: agentforge-playground lint /m],
    ['a bad --format', ['test', 'x.json', '--format', 'xml'], /--format must be one of text, json, junit, markdown/, /^usage: agentforge-playground test /m],
    ['a bad --max-warnings', ['lint', 'x.json', '--max-warnings', '-1'], /argument is ambiguous|whole number/, /^usage: agentforge-playground lint /m],
    ['--home without --scan', ['explain', 'x.json', '--home', '/h'], /--home goes with --scan/, /^usage: agentforge-playground explain /m],
    ['help for an unknown command', ['help', 'nope'], /unknown command "nope"/, /^commands:/m],
  ])('%s: exit 2, the reason and the usage on stderr, nothing on stdout', async (_name, argv, reason, usage) => {
    const r = await run(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(reason);
    expect(r.err).toMatch(usage);
  });

  it('an unreadable scenario is exit 2 with a one-line reason and no usage', async () => {
    const r = await run('test', '/nonexistent/x.json');
    expect(r).toEqual({ code: 2, out: '', err: 'cannot read /nonexistent/x.json: ENOENT' });
  });
});

import { describe, expect, it } from 'vitest';
import { COMMAND_ARGS, commandHelp, parseCommandArgs, toolHelp, usageLine, type CommandName } from './args.ts';
import { UsageError } from './cli-support.ts';

const NAMES = Object.keys(COMMAND_ARGS) as CommandName[];

describe('parseCommandArgs', () => {
  it.each([
    ['an unknown option after the operand', 'explain', ['x.json', '--no-such-flag'], /unknown option --no-such-flag/],
    ['an unknown option before the operand', 'explain', ['--no-such-flag', 'x.json'], /unknown option --no-such-flag/],
    ['an unknown short option', 'check', ['x.json', 'bash', '-rf'], /unknown option -r/],
    ['a missing value', 'check', ['x.json', 'edit', 'a', '--agent'], /--agent <value>' argument missing/],
    ['a value given to a flag', 'explain', ['x.json', '--json=yes'], /does not take an argument/],
    ['an option of another command', 'unlink', ['#s=1.x', '--apply'], /unknown option --apply/],
  ] as const)('%s is a usage error', (_name, command, args, message) => {
    expect(() => parseCommandArgs(command, args)).toThrow(UsageError);
    expect(() => parseCommandArgs(command, args)).toThrow(message);
  });

  it('reads flags, values and operands in any order; "--" ends the options', () => {
    const a = parseCommandArgs('check', ['--json', 'x.json', '--agent', 'plan', 'bash', '--', '-rf /']);
    expect(a.positionals).toEqual(['x.json', 'bash', '-rf /']);
    expect(a.flag('json')).toBe(true);
    expect(a.flag('raw')).toBe(false);
    expect(a.option('agent')).toBe('plan');
    expect(a.isHelp).toBe(false);
  });

  it('names the operand written right after --scan (it may be the directory), and none when an option follows', () => {
    expect(parseCommandArgs('check', ['--scan', 'dir', 'bash', 'ls']).afterScan).toBe(0);
    expect(parseCommandArgs('test', ['x.json', '--scan', 'dir']).afterScan).toBe(1);
    expect(parseCommandArgs('explain', ['--scan', '--json']).afterScan).toBeUndefined();
    expect(parseCommandArgs('explain', ['x.json']).afterScan).toBeUndefined();
  });

  it.each(NAMES)('%s takes --help and -h', (name) => {
    expect(parseCommandArgs(name, ['--help']).isHelp).toBe(true);
    expect(parseCommandArgs(name, ['-h']).isHelp).toBe(true);
  });
});

describe('help', () => {
  it.each(NAMES)('%s: the usage line and every option of its table', (name) => {
    const help = commandHelp(name);
    expect(help.startsWith(`${usageLine(name)}\n`)).toBe(true);
    for (const option of Object.keys(COMMAND_ARGS[name].options)) expect(help).toContain(`--${option}`);
  });

  it('the tool help lists every command and the exit codes', () => {
    const help = toolHelp();
    for (const name of NAMES) expect(help).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
    expect(help).toMatch(/exit codes: 0 .*; 1 .*; 2 /);
  });
});

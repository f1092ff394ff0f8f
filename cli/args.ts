/**
 * Every command's arguments in one table (one entry per command: add an option there), read with node:util's
 * parseArgs: an unknown option, a missing value or a value where none belongs is a UsageError (exit 2).
 */
import { parseArgs } from 'node:util';
import { UsageError } from './cli-support.ts';

/** One option: a flag or a `--name value`; `value` names the value in the help. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly help: string;
  readonly value?: string;
  readonly short?: string;
}

/** One command's arguments: its operands as the usage line shows them, a one-line summary, its options. */
export interface CommandSpec {
  readonly operands: string;
  readonly summary: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
}

/** The program's name, as the package's `bin` installs it. */
export const PROGRAM = 'agentforge-playground';

const json: OptionSpec = { type: 'boolean', help: 'machine-readable JSON on stdout' };
const scan: OptionSpec = { type: 'boolean', help: 'read this machine\'s real config (from [dir], else the working directory) instead of a scenario file' };
const keepHostFiles: OptionSpec = { type: 'boolean', help: 'keep the text of files read from outside the project and its config dirs (withheld by default)' };
const home: OptionSpec = { type: 'string', value: 'DIR', help: 'the home directory a scan reads the global config from (default: $HOME)' };

/** Every command's operands, summary and options (one entry per command). */
export const COMMAND_ARGS = {
  conformance: { operands: '<files or dirs...>', summary: 'run golden vector files; a table per kind, last line "N passed, M failed"', options: {} },
  explain: { operands: '<scenario.json> | --scan [dir]', summary: 'layers in merge order, diagnostics, the agent\'s rules, tools, probes, lints', options: { json, scan, home, 'keep-host-files': keepHostFiles } },
  check: {
    operands: '<scenario.json> | --scan [dir]  <permission> <input>',
    summary: 'one decision on one line; for bash every request and segment the shell tool makes',
    options: { agent: { type: 'string', value: 'NAME', help: 'decide as this agent' }, raw: { type: 'boolean', help: 'bash: match the whole string, without the shell tool\'s split' }, json, scan, home, 'keep-host-files': keepHostFiles },
  },
  test: {
    operands: '<scenario.json> [--scan [dir]]',
    summary: 'check every probe\'s expected action (against the scanned config with --scan); exit 1 on any failure',
    options: { format: { type: 'string', value: 'text|json|junit|markdown', help: 'the report\'s form (default text)' }, json: { type: 'boolean', help: 'the same as --format json' }, scan, home, 'keep-host-files': keepHostFiles },
  },
  lint: {
    operands: '<scenario.json> | --scan [dir]',
    summary: 'rules that never win, shell patterns, glob intuition, diagnostics; exit 1 on an error or too many warnings',
    options: {
      format: { type: 'string', value: 'text|json|sarif|markdown', help: 'the report\'s form (default text)' },
      'max-warnings': { type: 'string', value: 'N', help: 'exit 1 when there are more than N warnings (default: no limit)' },
      scan,
      home,
      'keep-host-files': keepHostFiles,
    },
  },
  fix: { operands: '<scenario.json>', summary: 'the verified edit that makes each failing probe pass; exit 0 when every expectation holds', options: { apply: { type: 'boolean', help: 'write the fixes into the scenario file (comments kept)' }, json } },
  'export-tests': {
    operands: '<scenario.json> | --scan [dir]',
    summary: 'the probes with their current decisions as expectations, for test',
    options: { out: { type: 'string', value: 'FILE', help: 'write to FILE instead of stdout' }, format: { type: 'string', value: 'json|lines', help: 'a scenario file (default) or one probe per line' }, force: { type: 'boolean', help: 'let --out overwrite the input scenario' }, scan, home, 'keep-host-files': keepHostFiles },
  },
  scan: {
    operands: '[dir]',
    summary: 'what the loader would read on this machine, explained, or written as a redacted scenario',
    options: { home, platform: { type: 'string', value: 'linux|darwin|win32', help: 'the platform whose managed config dir is read' }, out: { type: 'string', value: 'FILE', help: 'write a redacted scenario to FILE' }, json, 'keep-host-files': keepHostFiles },
  },
  link: {
    operands: '<scenario.json>',
    summary: 'the permalink hash the app makes (credentials redacted)',
    options: {
      'keep-secrets': { type: 'boolean', help: 'keep credential-like values' },
      'keep-host-files': keepHostFiles,
      tab: { type: 'string', value: 'PATH', help: 'the layer tab the link opens' },
      result: { type: 'string', value: 'TAB', help: 'the result tab the link opens' },
      base: { type: 'string', value: 'URL', help: 'prefix the hash with the app\'s URL' },
    },
  },
  unlink: { operands: '<url or hash | ->', summary: 'the scenario JSON a permalink holds (- reads it from stdin)', options: { view: { type: 'boolean', help: 'also print the view the link opens' }, 'keep-secrets': { type: 'boolean', help: 'print credential-like values as the link holds them' } } },
} as const satisfies Readonly<Record<string, CommandSpec>>;

/** A command's name. */
export type CommandName = keyof typeof COMMAND_ARGS;

/** A command's arguments as read: flags, option values and operands. */
export interface ParsedArgs {
  readonly positionals: readonly string[];
  /** True when the boolean option `name` was given. */
  flag(name: string): boolean;
  /** The value of the string option `name`, when given. */
  option(name: string): string | undefined;
  /** The index in `positionals` of the operand written right after `--scan` (it may name the directory to scan). */
  readonly afterScan?: number;
}

const HELP: OptionSpec = { type: 'boolean', short: 'h', help: 'this help' };

/** Reads `args` by the command's table; throws UsageError on anything the table does not allow. */
export function parseCommandArgs(name: CommandName, args: readonly string[]): ParsedArgs & { readonly isHelp: boolean } {
  const spec: CommandSpec = COMMAND_ARGS[name];
  const options = Object.fromEntries(Object.entries({ ...spec.options, help: HELP }).map(([key, o]) => [key, o.short ? { type: o.type, short: o.short } : { type: o.type }]));
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: true, tokens: true });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    throw new UsageError(unknown ? `unknown option ${unknown[1]}` : message.split('. To specify')[0]!.split('\n')[0]!);
  }
  const { values, positionals, tokens } = parsed;
  const scanAt = tokens.find((t) => t.kind === 'option' && t.name === 'scan')?.index;
  const positionalTokens = tokens.filter((t) => t.kind === 'positional');
  const after = scanAt === undefined ? -1 : positionalTokens.findIndex((t) => t.index === scanAt + 1);
  return {
    positionals,
    flag: (key) => values[key] === true,
    option: (key) => (typeof values[key] === 'string' ? (values[key] as string) : undefined),
    ...(after >= 0 ? { afterScan: after } : {}),
    isHelp: values.help === true,
  };
}

/** The command's usage line. */
export function usageLine(name: CommandName): string {
  const spec: CommandSpec = COMMAND_ARGS[name];
  return `usage: ${PROGRAM} ${name} ${spec.operands}${Object.keys(spec.options).length ? ' [options]' : ''}`;
}

function optionLines(options: Readonly<Record<string, OptionSpec>>): string[] {
  const rows = Object.entries(options).map(([key, o]) => [`${o.short ? `-${o.short}, ` : '    '}--${key}${o.value ? ` ${o.value}` : ''}`, o.help] as const);
  const width = Math.max(...rows.map(([left]) => left.length));
  return rows.map(([left, help]) => `  ${left.padEnd(width)}  ${help}`);
}

/** `<command> --help`: the usage line, the summary and every option. */
export function commandHelp(name: CommandName): string {
  const spec: CommandSpec = COMMAND_ARGS[name];
  return [usageLine(name), '', spec.summary, '', 'options:', ...optionLines({ ...spec.options, help: HELP }), '', 'An input that starts with "-" goes after "--": check x.json bash -- "-rf /".'].join('\n');
}

/** The tool's help: every command with its summary, the global options and the exit codes. */
export function toolHelp(): string {
  const names = Object.keys(COMMAND_ARGS) as CommandName[];
  const width = Math.max(...names.map((n) => n.length));
  return [
    `usage: ${PROGRAM} <command> [options]`,
    '',
    'commands:',
    ...names.map((n) => `  ${n.padEnd(width)}  ${COMMAND_ARGS[n].summary}`),
    '',
    'options:',
    ...optionLines({ help: HELP, version: { type: 'boolean', help: 'the version, and the reference it reproduces' } }),
    '',
    `${PROGRAM} <command> --help shows a command's options.`,
    'exit codes: 0 ok; 1 a check failed (a probe, a lint error or too many warnings, a config the reference refuses); 2 a usage error or unreadable input.',
  ].join('\n');
}

/** The CLI's dispatch over a host: the tool's help and version, a command's help, usage errors (exit 2) and exits. */
import { ENGINE_VERSION, printable, REFERENCE } from '../engine/index.ts';
import { COMMAND_ARGS, commandHelp, parseCommandArgs, PROGRAM, toolHelp, usageLine, type CommandName } from './args.ts';
import { CliExit, UsageError } from './cli-support.ts';
import { COMMANDS } from './commands/index.ts';
import type { CliHost } from './host.ts';

/** `--version`: the package's version and the reference it reproduces. */
export function versionText(): string {
  return `${PROGRAM} ${ENGINE_VERSION} (reproduces opencode ${REFERENCE.version}, commit ${REFERENCE.commit.slice(0, 8)})`;
}

function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMAND_ARGS, name);
}

function usageError(host: CliHost, message: string, name?: CommandName): number {
  host.printError(`${PROGRAM}: ${printable(message)}`);
  host.printError(name ? `${usageLine(name)}\nRun "${PROGRAM} ${name} --help" for its options.` : toolHelp());
  return 2;
}

/** Runs the CLI on `argv` (the arguments after the program) and resolves to the exit code; never rejects on bad input. */
export async function runCli(argv: readonly string[], host: CliHost): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) return usageError(host, 'a command is needed');
  if (first === '--help' || first === '-h') return (host.print(toolHelp()), 0);
  if (first === '--version' || first === '-v') return (host.print(versionText()), 0);
  if (first === 'help') {
    const about = rest[0];
    if (about === undefined) return (host.print(toolHelp()), 0);
    return isCommand(about) ? (host.print(commandHelp(about)), 0) : usageError(host, `unknown command ${JSON.stringify(about)}`);
  }
  if (!isCommand(first)) return usageError(host, first.startsWith('-') ? `unknown option ${JSON.stringify(first)}` : `unknown command ${JSON.stringify(first)}`);
  try {
    if (parseCommandArgs(first, rest).isHelp) return (host.print(commandHelp(first)), 0);
    return await (await COMMANDS[first]()).run(rest, host);
  } catch (err) {
    if (err instanceof UsageError) return usageError(host, err.message, first);
    if (err instanceof CliExit) return (host.printError(err.message), err.code);
    host.printError(`internal error: ${printable(err instanceof Error ? err.message : String(err))}`);
    return 2;
  }
}

#!/usr/bin/env node
// The Node front end over the engine (with engine/node/, the only engine code that touches Node).
import { CliExit, UsageError } from './node/cli-support.ts';
import { COMMANDS } from './node/commands/index.ts';

function usage(): string {
  return `usage: npm run -s cli -- <command>\n${Object.values(COMMANDS).map((c) => `  ${c.usage}`).join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    process.stdout.write(`${usage()}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command "${name}"`);
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) process.stderr.write(`${err.message}\n${usage()}\n`);
    else if (err instanceof CliExit) process.stderr.write(`${err.message}\n`);
    else process.stderr.write(`internal error: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(err instanceof CliExit ? err.code : 2);
  },
);

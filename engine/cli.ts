#!/usr/bin/env node
// The Node front end over the engine, and the only engine file that touches Node: it implements the
// CliHost that everything under engine/cli/ works through.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CliExit, UsageError } from './cli/cli-support.ts';
import { COMMANDS } from './cli/commands/index.ts';
import { HostError, shellParserSource, type CliHost } from './cli/host.ts';
import { loadShellParser } from './shell/load-parser.ts';
import type { ShellParser } from './shell/shell-parser.ts';

const require = createRequire(import.meta.url);

function hostError(err: unknown, path: string): HostError {
  const code = (err as NodeJS.ErrnoException).code ?? 'EIO';
  return new HostError(`${path}: ${code}`, code);
}

function statOf(path: string) {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

/** The CLI host over this process: node:fs, the installed packages, the environment and stdout/stderr. */
export const nodeHost: CliHost = {
  readText(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch (err) {
      throw hostError(err, path);
    }
  },
  writeText(path, text) {
    try {
      writeFileSync(path, text);
    } catch (err) {
      throw hostError(err, path);
    }
  },
  listDir(path) {
    try {
      return readdirSync(path).sort();
    } catch (err) {
      throw hostError(err, path);
    }
  },
  isDirectory: (path) => statOf(path)?.isDirectory() ?? false,
  isFile: (path) => statOf(path)?.isFile() ?? false,
  resolvePackageFile: (spec) => require.resolve(spec),
  env: process.env,
  cwd: process.cwd(),
  print: (text) => void process.stdout.write(`${text}\n`),
  printError: (text) => void process.stderr.write(`${text}\n`),
  now: () => performance.now(),
};

function usage(): string {
  return `usage: npm run -s cli -- <command>\n${Object.values(COMMANDS).map((c) => `  ${c.usage}`).join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help') {
    nodeHost.print(usage());
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command "${name}"`);
  return command.run(rest, nodeHost);
}

// Run only when executed (tests import nodeHost without starting the CLI).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (err instanceof UsageError) nodeHost.printError(`${err.message}\n${usage()}`);
      else if (err instanceof CliExit) nodeHost.printError(err.message);
      else nodeHost.printError(`internal error: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(err instanceof CliExit ? err.code : 2);
    },
  );
}

/** The shell parser from node_modules (for tests and Node callers). */
export function loadNodeShellParser(options: { readonly timeoutMs?: number } = {}): Promise<ShellParser> {
  return loadShellParser(shellParserSource(nodeHost, options.timeoutMs));
}

#!/usr/bin/env node
// The Node front end over the engine, and the only CLI file that touches Node: it implements the
// CliHost that everything else under cli/ works through.
import { existsSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadShellParserLazily, printableLines, type ShellParser } from '../engine/index.ts';
import { isColorWanted, paintVerdicts } from './color.ts';
import { HostError, shellParserSource, type CliHost, type FileKind } from './host.ts';
import { runCli } from './run-cli.ts';
import { withOutputBoundary } from './output-boundary.ts';

const require = createRequire(import.meta.url);

/** The file beside this module with the same name as a package file (the built CLI ships its WASM files there), else the package's own. */
function resolvePackageFile(spec: string): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), basename(spec));
  return existsSync(beside) ? beside : require.resolve(spec);
}

const isColorOut = isColorWanted(process.stdout.isTTY === true, process.env);
const isColorErr = isColorWanted(process.stderr.isTTY === true, process.env);

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

/** Largest file the CLI reads as text (a scenario or config is far smaller; a 1.5 GB file is refused before it is read). */
const MAX_READ_BYTES = 64 << 20;

function kindOf(path: string): FileKind {
  const s = statOf(path);
  if (!s) return 'missing';
  if (s.isFile()) return 'file';
  if (s.isDirectory()) return 'directory';
  if (s.isFIFO()) return 'fifo';
  if (s.isSocket()) return 'socket';
  return 'device';
}

/** The CLI host over this process: node:fs, the installed packages, the environment and stdout/stderr. */
export const nodeHost: CliHost = {
  readText(path) {
    // Look before reading: a FIFO or /dev/zero would block or never end, a huge file would fill memory.
    // Standard input is asked for by name (`unlink -`): a pipe there is meant to be read.
    const kind = path === '/dev/stdin' ? 'file' : kindOf(path);
    if (kind !== 'file' && kind !== 'missing') throw new HostError(`${path}: not a regular file (${kind})`, kind === 'directory' ? 'EISDIR' : `not a regular file (${kind})`);
    const size = statOf(path)?.size ?? 0;
    if (size > MAX_READ_BYTES) throw new HostError(`${path}: ${size} bytes`, `too large (${size} bytes, the limit is ${MAX_READ_BYTES})`);
    try {
      // fd 0 rather than the name: /dev/stdin cannot be opened when stdin is a socket (a spawned child's pipe).
      return readFileSync(path === '/dev/stdin' ? 0 : path, 'utf8');
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
  resolvePackageFile,
  env: process.env,
  cwd: process.cwd(),
  // The last line of defence against terminal injection: no control character but \n and \t reaches the terminal raw.
  // Colour is added after that, on a TTY only, so it is the one escape that reaches a terminal.
  print: (text) => void process.stdout.write(`${isColorOut ? paintVerdicts(printableLines(text)) : printableLines(text)}\n`),
  printError: (text) => void process.stderr.write(`${isColorErr ? paintVerdicts(printableLines(text)) : printableLines(text)}\n`),
  now: () => performance.now(),
  fileKind: kindOf,
  fileSize: (path) => statOf(path)?.size ?? 0,
  realPath(path) {
    try {
      return realpathSync(path);
    } catch {
      return path;
    }
  },
};

/** Resolves once everything written to `stream` so far has been handed to the OS (or the stream is gone). */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((done) => {
    if (stream.destroyed || stream.writableEnded) return done();
    stream.write('', () => done());
  });
}

/** Ends the process with `code` only after stdout and stderr are flushed: writes to a pipe are asynchronous, and process.exit() drops what is pending. */
async function finish(code: number): Promise<void> {
  process.exitCode = code;
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}

/** True when this module is the script node was started with, also through a symlink (npm bin links, linked node_modules). */
function isEntryPoint(argv1: string | undefined): boolean {
  if (!argv1) return false;
  const self = fileURLToPath(import.meta.url);
  try {
    return realpathSync(resolve(argv1)) === realpathSync(self);
  } catch {
    return pathToFileURL(resolve(argv1)).href === import.meta.url;
  }
}

/** Runs the CLI on this process's arguments and exits with its code (the built CLI's entry, cli/bin.ts, calls it). */
export function main(): void {
  // A reader that goes away (`| head`) is not an error of ours: stop quietly instead of dying with a stack.
  // A full disk or a closed file says so on stderr, in one line, and exits 2.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(Number(process.exitCode ?? 0));
      if (stream === process.stdout) {
        try {
          writeSync(2, `cannot write to standard output: ${err.code ?? err.message}\n`);
        } catch {
          // stderr is gone too: the exit code is all that is left.
        }
      }
      process.exit(2);
    });
  }
  // Every command prints through the one output boundary (credentials redacted before anything is written out).
  void runCli(process.argv.slice(2), withOutputBoundary(nodeHost)).then(finish);
}

// Run only when executed (tests import nodeHost without starting the CLI).
if (isEntryPoint(process.argv[1])) main();

/** The shell parser from node_modules (for tests and Node callers). */
export function loadNodeShellParser(options: { readonly timeoutMs?: number } = {}): Promise<ShellParser> {
  return loadShellParserLazily(shellParserSource(nodeHost, options.timeoutMs));
}

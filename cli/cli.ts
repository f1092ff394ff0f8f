#!/usr/bin/env node
// The Node front end over the engine, and the only CLI file that touches Node: it implements the
// CliHost that everything else under cli/ works through.
import { existsSync, fstatSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadShellParserLazily, printableLines, type ShellParser } from '../engine/index.ts';
import { isColorWanted, paintVerdicts } from './color.ts';
import { HostError, shellParserSource, type CliHost, type FileKind } from './host.ts';
import { runCli } from './run-cli.ts';
import { withOutputBoundary } from './output-boundary.ts';

/**
 * The file beside this module with the same name as a package file (the built CLI ships its WASM files there), else the
 * package's own. node:module is reached only then: most runs never load it.
 */
function resolvePackageFile(spec: string): string {
  const beside = join(dirname(fileURLToPath(import.meta.url)), basename(spec));
  return existsSync(beside) ? beside : process.getBuiltinModule('node:module').createRequire(import.meta.url).resolve(spec);
}

/**
 * Whether `fd` is a terminal, read without creating process.stdout/stderr (their streams load node:net and the stream
 * modules: milliseconds of every run). A character device is a terminal here; /dev/null is one too, where colour is harmless.
 */
function isTerminal(fd: 1 | 2): boolean {
  try {
    return fstatSync(fd).isCharacterDevice();
  } catch {
    return false;
  }
}

const isColorOut = isColorWanted(isTerminal(1), process.env);
const isColorErr = isColorWanted(isTerminal(2), process.env);

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Writes all of `text` to `fd` before returning: nothing is pending at exit, and no stream is set up for it. */
function writeAllSync(fd: 1 | 2, text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (err) {
      // A non-blocking pipe that is full: wait a millisecond for the reader, then go on.
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(PAUSE, 0, 0, 1);
    }
  }
}

/**
 * Writes a line to stdout (1) or stderr (2). A reader that goes away (`| head`) is not an error of ours: the run stops
 * quietly with its exit code. A full disk or a closed file says so on stderr, in one line, and exits 2.
 */
function emit(fd: 1 | 2, text: string): void {
  try {
    writeAllSync(fd, text);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') process.exit(Number(process.exitCode ?? 0));
    if (fd === 1) {
      try {
        writeSync(2, `cannot write to standard output: ${code ?? (err as Error).message}\n`);
      } catch {
        // stderr is gone too: the exit code is all that is left.
      }
    }
    process.exit(2);
  }
}

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

/** Set by the launcher (scripts/cli-launcher.cjs) when this run is to write V8's code cache: writes it now. */
const WRITE_CODE_CACHE = Symbol.for('agentforge-playground.write-code-cache');
let isOnBaselineWasm = false;

/**
 * The shell parser is WebAssembly. V8 compiles it with its baseline compiler (Liftoff) and, once a function has run a
 * while, again with its optimizing one (TurboFan) on a background thread; the bash grammar's lexer and parse tables are
 * large, and Node waits for that job at exit: 0.6 to 0.7 s of a run that parses a command, after its answer was printed
 * (a 2-core machine, Node 20). A run parses a few short commands, which baseline code does in microseconds, so the CLI
 * keeps to it. node:v8 loads Node's stream modules (about 25 ms), so only a run that parses a command sets the flag. V8
 * takes a code cache only under the flags it was written with: a run that writes one writes it first.
 */
function keepWasmOnBaselineCompiler(): void {
  if (isOnBaselineWasm) return;
  isOnBaselineWasm = true;
  (globalThis as { [WRITE_CODE_CACHE]?: () => void })[WRITE_CODE_CACHE]?.();
  process.getBuiltinModule('node:v8').setFlagsFromString('--liftoff-only');
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
  print: (text) => emit(1, `${isColorOut ? paintVerdicts(printableLines(text)) : printableLines(text)}\n`),
  printError: (text) => emit(2, `${isColorErr ? paintVerdicts(printableLines(text)) : printableLines(text)}\n`),
  now: () => performance.now(),
  beforeWebAssembly: keepWasmOnBaselineCompiler,
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
  // Every command prints through the one output boundary (credentials redacted before anything is written out), and
  // every line is written before the next step (emit): at the end nothing is left to flush.
  void runCli(process.argv.slice(2), withOutputBoundary(nodeHost)).then((code) => process.exit(code));
}

// Run only when executed (tests import nodeHost without starting the CLI).
if (isEntryPoint(process.argv[1])) main();

/** The shell parser from node_modules (for tests and Node callers). */
export function loadNodeShellParser(options: { readonly timeoutMs?: number } = {}): Promise<ShellParser> {
  return loadShellParserLazily(shellParserSource(nodeHost, options.timeoutMs));
}

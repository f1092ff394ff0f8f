import type { ShellParserSource } from '../engine/index.ts';

/** What is at a path: a regular file, a directory, something that is neither (a FIFO, socket or device: never read), or nothing. */
export type FileKind = 'file' | 'directory' | 'fifo' | 'socket' | 'device' | 'missing';

/** A failure of the host (a missing file, a permission problem), with the system's code. */
export class HostError extends Error {
  constructor(message: string, readonly code: string) {
    super(message);
  }
}

/**
 * What the CLI needs from the machine. cli/cli.ts, the only file of the CLI that touches Node,
 * implements it; everything else under cli/ works through it, so it stays free of Node APIs.
 */
export interface CliHost {
  /** Reads a UTF-8 file; throws HostError. */
  readText(path: string): string;
  /** Writes a UTF-8 file; throws HostError. */
  writeText(path: string, text: string): void;
  /** The names in a directory, sorted; throws HostError. */
  listDir(path: string): string[];
  isDirectory(path: string): boolean;
  isFile(path: string): boolean;
  /** The absolute path of a file inside an installed package, e.g. `web-tree-sitter/tree-sitter.wasm`. */
  resolvePackageFile(spec: string): string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The process's working directory. */
  readonly cwd: string;
  /** Writes a line to standard output. */
  print(text: string): void;
  /** Writes a line to standard error. */
  printError(text: string): void;
  /** Writes a line to standard output past the output boundary's redaction (only what the user asked to keep). */
  printKept?(text: string): void;
  /** A monotonic clock in milliseconds. */
  now(): number;
  /** Called before the shell parser's WebAssembly is compiled (once or more; the host keeps it to one). */
  beforeWebAssembly?(): void;
  /** What is at a path, without reading it (follows symlinks). */
  fileKind?(path: string): FileKind;
  /** A file's size in bytes, without reading it. */
  fileSize?(path: string): number;
  /** The path with every symlink resolved; the path itself when it cannot be resolved. */
  realPath?(path: string): string;
}

/** Where the CLI finds the shell parser: the WASM files installed in node_modules (made right before the parser loads). */
export function shellParserSource(host: CliHost, timeoutMs?: number): ShellParserSource {
  host.beforeWebAssembly?.();
  return {
    runtime: host.resolvePackageFile('web-tree-sitter/tree-sitter.wasm'),
    grammar: host.resolvePackageFile('tree-sitter-bash/tree-sitter-bash.wasm'),
    ...(timeoutMs !== undefined ? { timeoutMs, now: () => host.now() } : {}),
  };
}

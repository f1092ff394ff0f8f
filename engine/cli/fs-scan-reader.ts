/** A size- and count-capped reader over the machine's files, for `scan`: it reads only what it is asked for and notes what it left out. */
import { MARKDOWN_DIRS } from '../config/paths.ts';
import { join } from '../vfs/path.ts';
import type { CliHost } from './host.ts';

/** What `scan` needs from the machine: the CLI host's file and environment access, plus optional extras a host may offer. */
export type ScanHost = Pick<CliHost, 'readText' | 'listDir' | 'isDirectory' | 'isFile' | 'env' | 'cwd'> & {
  /** The file's size in bytes, so oversized files are skipped without being read. */
  readonly fileSize?: (path: string) => number;
};

/** Caps that keep a scan of a hostile or huge tree bounded. */
export interface ScanLimits {
  readonly maxFileBytes: number;
  readonly maxFiles: number;
  readonly maxDepth: number;
}

/** Default caps: 1 MiB per file, 2000 files, 12 directory levels under a markdown dir. */
export const DEFAULT_SCAN_LIMITS: ScanLimits = { maxFileBytes: 1 << 20, maxFiles: 2000, maxDepth: 12 };

/** Collects files into a scenario's file system, under the caps; `virtual` is where a file appears in the scenario (the managed dir can be mapped). */
export class ScanReader {
  readonly files = new Map<string, string>();
  readonly notes: string[] = [];

  constructor(
    private readonly host: ScanHost,
    private readonly limits: ScanLimits,
  ) {}

  /** Reads one file if it exists and fits the caps; true when it is now in the scenario. */
  readFile(real: string, virtual: string = real, text?: string): boolean {
    if (this.files.has(virtual)) return true;
    if (!this.host.isFile(real)) return false;
    if (this.files.size >= this.limits.maxFiles) {
      this.notes.push(`skipped ${real}: more than ${this.limits.maxFiles} files`);
      return false;
    }
    const size = this.host.fileSize?.(real);
    if (size !== undefined && size > this.limits.maxFileBytes) {
      this.notes.push(`skipped ${real}: ${size} bytes is over the ${this.limits.maxFileBytes}-byte cap`);
      return false;
    }
    let content: string;
    try {
      content = text ?? this.host.readText(real);
    } catch (err) {
      this.notes.push(`skipped ${real}: ${err instanceof Error ? err.message : String(err)}`);
      return false;
    }
    if (content.length > this.limits.maxFileBytes) {
      this.notes.push(`skipped ${real}: over the ${this.limits.maxFileBytes}-byte cap`);
      return false;
    }
    this.files.set(virtual, content);
    return true;
  }

  private list(dir: string): string[] {
    try {
      return this.host.listDir(dir);
    } catch {
      return [];
    }
  }

  /** Files under `dir` whose relative path passes `keep`, recursing when asked (depth-capped, so link loops end). */
  private walk(dir: string, isRecursive: boolean, keep: (name: string) => boolean, depth = 0): string[] {
    if (depth > this.limits.maxDepth) {
      this.notes.push(`skipped ${dir}: deeper than ${this.limits.maxDepth} levels`);
      return [];
    }
    const out: string[] = [];
    for (const name of this.list(dir)) {
      const path = join(dir, name);
      if (this.host.isDirectory(path)) {
        if (isRecursive) out.push(...this.walk(path, true, keep, depth + 1));
      } else if (keep(name)) out.push(path);
    }
    return out;
  }

  /** Reads a config directory's markdown commands, agents and modes, and lists its plugin files (their code is not read: names are what the loader merges). */
  readConfigDir(dir: string): void {
    if (!this.host.isDirectory(dir)) return;
    for (const kind of ['command', 'agent', 'mode'] as const) {
      const spec = MARKDOWN_DIRS[kind];
      for (const sub of spec.names) for (const file of this.walk(join(dir, sub), spec.recursive, (n) => n.endsWith('.md'))) this.readFile(file);
    }
    for (const sub of MARKDOWN_DIRS.plugin.names) {
      for (const file of this.walk(join(dir, sub), false, (n) => /\.(ts|js)$/.test(n))) this.readFile(file, file, '');
    }
  }
}

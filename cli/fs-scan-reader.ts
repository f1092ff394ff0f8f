/** A size- and count-capped reader over the machine's files, for `scan`: it reads only what it is asked for and notes what it left out. */
import { appendAll, joinPath as join, MARKDOWN_DIRS } from '../engine/index.ts';
import type { CliHost } from './host.ts';

/** What `scan` needs from the machine: the CLI host's file and environment access, plus what lets it look before reading. */
export type ScanHost = Pick<CliHost, 'readText' | 'listDir' | 'isDirectory' | 'isFile' | 'env' | 'cwd' | 'fileKind' | 'fileSize' | 'realPath'>;

/** Caps that keep a scan of a hostile or huge tree bounded. */
export interface ScanLimits {
  readonly maxFileBytes: number;
  readonly maxFiles: number;
  readonly maxDepth: number;
}

/** Default caps: 1 MiB per file, 2000 files, 12 directory levels under a markdown dir. */
export const DEFAULT_SCAN_LIMITS: ScanLimits = { maxFileBytes: 1 << 20, maxFiles: 2000, maxDepth: 12 };

/** Why a file is read: the loader names this very path, or it is reached through a config dir or a `{file:}` token. */
export type ReadReason = 'named' | 'reached';

function isUnder(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`);
}

/** Collects files into a scenario's file system, under the caps; `virtual` is where a file appears in the scenario (the managed dir can be mapped). */
export class ScanReader {
  readonly files = new Map<string, string>();
  readonly notes: string[] = [];
  /** Host files read from outside the scanned tree (their real paths), for the report. */
  readonly outside: string[] = [];
  /** Real paths of the places a reached file may come from: the tree, the home, the config dirs. */
  private readonly roots: string[] = [];
  private readonly visitedDirs = new Set<string>();

  constructor(
    private readonly host: ScanHost,
    private readonly limits: ScanLimits,
    private readonly tree: string = '/',
  ) {}

  private real(path: string): string {
    return this.host.realPath?.(path) ?? path;
  }

  /** Allows reached files under `dir` (its real path): the tree, the home and each config dir. */
  allowRoot(dir: string): void {
    this.roots.push(dir, this.real(dir));
  }

  /** Reads one file if it exists, is a regular file, fits the caps and may be read; true when it is now in the scenario. */
  readFile(real: string, virtual: string = real, text?: string, reason: ReadReason = 'named'): boolean {
    if (this.files.has(virtual)) return true;
    const kind = this.host.fileKind?.(real) ?? (this.host.isFile(real) ? 'file' : 'missing');
    if (kind === 'missing' || kind === 'directory') return false;
    if (kind !== 'file') {
      this.notes.push(`refused ${real}: a ${kind}, not a regular file (never read)`);
      return false;
    }
    const target = this.real(real);
    const isInTree = isUnder(target, this.tree);
    if (reason === 'reached' && !isInTree && !this.roots.some((r) => isUnder(target, r))) {
      this.notes.push(`not read ${real}${target !== real ? ` (-> ${target})` : ''}: it lies outside the project, the home and the config dirs`);
      return false;
    }
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
    if (text === undefined && content.includes('\uFFFD')) this.notes.push(`read ${real} with U+FFFD in it: bytes that are not valid UTF-8 read as U+FFFD, as the loader reads them`);
    if (!isInTree && text === undefined) this.outside.push(target === real ? real : `${real} -> ${target}`);
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

  /** Files under `dir` whose name passes `keep`, recursing when asked; each real directory is walked once (link loops end), and never deeper than the cap. */
  private walk(dir: string, isRecursive: boolean, keep: (name: string) => boolean, depth = 0): string[] {
    if (depth > this.limits.maxDepth) {
      this.notes.push(`skipped ${dir}: deeper than ${this.limits.maxDepth} levels`);
      return [];
    }
    const real = this.real(dir);
    if (depth > 0 && this.visitedDirs.has(real)) {
      this.notes.push(`skipped ${dir}: the same directory as ${real}, already read (a symlink loop or a second link)`);
      return [];
    }
    this.visitedDirs.add(real);
    const out: string[] = [];
    for (const name of this.list(dir)) {
      const path = join(dir, name);
      if (this.host.isDirectory(path)) {
        if (isRecursive) appendAll(out, this.walk(path, true, keep, depth + 1));
      } else if (keep(name)) out.push(path);
    }
    return out;
  }

  /** Reads a config directory's markdown commands, agents and modes, and lists its plugin files (their code is not read: names are what the loader merges). */
  readConfigDir(dir: string): void {
    if (!this.host.isDirectory(dir)) return;
    this.allowRoot(dir);
    for (const kind of ['command', 'agent', 'mode'] as const) {
      const spec = MARKDOWN_DIRS[kind];
      for (const sub of spec.names) for (const file of this.walk(join(dir, sub), spec.recursive, (n) => n.endsWith('.md'))) this.readFile(file, file, undefined, 'reached');
    }
    for (const sub of MARKDOWN_DIRS.plugin.names) {
      for (const file of this.walk(join(dir, sub), false, (n) => /\.(ts|js)$/.test(n))) this.readFile(file, file, '', 'reached');
    }
  }
}

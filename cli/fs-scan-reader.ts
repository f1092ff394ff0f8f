/** A size- and count-capped reader over the machine's files, for `scan`: it reads only what it is asked for and notes what it left out. */
import { appendAll, isUnder, joinPath as join, MARKDOWN_DIRS, withheldText, type Withheld } from '../engine/index.ts';
import { HostError, type CliHost } from './host.ts';

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

/** Paths never read, whatever names them: the kernel's views of processes, devices and the system. */
const SYSTEM_ROOTS: readonly string[] = ['/proc', '/sys', '/dev'];

/** A file the scan did not read, or read only as a placeholder, and why (for the summary line). */
export interface SkippedFile {
  readonly path: string;
  readonly why: string;
}

/** Collects files into a scenario's file system, under the caps; `virtual` is where a file appears in the scenario (the managed dir can be mapped). */
export class ScanReader {
  readonly files = new Map<string, string>();
  readonly notes: string[] = [];
  /** Files not read (or withheld behind a placeholder), and why: said in one summary line. */
  readonly skipped: SkippedFile[] = [];
  /** Host files read from outside the scanned tree (their real paths), for the report. */
  readonly outside: string[] = [];
  /** Real paths of the places a file may come from: the tree and the home's config dirs. */
  private readonly roots: string[] = [];
  private readonly visitedDirs = new Set<string>();

  constructor(
    private readonly host: ScanHost,
    private readonly limits: ScanLimits,
    private readonly tree: string = '/',
    /** Reads host files (outside the tree and the config dirs) whole instead of withholding them. */
    private readonly isKeepingHostFiles = false,
  ) {}

  private real(path: string): string {
    return this.host.realPath?.(path) ?? path;
  }

  /** Allows files under `dir` (and its real path): each config dir of the home and the environment. */
  allowRoot(dir: string): void {
    this.roots.push(dir, this.real(dir));
  }

  /** Puts a placeholder in the scenario for a file that exists and is not read, and notes why. */
  private withhold(virtual: string, real: string, withheld: Withheld, why: string): boolean {
    this.files.set(virtual, withheldText(withheld));
    this.skipped.push({ path: real, why });
    return true;
  }

  /**
   * Reads one file if it exists and may be read, under the caps; true when it is now in the scenario (its text, or
   * the placeholder that says why not). One rule whatever names the file (the loader, a `{file:}` token, a symlink
   * at any step): /proc, /sys and /dev are never read; a file whose real path lies outside the tree and the config
   * dirs is a host file, withheld unless kept.
   */
  readFile(real: string, virtual: string = real, text?: string): boolean {
    if (this.files.has(virtual)) return true;
    // The cap counts placeholders too: 20,000 links out of a hostile tree make no more than it allows.
    if (this.files.size >= this.limits.maxFiles) {
      if (this.host.fileKind?.(real) !== 'missing') this.skipped.push({ path: real, why: `beyond the ${this.limits.maxFiles}-file cap` });
      return false;
    }
    const target = this.real(real);
    if (SYSTEM_ROOTS.some((root) => isUnder(real, root) || isUnder(target, root))) return this.withhold(virtual, real, { reason: 'system-file' }, 'under /proc, /sys or /dev');
    const kind = this.host.fileKind?.(real) ?? (this.host.isFile(real) ? 'file' : 'missing');
    if (kind === 'missing' || kind === 'directory') return false;
    if (kind !== 'file') return this.withhold(virtual, real, { reason: kind }, `a ${kind}, not a regular file`);
    const isInTree = isUnder(target, this.tree);
    const size = this.host.fileSize?.(real);
    if (text === undefined && !isInTree && !this.isKeepingHostFiles && !this.roots.some((r) => isUnder(target, r))) {
      return this.withhold(virtual, real, { reason: 'host-file', ...(size !== undefined ? { bytes: size } : {}) }, 'withheld as host files (--keep-host-files keeps them)');
    }
    if (size !== undefined && size > this.limits.maxFileBytes) return this.withhold(virtual, real, { reason: 'over-size-cap', bytes: size }, `over the ${this.limits.maxFileBytes}-byte cap`);
    let content: string;
    try {
      content = text ?? this.host.readText(real);
    } catch (err) {
      if (err instanceof HostError && err.code === 'EACCES') return this.withhold(virtual, real, { reason: 'unreadable' }, 'no permission to read');
      this.skipped.push({ path: real, why: err instanceof HostError ? err.code : String(err) });
      return false;
    }
    if (content.length > this.limits.maxFileBytes) return this.withhold(virtual, real, { reason: 'over-size-cap', bytes: content.length }, `over the ${this.limits.maxFileBytes}-byte cap`);
    if (text === undefined && content.includes('\uFFFD')) this.notes.push(`read ${real} with U+FFFD in it: bytes that are not valid UTF-8 read as U+FFFD, as the loader reads them`);
    if (!isInTree && text === undefined) this.outside.push(target === real ? real : `${real} -> ${target}`);
    this.files.set(virtual, content);
    return true;
  }

  private list(dir: string): string[] {
    try {
      return this.host.listDir(dir);
    } catch (err) {
      // A folder that is not there is not news; one that cannot be opened is.
      const code = err instanceof HostError ? err.code : String(err);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') this.notes.push(`could not list ${dir}: ${code}`);
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
    for (const kind of ['command', 'agent', 'mode'] as const) {
      const spec = MARKDOWN_DIRS[kind];
      for (const sub of spec.names) for (const file of this.walk(join(dir, sub), spec.recursive, (n) => n.endsWith('.md'))) this.readFile(file);
    }
    for (const sub of MARKDOWN_DIRS.plugin.names) {
      for (const file of this.walk(join(dir, sub), false, (n) => /\.(ts|js)$/.test(n))) this.readFile(file, file, '');
    }
  }
}

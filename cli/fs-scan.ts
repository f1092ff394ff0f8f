/** `scan`: reads what the loader would really read on this machine into a scenario v1 (semantics §1, §2, §3.2). */
import { DIR_FILES, DOT_DIR, GLOBAL_FILES, PROJECT_FILES_FOUND_ORDER, globalConfigDir, isTruthyFlag, managedConfigDir } from '../engine/index.ts';
import { dirnamePath as dirname, findReferences, joinPath as join, resolveFileReference, resolvePath as resolve, SCENARIO_VERSION, walkUp } from '../engine/index.ts';
import type { Platform, Scenario } from '../engine/index.ts';
import { DEFAULT_SCAN_LIMITS, ScanReader, type ScanHost, type ScanLimits, type SkippedFile } from './fs-scan-reader.ts';

/** How to scan: the project directory, and overrides for the home, platform, managed dir and caps. */
export interface ScanOptions {
  /** The directory the agent would start in (default: the host's cwd). */
  readonly dir?: string;
  /** The home directory; when given, XDG_CONFIG_HOME from the environment is ignored (it points into the real home). */
  readonly home?: string;
  readonly platform?: Platform;
  /** A real directory read in place of the platform's managed dir (tests; the scenario still names the real managed path). */
  readonly managedDir?: string;
  readonly limits?: Partial<ScanLimits>;
  /** Reads host files (outside the project and the config dirs) whole instead of withholding them. */
  readonly keepHostFiles?: boolean;
}

/** What a scan gives: the scenario, and what it left out and why. */
export interface ScanResult {
  readonly scenario: Scenario;
  readonly notes: readonly string[];
  /** Files not read, or withheld behind a placeholder, and why. */
  readonly skipped: readonly SkippedFile[];
  /** Every host file read from outside the scanned tree (the worktree, or the directory outside git), by real path. */
  readonly outside: readonly string[];
}

/** Environment variables the loader itself reads (besides AGENTFORGE_*). */
const LOADER_ENV: readonly string[] = ['XDG_CONFIG_HOME', 'ProgramData', 'PROGRAMDATA'];

/** The git root: the nearest directory from `dir` up that holds `.git` (a dir, or a file in worktrees); `/` outside git, as the reference does. */
export function findWorktree(host: Pick<ScanHost, 'isDirectory' | 'isFile'>, dir: string): string {
  for (const d of walkUp(dir, '/')) if (host.isDirectory(join(d, '.git')) || host.isFile(join(d, '.git'))) return d;
  return '/';
}

function pickEnv(env: ScanHost['env'], hasHomeOverride: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) continue;
    if (k === 'XDG_CONFIG_HOME' && hasHomeOverride) continue;
    if (k.startsWith('AGENTFORGE_') || LOADER_ENV.includes(k)) out[k] = v;
  }
  return out;
}

/** Adds every variable an `{env:NAME}` token names, from the real environment, so substitution gives what it would here. */
function addReferencedEnv(texts: Iterable<string>, env: ScanHost['env'], out: Record<string, string>): void {
  for (const text of texts) {
    for (const r of findReferences(text)) {
      if (r.kind !== 'env' || r.name === '') continue;
      const name = r.name;
      const value = Object.hasOwn(env, name) ? env[name] : undefined;
      if (value !== undefined && !Object.hasOwn(out, name)) out[name] = value;
    }
  }
}

/** Reads the files `{file:}` tokens point at (after `{env:}` substitution, as the loader does); the included files' own tokens are not expanded. */
function readFileReferences(reader: ScanReader, sources: readonly { text: string; dir: string }[], env: Readonly<Record<string, string>>, home: string): void {
  for (const { text, dir } of sources) {
    const parts: string[] = [];
    let at = 0;
    for (const r of findReferences(text)) {
      if (r.kind !== 'env' || r.name === '') continue;
      parts.push(text.slice(at, r.start), Object.hasOwn(env, r.name) ? env[r.name]! : '');
      at = r.end;
    }
    parts.push(text.slice(at));
    for (const r of findReferences(parts.join(''))) {
      if (r.kind !== 'file' || r.name === '') continue;
      const path = resolveFileReference(r.name, dir, home);
      if (!reader.readFile(path)) reader.notes.push(`{file:${r.name}} in a file under ${dir}: ${path} is not read`);
    }
  }
}

/** Scans the machine through the host, in the loader's own order of places, into a scenario. Never throws on odd trees. */
export function scanProject(host: ScanHost, options: ScanOptions = {}): ScanResult {
  const limits = { ...DEFAULT_SCAN_LIMITS, ...options.limits };
  const cwd = resolve(host.cwd, options.dir ?? '.');
  const home = resolve(host.cwd, options.home ?? host.env.HOME ?? host.env.USERPROFILE ?? '/');
  const platform = options.platform ?? 'linux';
  const env = pickEnv(host.env, options.home !== undefined);
  const worktree = findWorktree(host, cwd);
  const tree = worktree === '/' ? cwd : worktree;
  const reader = new ScanReader(host, limits, host.realPath?.(tree) ?? tree, options.keepHostFiles === true);
  const isProjectDisabled = isTruthyFlag(env.AGENTFORGE_DISABLE_PROJECT_CONFIG);

  const globalDir = globalConfigDir(home, env);
  // The home's and the environment's config dirs are roots (the project's own lie in the tree; a link out of it is a host file).
  for (const dir of [globalDir, join(home, DOT_DIR), ...(env.AGENTFORGE_CONFIG_DIR ? [resolve(cwd, env.AGENTFORGE_CONFIG_DIR)] : []), options.managedDir ?? managedConfigDir(platform, env)]) reader.allowRoot(dir);
  for (const name of GLOBAL_FILES) reader.readFile(join(globalDir, name));
  if (env.AGENTFORGE_CONFIG) reader.readFile(resolve(cwd, env.AGENTFORGE_CONFIG));
  const walk = walkUp(cwd, worktree);
  if (!isProjectDisabled) for (const d of walk) for (const name of PROJECT_FILES_FOUND_ORDER) reader.readFile(join(d, name));
  const configDirs = [globalDir, ...(isProjectDisabled ? [] : walk.map((d) => join(d, DOT_DIR))), join(home, DOT_DIR)];
  if (env.AGENTFORGE_CONFIG_DIR) configDirs.push(resolve(cwd, env.AGENTFORGE_CONFIG_DIR));
  for (const dir of configDirs) {
    if (dir !== globalDir) for (const name of DIR_FILES) reader.readFile(join(dir, name));
    reader.readConfigDir(dir);
  }
  const managed = managedConfigDir(platform, env);
  for (const name of DIR_FILES) reader.readFile(join(options.managedDir ?? managed, name), join(managed, name));

  addReferencedEnv([...[...reader.files].filter(([path]) => /\.jsonc?$/.test(path)).map(([, text]) => text), env.AGENTFORGE_CONFIG_CONTENT ?? ''], host.env, env);
  const sources = [...reader.files].filter(([path]) => /\.jsonc?$/.test(path)).map(([path, text]) => ({ text, dir: dirname(path) }));
  if (env.AGENTFORGE_CONFIG_CONTENT) sources.push({ text: env.AGENTFORGE_CONFIG_CONTENT, dir: cwd });
  readFileReferences(reader, sources, env, home);

  const files = [...reader.files].map(([path, text]) => ({ path, text })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const scenario: Scenario = { version: SCENARIO_VERSION, title: `scan of ${cwd}`, files, env, cwd, worktree, home, platform, probes: [] };
  return { scenario, notes: reader.notes, skipped: reader.skipped, outside: reader.outside };
}

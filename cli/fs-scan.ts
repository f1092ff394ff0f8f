/** `scan`: reads what the loader would really read on this machine into a scenario v1 (semantics §1, §2, §3.2). */
import { DIR_FILES, DOT_DIR, GLOBAL_FILES, PROJECT_FILES_FOUND_ORDER, globalConfigDir, isTruthyFlag, managedConfigDir } from '../engine/index.ts';
import { dirnamePath as dirname, joinPath as join, resolveFileReference, resolvePath as resolve, SCENARIO_VERSION, walkUp } from '../engine/index.ts';
import type { Platform, Scenario } from '../engine/index.ts';
import { DEFAULT_SCAN_LIMITS, ScanReader, type ScanHost, type ScanLimits } from './fs-scan-reader.ts';

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
}

/** What a scan gives: the scenario, and what it left out and why. */
export interface ScanResult {
  readonly scenario: Scenario;
  readonly notes: readonly string[];
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
    for (const m of text.matchAll(/\{env:([^}]+)\}/g)) {
      const name = m[1]!;
      const value = Object.hasOwn(env, name) ? env[name] : undefined;
      if (value !== undefined && !Object.hasOwn(out, name)) out[name] = value;
    }
  }
}

/** Reads the files `{file:}` tokens point at (after `{env:}` substitution, as the loader does); the included files' own tokens are not expanded. */
function readFileReferences(reader: ScanReader, sources: readonly { text: string; dir: string }[], env: Readonly<Record<string, string>>, home: string): void {
  for (const { text, dir } of sources) {
    const expanded = text.replace(/\{env:([^}]+)\}/g, (_m, name: string) => (Object.hasOwn(env, name) ? env[name]! : ''));
    for (const m of expanded.matchAll(/\{file:([^}]+)\}/g)) {
      const path = resolveFileReference(m[1]!, dir, home);
      if (!reader.readFile(path, path, undefined, 'reached')) reader.notes.push(`{file:${m[1]}} in a file under ${dir}: ${path} is not read`);
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
  const reader = new ScanReader(host, limits, host.realPath?.(tree) ?? tree);
  reader.allowRoot(home);
  const isProjectDisabled = isTruthyFlag(env.AGENTFORGE_DISABLE_PROJECT_CONFIG);

  const globalDir = globalConfigDir(home, env);
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
  return { scenario, notes: reader.notes, outside: reader.outside };
}

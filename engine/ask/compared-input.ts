/**
 * What a typed tool argument becomes before a permission's patterns see it, the way the reference's tools
 * turn it: the file tools resolve a path against the instance directory (the cwd, never `~`) and ask with it
 * relative to the worktree, after an `external_directory` request for a path outside both; the shell tool
 * expands `~` in file arguments. One function for the Tester, the Simulator's notes and the CLI.
 */
import { expandHome } from '../shell/path-argument.ts';
import type { ShellAnalysis } from '../shell/shell-analysis.ts';
import type { Platform } from '../permission/platform.ts';
import type { Scenario } from '../scenario/scenario.ts';
import { scenarioDirs } from '../tools/scenario-dirs.ts';
import { toEnginePath } from '../vfs/path-display.ts';

/** How the compared string was obtained. */
export type ComparedKind = 'worktree-relative' | 'absolute' | 'whole-command' | 'as-typed';

/** The `external_directory` request a file tool makes before its own, for a path outside the cwd and the worktree. */
export interface ExternalAsk {
  /** The directory asked for: the target when it is a directory, else its parent. */
  readonly directory: string;
  /** `<directory>/*`, the pattern (and the always pattern) of the request. */
  readonly pattern: string;
}

/** The string a permission's patterns are compared with, and everything said about how it was obtained. */
export interface ComparedInput {
  readonly value: string;
  readonly kind: ComparedKind;
  /** Why the compared string differs from what was typed, or what it is measured from; null when nothing to say. */
  readonly note: string | null;
  /** The absolute path the tool touches (read, edit, external_directory); null for other permissions. */
  readonly resolved: string | null;
  /** The request the tool asks first because the path is outside the cwd and the worktree; null when inside. */
  readonly external: ExternalAsk | null;
  /** Set when the path is outside the project and the scenario has no file or folder there (it is taken for a file). */
  readonly unknownPath: string | null;
  /** What that means for the request, in words; null when `unknownPath` is. */
  readonly unknownNote: string | null;
}

/** The scenario fields the normalisation reads. */
export type ComparedPlace = Pick<Scenario, 'files' | 'cwd' | 'worktree' | 'home' | 'platform'>;

/** Permissions whose input is a file tool's path argument, and the tool that asks with it. */
const FILE_TOOL: Readonly<Record<string, string>> = { read: 'read', edit: 'edit' };

// Scenario paths and typed paths in the engine's form: `C:\Users\me` → `/C:/Users/me` on win32, as typed elsewhere.
function enginePath(path: string, platform: Platform): string {
  return platform === 'win32' ? toEnginePath(path) : path;
}

function isAbsolute(path: string, platform: Platform): boolean {
  return path.startsWith('/') || (platform === 'win32' && (/^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\')));
}

function fold(path: string): string[] {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out;
}

// `path.resolve(base, path)` for slash paths (a `..` above the root stays at the root).
function resolveFrom(base: string, path: string): string {
  return `/${fold(path.startsWith('/') ? path : `${base}/${path}`).join('/')}`;
}

/** `path.relative(from, to)` for absolute slash paths; `""` when equal; segments compare case-insensitively on win32. */
export function relativeTo(from: string, to: string, platform: Platform): string {
  const a = fold(from);
  const b = fold(to);
  const same = (x: string, y: string) => (platform === 'win32' ? x.toLowerCase() === y.toLowerCase() : x === y);
  let i = 0;
  while (i < a.length && i < b.length && same(a[i]!, b[i]!)) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

function isInside(parent: string, child: string, platform: Platform): boolean {
  const rel = relativeTo(parent, child, platform);
  return rel === '' || (rel !== '..' && !rel.startsWith('../'));
}

/** Inside the instance directory, or inside the worktree unless it is `/` (the reference's `containsPath`). */
function isInsideProject(path: string, cwd: string, worktree: string, platform: Platform): boolean {
  return isInside(cwd, path, platform) || (worktree !== '/' && isInside(worktree, path, platform));
}

function parentOf(path: string): string {
  const parts = fold(path);
  return `/${parts.slice(0, -1).join('/')}`;
}

function joinStar(dir: string): string {
  return dir === '/' ? '/*' : `${dir}/*`;
}

/** Whether the scenario has a file or folder at the engine path `path`. */
function isKnownPath(place: ComparedPlace, path: string, isDir: (p: string) => boolean): boolean {
  const key = place.platform === 'win32' ? path.toLowerCase() : path;
  return isDir(path) || place.files.some((f) => (place.platform === 'win32' ? enginePath(f.path, 'win32').toLowerCase() : f.path) === key);
}

function startsWithTilde(input: string): boolean {
  return input.startsWith('~');
}

function roots(place: ComparedPlace) {
  const p = place.platform;
  return { cwd: enginePath(place.cwd, p), worktree: enginePath(place.worktree, p), home: enginePath(place.home, p) };
}

/** read and edit: resolved against the cwd (no `~` expansion), compared relative to the worktree, outside paths ask first. */
function fileToolInput(tool: string, input: string, place: ComparedPlace): ComparedInput {
  const p = place.platform;
  const { cwd, worktree } = roots(place);
  const typed = p === 'win32' ? input.replaceAll('\\', '/') : input;
  const resolved = resolveFrom(cwd, isAbsolute(input, p) ? enginePath(typed, p) : typed);
  const value = relativeTo(worktree, resolved, p);
  const isDirs = scenarioDirs({ files: place.files.map((f) => ({ ...f, path: enginePath(f.path, p) })), cwd, worktree, home: roots(place).home });
  const outside = !isInsideProject(resolved, cwd, worktree, p);
  const isDirectory = tool === 'read' && isDirs(resolved);
  const directory = isDirectory ? resolved : parentOf(resolved);
  const external = outside ? { directory, pattern: joinStar(directory) } : null;
  const unknownPath = outside && !isKnownPath(place, resolved, isDirs) ? resolved : null;
  const notes: string[] = [];
  if (startsWithTilde(input)) notes.push(`the ${tool} tool does not expand "~": "${input}" is a folder named "~" in the cwd (${resolved}); type ${roots(place).home}/… for the home folder`);
  else if (isAbsolute(input, p)) notes.push(outside ? `an absolute path outside the worktree is compared relative to it: "${value}"` : `an absolute path is compared relative to the worktree: "${value}"`);
  else if (cwd !== worktree) notes.push(`resolved against the cwd (${cwd}), then compared relative to the worktree: "${value}"`);
  else notes.push('relative to the worktree, as the reference compares it');
  if (value === '') notes.push('the worktree itself is asked with an empty string');
  const unknownNote = unknownPath
    ? tool === 'read'
      ? `"${unknownPath}" is not among the scenario's files or folders, so it is taken for a file and its folder is asked ("${external!.pattern}"); where it is a real folder the read tool asks "${joinStar(unknownPath)}"`
      : `"${unknownPath}" is not among the scenario's files (the edit tool asks its folder either way)`
    : null;
  return { value, kind: 'worktree-relative', note: notes.join('; '), resolved, external, unknownPath, unknownNote };
}

/** external_directory: an absolute path or glob; `~` expanded as the shell tool does, a relative one resolved against the cwd. */
function externalInput(input: string, place: ComparedPlace): ComparedInput {
  const p = place.platform;
  const { cwd, home } = roots(place);
  const typed = p === 'win32' ? input.replaceAll('\\', '/') : input;
  const expanded = expandHome(typed, home);
  const base = { kind: 'absolute' as const, external: null, unknownPath: null, unknownNote: null };
  if (expanded !== typed) {
    return { ...base, value: expanded, resolved: expanded, note: `"~" is the home folder here, as the shell tool expands it in file arguments (the file tools never do): "${expanded}"` };
  }
  if (isAbsolute(input, p)) return { ...base, value: input, resolved: enginePath(typed, p), note: 'external_directory compares absolute paths (a tool asks with "<dir>/*")' };
  const value = resolveFrom(cwd, typed) + (typed.endsWith('/') && typed.length > 1 ? '/' : '');
  const tilde = startsWithTilde(input) ? ` ("${input.split('/')[0]}" is not expanded: only "~" and "~/…" are)` : '';
  return { ...base, value, resolved: value, note: `external_directory compares absolute paths; "${input}" resolved against the cwd gives "${value}"${tilde}` };
}

/**
 * The string `permission`'s patterns are compared with when a tool is called with `input` in the scenario's
 * instance: read/edit paths relative to the worktree (with the external_directory request they make first),
 * external_directory absolute, bash the whole command until the shell analysis splits it, others as typed.
 */
export function toComparedInput(permission: string, input: string, place: ComparedPlace): ComparedInput {
  const tool = Object.hasOwn(FILE_TOOL, permission) ? FILE_TOOL[permission]! : null;
  if (tool) return fileToolInput(tool, input, place);
  if (permission === 'external_directory') return externalInput(input, place);
  const none = { resolved: null, external: null, unknownPath: null, unknownNote: null };
  if (permission === 'bash') return { ...none, value: input, kind: 'whole-command', note: 'the whole command string, until the shell parser splits it into the commands the shell tool asks about' };
  return { ...none, value: input, kind: 'as-typed', note: null };
}

/** An outside path argument of a shell command that the scenario does not know, so it was taken for a file. */
export interface UnknownShellPath {
  readonly argument: string;
  readonly resolved: string;
  /** The pattern the shell tool asks here (the parent folder's). */
  readonly asked: string;
  /** The pattern it would ask where the path is a real folder. */
  readonly ifFolder: string;
  /** The above in one sentence. */
  readonly note: string;
}

/**
 * The outside path arguments the shell tool took for files only because the scenario has no file or folder
 * there (`cd /tmp` asks `/*` here; on a machine with a `/tmp` folder it asks `/tmp/*`).
 */
export function unknownShellPaths(shell: ShellAnalysis, place: ComparedPlace): readonly UnknownShellPath[] {
  const isDirs = scenarioDirs(place);
  const out: UnknownShellPath[] = [];
  const seen = new Set<string>();
  for (const segment of shell.segments) {
    for (const check of segment.pathChecks ?? []) {
      if (check.kind !== 'outside' || check.isDirectory || seen.has(check.resolved)) continue;
      if (isKnownPath(place, check.resolved, isDirs)) continue;
      seen.add(check.resolved);
      const asked = joinStar(check.directory);
      const ifFolder = joinStar(check.resolved);
      const note = `"${check.resolved}" is not among the scenario's files or folders, so the shell tool takes it for a file and asks its folder "${asked}"; where it is a real folder it asks "${ifFolder}"`;
      out.push({ argument: check.argument, resolved: check.resolved, asked, ifFolder, note });
    }
  }
  return out;
}

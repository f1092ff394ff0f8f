import type { Platform } from '../../engine/index.ts';

/** The string a permission's patterns are compared with, and a note on how it was obtained. */
export interface ComparedString {
  readonly value: string;
  readonly kind: 'worktree-relative' | 'absolute' | 'whole-command' | 'as-typed';
  /** Why the compared string differs from what was typed, or what it is measured from; null when nothing to say. */
  readonly note: string | null;
}

/** Permissions whose input is a file path relative to the worktree. */
const RELATIVE_PATH_PERMISSIONS = new Set(['read', 'edit']);

function slashes(path: string, platform: Platform): string {
  return platform === 'win32' ? path.replaceAll('\\', '/') : path;
}

function isAbsolute(path: string, platform: Platform): boolean {
  return path.startsWith('/') || (platform === 'win32' && /^[A-Za-z]:\//.test(path));
}

function segments(path: string): string[] {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out;
}

/** `path.relative(from, to)` for absolute slash paths (case-insensitive on win32). */
export function relativeTo(from: string, to: string, platform: Platform): string {
  const a = segments(from);
  const b = segments(to);
  const same = (x: string, y: string) => (platform === 'win32' ? x.toLowerCase() === y.toLowerCase() : x === y);
  let i = 0;
  while (i < a.length && i < b.length && same(a[i]!, b[i]!)) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

function absoluteFrom(base: string, path: string): string {
  const lead = base.match(/^[A-Za-z]:/)?.[0] ?? '';
  return `${lead}/${segments(`${base.slice(lead.length)}/${path}`).join('/')}`;
}

/**
 * What the reference compares a typed input with: read/edit paths relative to the worktree,
 * external_directory absolute, bash the whole command (until the shell splitter lands), others as typed.
 */
export function toComparedString(permission: string, input: string, worktree: string, platform: Platform): ComparedString {
  if (RELATIVE_PATH_PERMISSIONS.has(permission)) {
    const path = slashes(input, platform);
    const root = slashes(worktree, platform);
    if (!isAbsolute(path, platform)) return { value: input, kind: 'worktree-relative', note: 'relative to the worktree, as the reference compares it' };
    const value = relativeTo(root, path, platform) || '.';
    const outside = value.startsWith('..');
    const note = outside
      ? `you typed an absolute path outside the worktree; the reference compares "${value}" (and also asks external_directory)`
      : `you typed an absolute path; the reference compares it relative to the worktree: "${value}"`;
    return { value, kind: 'worktree-relative', note };
  }
  if (permission === 'external_directory') {
    const path = slashes(input, platform);
    if (isAbsolute(path, platform)) return { value: input, kind: 'absolute', note: 'external_directory compares absolute paths (the reference asks with "<dir>/*")' };
    const value = absoluteFrom(slashes(worktree, platform), path);
    return { value, kind: 'absolute', note: `external_directory compares absolute paths; "${input}" resolved against the worktree gives "${value}"` };
  }
  if (permission === 'bash') return { value: input, kind: 'whole-command', note: 'the whole command string is matched for now; splitting it into the commands the reference asks about lands with the shell parser' };
  return { value: input, kind: 'as-typed', note: null };
}

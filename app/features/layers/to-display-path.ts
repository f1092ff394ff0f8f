import { toPosixPath } from '../../../engine/vfs/path-win32.ts';

/** The directories a file path is shown relative to. */
export interface PathContext {
  readonly home: string;
  readonly worktree: string;
}

function trimSlash(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

function under(dir: string, path: string): string | null {
  if (dir === '' || dir === '/') return null;
  return path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : null;
}

/** How a layer's path is shown on its tab: project-relative inside the worktree, `~/…` inside home, absolute otherwise. */
export function toDisplayPath(path: string, context: PathContext): string {
  const p = toPosixPath(path);
  const project = under(trimSlash(toPosixPath(context.worktree)), p);
  if (project !== null) return project;
  const home = trimSlash(toPosixPath(context.home));
  if (p === home && home !== '/' && home !== '') return '~';
  const inHome = under(home, p);
  if (inHome !== null) return `~/${inHome}`;
  return path;
}

/** Turns what a user typed as a path (`~/x`, `x` relative to the worktree, or absolute) into an absolute virtual path. */
export function toAbsolutePath(typed: string, context: PathContext): string {
  const t = typed.trim();
  if (t === '~') return context.home;
  if (t.startsWith('~/')) return `${trimSlash(context.home)}/${t.slice(2)}`;
  if (t.startsWith('/') || /^[A-Za-z]:[\\/]/.test(t)) return t;
  const root = trimSlash(context.worktree);
  return root === '/' ? `/${t}` : `${root}/${t}`;
}

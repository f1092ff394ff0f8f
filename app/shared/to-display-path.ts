import { toPosixPath } from '../../engine/index.ts';

/** The directories a file path is shown relative to. */
export interface PathContext {
  readonly home: string;
  readonly worktree: string;
}

function trimSlash(p: string): string {
  return p.length > 1 && (p.endsWith('/') || p.endsWith('\\')) ? p.slice(0, -1) : p;
}

function under(dir: string, path: string): string | null {
  if (dir === '' || dir === '/') return null;
  return path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : null;
}

/** `a/b` with the separator a typed path uses: backslashes when it has any (a Windows path), else slashes. */
function withSeparatorOf(typed: string, relative: string): string {
  return typed.includes('\\') ? relative.replace(/\//g, '\\') : relative;
}

// A cache of derived data: the last context's roots in posix form (made once per context, not per path: a tab strip
// may show 20,000 paths).
let lastRoots: { readonly home: string; readonly worktree: string; readonly posixHome: string; readonly posixWorktree: string } | null = null;

function rootsOf(context: PathContext): { readonly home: string; readonly worktree: string } {
  if (lastRoots === null || lastRoots.home !== context.home || lastRoots.worktree !== context.worktree) {
    lastRoots = { home: context.home, worktree: context.worktree, posixHome: trimSlash(toPosixPath(context.home)), posixWorktree: trimSlash(toPosixPath(context.worktree)) };
  }
  return { home: lastRoots.posixHome, worktree: lastRoots.posixWorktree };
}

/**
 * How a layer's path is shown on its tab: project-relative inside the worktree, `~/…` inside home, absolute
 * otherwise; a Windows path keeps its backslashes (`.agentforge\agent\x.md`, `~\.agentforge`).
 */
export function toDisplayPath(path: string, context: PathContext): string {
  const p = toPosixPath(path);
  const { worktree, home } = rootsOf(context);
  const project = under(worktree, p);
  if (project !== null) return withSeparatorOf(path, project);
  if (p === home && home !== '/' && home !== '') return '~';
  const inHome = under(home, p);
  if (inHome !== null) return withSeparatorOf(path, `~/${inHome}`);
  return path;
}

/** Turns what a user typed as a path (`~/x`, `x` relative to the worktree, or absolute) into an absolute virtual path. */
export function toAbsolutePath(typed: string, context: PathContext): string {
  const t = typed.trim();
  if (t === '~') return context.home;
  if (t.startsWith('~/') || t.startsWith('~\\')) return withSeparatorOf(context.home, `${trimSlash(context.home)}/${t.slice(2)}`);
  if (t.startsWith('/') || /^[A-Za-z]:[\\/]/.test(t)) return t;
  const root = trimSlash(context.worktree);
  return withSeparatorOf(root, root === '/' ? `/${t}` : `${root}/${t}`);
}

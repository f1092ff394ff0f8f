/** "Inside the project" as the reference decides it for path arguments and the working directory. */
import { isAbsolutePath, relativePath } from './posix-path.ts';

/** The instance's two roots: the directory it was opened in and its worktree (`/` when not a git project). */
export interface ProjectRoots {
  readonly directory: string;
  readonly worktree: string;
}

/** Lexical containment: `child` is `parent` or below it (`/a/b2` is not below `/a/b`). */
export function containsPath(parent: string, child: string): boolean {
  const relative = relativePath(parent, child);
  if (relative === '') return true;
  return !isAbsolutePath(relative) && relative !== '..' && !relative.startsWith('../');
}

/** Whether `path` is inside the directory, or inside the worktree unless the worktree is `/`. */
export function isInsideProject(path: string, roots: ProjectRoots): boolean {
  if (containsPath(roots.directory, path)) return true;
  return roots.worktree !== '/' && containsPath(roots.worktree, path);
}

import { toPosixPath } from '../../../engine/index.ts';
import { toAbsolutePath, type PathContext } from '../../shared/to-display-path.ts';

/** The outcome of checking a typed new path for a file. */
export type RenameCheck = { readonly isOk: true; readonly path: string } | { readonly isOk: false; readonly error: string };

/** Checks a typed path (`~/…`, worktree-relative or absolute) before renaming `from` to it; never renames over another file. */
export function checkRename(typed: string, from: string, files: readonly { path: string }[], context: PathContext): RenameCheck {
  if (typed.trim() === '') return { isOk: false, error: 'Type a path.' };
  const path = toAbsolutePath(typed, context);
  const name = toPosixPath(path).split('/').pop() ?? '';
  if (name === '' || name === '.' || name === '..') return { isOk: false, error: 'The path must name a file.' };
  if (path === from) return { isOk: false, error: 'That is already its path.' };
  if (files.some((f) => toPosixPath(f.path) === toPosixPath(path))) return { isOk: false, error: 'Another layer already has that path.' };
  return { isOk: true, path };
}

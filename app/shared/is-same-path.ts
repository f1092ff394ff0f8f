import { toPosixPath } from '../../engine/index.ts';

/** A path in the form the loader compares it, as `toPosixPath` gives it: a path with no `\` and no `:` is already in it. */
export function posixKey(path: string): string {
  return path.includes('\\') || path.includes(':') ? toPosixPath(path) : path;
}

/** True when a diagnostic's path names the same file as an editor's path (win32 and posix spellings agree). */
export function isSamePath(a: string | undefined, b: string): boolean {
  return a !== undefined && (a === b || posixKey(a) === posixKey(b));
}

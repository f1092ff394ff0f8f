import { toPosixPath } from '../../engine/index.ts';

/** True when a diagnostic's path names the same file as an editor's path (win32 and posix spellings agree). */
export function isSamePath(a: string | undefined, b: string): boolean {
  return a !== undefined && (a === b || toPosixPath(a) === toPosixPath(b));
}

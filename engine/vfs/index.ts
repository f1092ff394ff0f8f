/** The virtual file system and its path helpers. */
export { createVfs } from './vfs.ts';
export type { Vfs, VirtualFile } from './vfs.ts';
export { basename, dirname, isAbsolute, isInside, join, normalize, relative, resolve } from './path.ts';
export { isWin32Path, toPosixPath, toWin32Path } from './path-win32.ts';
export { walkUp } from './walk.ts';

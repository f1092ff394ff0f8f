/** The virtual file system and its path helpers. */
export { createVfs } from './vfs.ts';
export type { Vfs, VirtualFile } from './vfs.ts';
export { basename, dirname, isAbsolute, isInside, join, normalize, relative, resolve } from './path.ts';
export { isDrivePath, isWin32Path, toPosixPath, toWin32Path } from './path-win32.ts';
export { createPathDisplay, toEnginePath } from './path-display.ts';
export type { PathDisplay } from './path-display.ts';
export { walkUp } from './walk.ts';

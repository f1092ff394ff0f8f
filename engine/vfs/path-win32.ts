/** Cheap Windows path handling: the VFS keys every path in posix form, so win32 paths are converted once. */

/** True when `p` looks like a Windows path (drive letter or backslash separators). */
export function isWin32Path(p: string): boolean {
  return /^[A-Za-z]:/.test(p) || p.includes('\\');
}

/** Converts `C:\Users\me` to `/C:/Users/me` style posix form; other paths only get their separators swapped. */
export function toPosixPath(p: string): string {
  const slashed = p.replace(/\\/g, '/');
  return /^[A-Za-z]:/.test(slashed) ? `/${slashed}` : slashed;
}

/** Reverses `toPosixPath` for display: `/C:/x` becomes `C:\x`. */
export function toWin32Path(p: string): string {
  const stripped = /^\/[A-Za-z]:/.test(p) ? p.slice(1) : p;
  return stripped.replace(/\//g, '\\');
}

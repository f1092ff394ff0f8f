/** Windows path handling: the VFS keys every path in posix form, so win32 paths are converted once, where they enter. */

const DRIVE = /^\/?([A-Za-z]):/;

/** True when `p` looks like a Windows path (drive letter or backslash separators). */
export function isWin32Path(p: string): boolean {
  return /^[A-Za-z]:/.test(p) || p.includes('\\');
}

/**
 * Converts `C:\Users\me`, `c:/Users/me` or `/c:/Users/me` to `/C:/Users/me` (one form per drive, upper-case
 * letter, forward slashes); other paths only get their separators swapped. Idempotent.
 */
export function toPosixPath(p: string): string {
  const slashed = p.replace(/\\/g, '/');
  const drive = DRIVE.exec(slashed);
  if (!drive) return slashed;
  // `/x:` followed by a name is a posix directory called `x:`, not a drive.
  const rest = slashed.slice(drive[0].length);
  if (slashed.startsWith('/') && rest !== '' && !rest.startsWith('/')) return slashed;
  return `/${drive[1]!.toUpperCase()}:${rest}`;
}

/** True when a posix-form path lies on a drive (`/C:` or `/C:/…`). */
export function isDrivePath(p: string): boolean {
  return /^\/[A-Za-z]:(\/|$)/.test(p);
}

/** Reverses `toPosixPath` for display: `/C:/x` becomes `C:\x`, `/C:` becomes `C:\`. */
export function toWin32Path(p: string): string {
  if (/^\/[A-Za-z]:\/*$/.test(p)) return `${p.slice(1, 3)}\\`;
  const stripped = /^\/[A-Za-z]:/.test(p) ? p.slice(1) : p;
  return stripped.replace(/\//g, '\\');
}

/** The way back from the engine's posix paths to the form the user typed (`C:\Users\me\x.json`, not `/C:/Users/me/x.json`). */
import { normalize } from './path.ts';
import { isDrivePath, toPosixPath, toWin32Path } from './path-win32.ts';

/** Turns engine paths, and the paths inside engine messages, into the form the user typed. */
export interface PathDisplay {
  /** True when every typed path is already its engine form, so nothing needs mapping. */
  readonly isIdentity: boolean;
  /** One engine path in the user's form: exactly as typed when the user typed it, else in Windows form on a drive. */
  path(p: string): string;
  /** A message or label with every drive path in it (`/C:/…`) in the user's form. */
  text(s: string): string;
}

/** The engine's form of a typed path: posix separators, `/C:/…` for a drive, normalised. */
export function toEnginePath(typed: string): string {
  return normalize(toPosixPath(typed));
}

// A drive path in engine form, not inside a URL (`file:///C:/…` keeps its form) and not mid-word.
const DRIVE_IN_TEXT = /(?<![\w./:-])\/[A-Za-z]:(?:\/[^\s"'`<>|]*)?/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * Builds the display mapping from every path the user typed (files, cwd, worktree, home). On Windows the
 * engine also derives drive paths nobody typed (the managed dir under `%ProgramData%`), so it always maps.
 */
export function createPathDisplay(typed: readonly string[], isWindows: boolean): PathDisplay {
  const byEnginePath = new Map<string, string>();
  let isIdentity = !isWindows;
  for (const t of typed) {
    const engine = toEnginePath(t);
    if (engine !== t) isIdentity = false;
    // A later file at the same path replaces an earlier one, as in the VFS.
    byEnginePath.set(engine, t);
  }
  const path = (p: string): string => byEnginePath.get(p) ?? (isDrivePath(p) ? toWin32Path(p) : p);
  const text = (s: string): string =>
    s.replace(DRIVE_IN_TEXT, (match) => {
      const tail = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
      return path(match.slice(0, match.length - tail.length)) + tail;
    });
  return { isIdentity, path: isIdentity ? (p) => p : path, text: isIdentity ? (s) => s : text };
}

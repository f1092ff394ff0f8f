/** The operating systems whose matching rules differ: only `win32` folds case. */
export type Platform = 'linux' | 'darwin' | 'win32';

/** Every platform, in the order the UI offers them. */
export const PLATFORMS: readonly Platform[] = ['linux', 'darwin', 'win32'];

/** True when a value names a supported platform. */
export function isPlatform(value: unknown): value is Platform {
  return value === 'linux' || value === 'darwin' || value === 'win32';
}

import { createHash } from 'node:crypto';

/** One file of the build output: its path inside the output folder (`/` or `\` separated) and a hash of its bytes. */
export interface BuiltFile {
  readonly path: string;
  readonly hash: string;
}

/** What the service worker precaches: URLs relative to the worker's own URL, and the build version they make up. */
export interface Precache {
  readonly version: string;
  readonly urls: readonly string[];
}

/** The service worker's file name in the output folder, beside index.html (its scope is that folder). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The URL (relative to the service worker) under which a built file is precached, or null when it is not:
 * the worker itself, source maps, dot-files, and any path that is empty or leaves the folder.
 * index.html is cached as `./`, the address people open (the folder), which servers answer with it.
 */
export function toPrecacheUrl(path: string): string | null {
  const segments = path.split(/[\\/]/);
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  const joined = segments.join('/');
  if (joined === SERVICE_WORKER_FILE || joined.endsWith('.map')) return null;
  if (joined === 'index.html') return './';
  return `./${segments.map(encodeURIComponent).join('/')}`;
}

/** A short hex SHA-256 of a text or bytes (the build's content hashes). */
export function toContentHash(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * The precache of a build: every file that has a URL, sorted and without repeats, and a version that changes
 * whenever any precached file's name or bytes change (so a new deployment installs a new worker).
 */
export function toPrecache(files: readonly BuiltFile[]): Precache {
  const hashByUrl = new Map<string, string>();
  for (const file of files) {
    const url = toPrecacheUrl(file.path);
    if (url !== null) hashByUrl.set(url, file.hash);
  }
  const urls = [...hashByUrl.keys()].sort();
  const version = toContentHash(urls.map((url) => `${url} ${hashByUrl.get(url)}`).join('\n')).slice(0, 12);
  return { version, urls };
}

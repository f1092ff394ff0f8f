// Which requests the service worker answers, and from where: pure, so every hostile request is a table row.

/** How the worker answers a request: from the precache, network-first with the cached shell as fallback, or not at all. */
export type RequestAnswer = 'precached' | 'shell' | 'network';

/** What the decision reads of a request (a Request has these fields). */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  readonly mode: string;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * How the worker at `workerUrl` (sw.js beside index.html) answers a request: only same-origin GETs. A page
 * navigation to the folder or its index.html (any query) is the shell; a request for a precached URL, exactly,
 * with no query, comes from the cache; everything else goes to the network untouched ('network').
 * `precached` holds absolute URLs.
 */
export function toRequestAnswer(request: RequestFacts, workerUrl: string, precached: ReadonlySet<string>): RequestAnswer {
  if (request.method !== 'GET') return 'network';
  const url = parse(request.url);
  const base = parse(workerUrl);
  if (!url || !base || url.origin !== base.origin || url.username !== '' || url.password !== '') return 'network';
  const folder = base.pathname.slice(0, base.pathname.lastIndexOf('/') + 1);
  if (request.mode === 'navigate') {
    return url.pathname === folder || url.pathname === `${folder}index.html` ? 'shell' : 'network';
  }
  if (url.search !== '') return 'network';
  return precached.has(`${url.origin}${url.pathname}`) ? 'precached' : 'network';
}

const CACHE_PREFIX = 'agentforge-playground:';

/**
 * The cache of one build: the prefix, the folder the worker serves (two deployments at two sub-paths of one
 * origin keep their own caches) and the build version.
 */
export function toCacheName(workerUrl: string, version: string): string {
  const path = new URL(workerUrl).pathname;
  return `${CACHE_PREFIX}${path.slice(0, path.lastIndexOf('/') + 1)}:${version}`;
}

/** Whether a cache is an older (or other) build of this same deployment, to delete once this build is active. */
export function isStaleCache(name: string, workerUrl: string, version: string): boolean {
  const current = toCacheName(workerUrl, version);
  if (name === current || !name.startsWith(CACHE_PREFIX)) return false;
  const folderOf = (n: string) => n.slice(CACHE_PREFIX.length, n.lastIndexOf(':'));
  return folderOf(name) === folderOf(current);
}

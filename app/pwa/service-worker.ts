// The service worker (built to sw.js beside index.html by scripts/pwa/pwa-plugin.ts, which defines
// __PWA_PRECACHE__: this build's version and every file it emitted). It precaches the whole build on install,
// answers same-origin GETs of those files from the cache, the page itself network-first with the cached shell as
// the fallback, and nothing else. It waits after install: the page offers the update and sends 'skip-waiting'.
import { isStaleCache, toCacheName, toRequestAnswer } from './to-request-answer.ts';

declare const __PWA_PRECACHE__: { readonly version: string; readonly urls: readonly string[] };

// The few service-worker types used here (the DOM library does not have them, and the WebWorker one clashes with it).
interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;
const workerUrl = worker.location.href;
const { version, urls } = __PWA_PRECACHE__;
const cacheName = toCacheName(workerUrl, version);
const precached = new Set(urls.map((url) => new URL(url, workerUrl).href));
const shellUrl = new URL('./', workerUrl).href;

/** A response a navigation may use: a redirected one (a host sending ./ on to ./index.html) is copied without the redirect. */
function toNavigable(response: Response): Response {
  return response.redirected ? new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers }) : response;
}

worker.addEventListener('install', (event) => {
  // 'no-cache' revalidates with the server: unchanged files come from the HTTP cache, and no stale index.html is kept.
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll([...precached].map((url) => new Request(url, { cache: 'no-cache' })))));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => isStaleCache(name, workerUrl, version)).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const answer = toRequestAnswer(request, workerUrl, precached);
  if (answer === 'network') return;
  if (answer === 'precached') {
    event.respondWith(caches.match(request.url, { cacheName, ignoreVary: true }).then((cached) => cached ?? fetch(request)));
    return;
  }
  event.respondWith(
    fetch(request).catch((error: unknown) =>
      caches.match(shellUrl, { cacheName, ignoreVary: true }).then((cached) => {
        if (cached) return toNavigable(cached);
        throw error;
      }),
    ),
  );
});

worker.addEventListener('message', (event) => {
  const data = event.data as { kind?: unknown } | null;
  if (data?.kind === 'skip-waiting') event.waitUntil(worker.skipWaiting());
});

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
};

/** A static server for the offline specs: it serves `folder` (switchable: a new deployment) under `prefix`  */
export interface FolderServer {
  /** The address of the app: origin + prefix. */
  readonly root: string;
  /** The folder served from now on. */
  folder: string;
  /** Stops listening and drops open connections: from then on nothing reaches the server (a network that is off). */
  close(): Promise<void>;
}

/** Starts a FolderServer on a free port of 127.0.0.1. */
export async function serveFolder(folder: string, prefix: string): Promise<FolderServer> {
  const served: { folder: string } = { folder: resolve(folder) };
  const fileFor = (urlPath: string): string | null => {
    if (!urlPath.startsWith(prefix)) return null;
    const root = served.folder;
    const file = normalize(join(root, decodeURIComponent(urlPath.slice(prefix.length)) || 'index.html'));
    if (!file.startsWith(root + sep)) return null;
    try {
      return statSync(file).isFile() ? file : null;
    } catch {
      return null;
    }
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = fileFor(path);
    if (!file) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    root: `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`,
    get folder() {
      return served.folder;
    },
    set folder(next: string) {
      served.folder = resolve(next);
    },
    close: () =>
      new Promise<void>((done) => {
        if (!server.listening) return done();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

import { describe, expect, it } from 'vitest';
import { isStaleCache, toCacheName, toRequestAnswer, type RequestAnswer } from './to-request-answer.ts';

const WORKER = 'https://example.org/play/sw.js';
const PRECACHED = new Set(['https://example.org/play/', 'https://example.org/play/assets/app-1.js', 'https://example.org/play/assets/tree-sitter-q.wasm']);

describe('toRequestAnswer', () => {
  const rows: readonly [string, string, string, RequestAnswer][] = [
    ['GET', 'https://example.org/play/assets/app-1.js', 'cors', 'precached'],
    ['GET', 'https://example.org/play/assets/tree-sitter-q.wasm', 'cors', 'precached'],
    ['GET', 'https://example.org/play/assets/app-1.js#x', 'cors', 'precached'],
    ['GET', 'https://example.org/play/', 'navigate', 'shell'],
    ['GET', 'https://example.org/play/index.html', 'navigate', 'shell'],
    ['GET', 'https://example.org/play/?utm=x', 'navigate', 'shell'],
    // Not ours: other paths, other origins, other schemes, ports and credentials.
    ['GET', 'https://example.org/play/other', 'navigate', 'network'],
    ['GET', 'https://example.org/', 'navigate', 'network'],
    ['GET', 'https://example.org/playground/', 'navigate', 'network'],
    ['GET', 'https://example.org/assets/app-1.js', 'cors', 'network'],
    ['GET', 'https://cdn.example.com/play/assets/app-1.js', 'cors', 'network'],
    ['GET', 'http://example.org/play/assets/app-1.js', 'cors', 'network'],
    ['GET', 'https://example.org:8443/play/assets/app-1.js', 'cors', 'network'],
    ['GET', 'https://user:pw@example.org/play/assets/app-1.js', 'cors', 'network'],
    ['GET', 'https://evil.test/play/', 'navigate', 'network'],
    // A query or another spelling is not the cached file.
    ['GET', 'https://example.org/play/assets/app-1.js?v=2', 'cors', 'network'],
    ['GET', 'https://example.org/play/assets/%61pp-1.js', 'cors', 'network'],
    ['GET', 'https://example.org/play/assets/app-2.js', 'cors', 'network'],
    ['GET', 'https://example.org/play/sw.js', 'same-origin', 'network'],
    // The URL parser resolves `..` (also written %2e%2e) before the lookup, as the server would; an encoded slash is a name no file has.
    ['GET', 'https://example.org/play/x/../assets/app-1.js', 'cors', 'precached'],
    ['GET', 'https://example.org/play/assets/%2e%2e/assets/app-1.js', 'cors', 'precached'],
    ['GET', 'https://example.org/play/assets%2fapp-1.js', 'cors', 'network'],
    ['GET', 'https://example.org/play/assets/..%2fassets/app-1.js', 'cors', 'network'],
    ['GET', 'https://example.org/play/../etc/passwd', 'cors', 'network'],
    // Only GET.
    ['POST', 'https://example.org/play/assets/app-1.js', 'cors', 'network'],
    ['HEAD', 'https://example.org/play/assets/app-1.js', 'cors', 'network'],
    ['PUT', 'https://example.org/play/', 'navigate', 'network'],
    ['get', 'https://example.org/play/assets/app-1.js', 'cors', 'network'],
    // Garbage.
    ['GET', 'not a url', 'cors', 'network'],
    ['GET', '', 'navigate', 'network'],
    ['GET', 'data:text/plain,hi', 'cors', 'network'],
    ['GET', 'blob:https://example.org/1234', 'cors', 'network'],
  ];
  it.each(rows)('%s %s (%s) → %s', (method, url, mode, answer) => {
    expect(toRequestAnswer({ method, url, mode }, WORKER, PRECACHED)).toBe(answer);
  });

  it('works for a worker at the site root', () => {
    const root = new Set(['http://127.0.0.1:4183/', 'http://127.0.0.1:4183/assets/a.js']);
    expect(toRequestAnswer({ method: 'GET', url: 'http://127.0.0.1:4183/', mode: 'navigate' }, 'http://127.0.0.1:4183/sw.js', root)).toBe('shell');
    expect(toRequestAnswer({ method: 'GET', url: 'http://127.0.0.1:4183/assets/a.js', mode: 'cors' }, 'http://127.0.0.1:4183/sw.js', root)).toBe('precached');
    expect(toRequestAnswer({ method: 'GET', url: 'http://127.0.0.1:4183/play/', mode: 'navigate' }, 'http://127.0.0.1:4183/sw.js', root)).toBe('network');
  });

  it('answers nothing when the worker URL itself is not a URL', () => {
    expect(toRequestAnswer({ method: 'GET', url: 'https://example.org/play/', mode: 'navigate' }, '', PRECACHED)).toBe('network');
  });
});

describe('cache names', () => {
  it('name the folder and the version', () => {
    expect(toCacheName(WORKER, 'abc123')).toBe('agentforge-playground:/play/:abc123');
    expect(toCacheName('http://127.0.0.1:4183/sw.js', 'v1')).toBe('agentforge-playground:/:v1');
  });

  it.each([
    ['agentforge-playground:/play/:old', true],
    ['agentforge-playground:/play/:abc123', false],
    ['agentforge-playground:/:old', false],
    ['agentforge-playground:/play/sub/:old', false],
    ['agentforge-playground:/pla/:old', false],
    ['agentforge-playground:/play/', false],
    ['other-app:/play/:old', false],
    ['workbox-precache-v2', false],
    ['', false],
  ])('%j is stale for /play/ at abc123: %s', (name, isStale) => {
    expect(isStaleCache(name, WORKER, 'abc123')).toBe(isStale);
  });

  it('keeps two deployments whose folders contain colons apart', () => {
    const worker = 'https://example.org/a:b/sw.js';
    expect(isStaleCache(toCacheName(worker, 'old'), worker, 'new')).toBe(true);
    expect(isStaleCache(toCacheName('https://example.org/a:b/c/sw.js', 'old'), worker, 'new')).toBe(false);
    expect(isStaleCache(toCacheName('https://example.org/a/sw.js', 'old'), worker, 'new')).toBe(false);
  });
});

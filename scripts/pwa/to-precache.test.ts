import { describe, expect, it } from 'vitest';
import { toPrecache, toPrecacheUrl } from './to-precache.ts';

describe('toPrecacheUrl', () => {
  it.each([
    ['index.html', './'],
    ['assets/index-RYWZdB_h.js', './assets/index-RYWZdB_h.js'],
    ['assets\\tree-sitter-qKYAACSa.wasm', './assets/tree-sitter-qKYAACSa.wasm'],
    ['icons/icon-512.png', './icons/icon-512.png'],
    ['manifest.webmanifest', './manifest.webmanifest'],
    ['assets/a b#c?.js', './assets/a%20b%23c%3F.js'],
    ['sw.js', null],
    ['assets/index.js.map', null],
    ['.well-known/x', null],
    ['assets/.DS_Store', null],
    ['../outside.js', null],
    ['assets/../../x.js', null],
    ['./index.html', null],
    ['', null],
    ['assets//x.js', null],
    ['/etc/passwd', null],
  ])('%j → %j', (path, url) => {
    expect(toPrecacheUrl(path)).toBe(url);
  });

  it('keeps a nested index.html as a file, not the shell', () => {
    expect(toPrecacheUrl('docs/index.html')).toBe('./docs/index.html');
  });
});

describe('toPrecache', () => {
  const build = [
    { path: 'index.html', hash: 'a1' },
    { path: 'assets/app-1.js', hash: 'b2' },
    { path: 'sw.js', hash: 'c3' },
    { path: 'assets/app-1.js.map', hash: 'd4' },
  ];

  it('lists the precached URLs sorted, without the worker or source maps', () => {
    expect(toPrecache(build).urls).toEqual(['./', './assets/app-1.js']);
  });

  it('gives a 12-hex version that ignores order and the worker, and changes with any precached name or bytes', () => {
    const { version } = toPrecache(build);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(toPrecache([...build].reverse()).version).toBe(version);
    expect(toPrecache(build.map((f) => (f.path === 'sw.js' ? { ...f, hash: 'zz' } : f))).version).toBe(version);
    expect(toPrecache(build.map((f) => (f.path === 'index.html' ? { ...f, hash: 'a2' } : f))).version).not.toBe(version);
    expect(toPrecache([...build, { path: 'icons/new.png', hash: 'e5' }]).version).not.toBe(version);
    expect(toPrecache(build.map((f) => (f.path === 'assets/app-1.js' ? { ...f, path: 'assets/app-2.js' } : f))).version).not.toBe(version);
  });

  it('takes the same file written with either separator once', () => {
    expect(toPrecache([{ path: 'assets/x.js', hash: '1' }, { path: 'assets\\x.js', hash: '1' }]).urls).toEqual(['./assets/x.js']);
  });

  it('makes a version for an empty build', () => {
    expect(toPrecache([])).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/), urls: [] });
  });
});

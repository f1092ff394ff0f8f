import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { expect, test } from '@playwright/test';

// dist/ must work from any sub-path (a project site such as https://example.org/playground/): every asset,
// worker, Monaco worker and wasm is referenced relatively. This spec serves the build the run uses under
// /playground/ from a tiny static server, so an absolute `/assets/...` URL 404s here.
const DIST = resolve(process.env.E2E_DIST ?? 'dist');
const PREFIX = '/playground/';
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Maps /playground/<file> to DIST/<file>; everything else (an absolute /assets/... URL, say) is a 404. */
function fileFor(urlPath: string): string | null {
  if (!urlPath.startsWith(PREFIX)) return null;
  const rest = decodeURIComponent(urlPath.slice(PREFIX.length)) || 'index.html';
  const file = normalize(join(DIST, rest));
  if (file !== DIST && !file.startsWith(DIST + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

let server: Server;
let root = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/playground') {
      res.writeHead(301, { location: PREFIX }).end();
      return;
    }
    const file = fileFor(path);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;
});

test.afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
});

test('served from /playground/, every request resolves, Monaco loads and the shell parser wasm decides a compound command', async ({ page }) => {
  test.setTimeout(180_000);
  const failed: string[] = [];
  const outside: string[] = [];
  const errors: string[] = [];
  const origin = new URL(root).origin;
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) outside.push(url);
    // Nothing may be fetched from the site root: that is where absolute URLs would land.
    else if (!new URL(url).pathname.startsWith(PREFIX)) failed.push(`outside the sub-path ${url}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));

  await page.goto(root);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The editor: Monaco's lazy chunk and its workers come from the sub-path, and its text is laid out.
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await expect(editor).toBeVisible({ timeout: 60_000 });
  await expect(editor.locator('.view-line').first()).toBeVisible();
  const box = await editor.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect(box?.height ?? 0).toBeGreaterThan(100);

  // The shell parser: web-tree-sitter's runtime and the bash grammar (two wasm files) load from the sub-path.
  await page.getByRole('tab', { name: 'Tester', exact: true }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('bash');
  await page.getByLabel('Path or command').fill('ls -la && rm -rf build; cd src');
  const decision = page.getByRole('status', { name: 'Decision' });
  await expect(decision.getByRole('list', { name: 'Asked patterns' }).getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(decision.getByRole('list', { name: 'Not asked' })).toContainText('cd src');

  const wasm = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.wasm')));
  expect(wasm.length).toBeGreaterThanOrEqual(2);
  for (const url of wasm) expect(new URL(url).pathname.startsWith(PREFIX)).toBe(true);

  expect(failed, 'requests that failed or left the sub-path').toEqual([]);
  expect(outside, 'requests outside the page origin').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
});

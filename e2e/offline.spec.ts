import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveFolder, type FolderServer } from './serve-folder.ts';

// After one visit the playground opens, analyses, imports and makes links with the network off: the service
// worker (app/pwa/service-worker.ts) precached the build. The build is served by a small server of this spec, at
// the site root and under a sub-path, which the spec stops when it goes offline.
const DIST = resolve(process.env.E2E_DIST ?? 'dist');
const PROJECT = 'agentforge.json';

test.use({ serviceWorkers: 'allow' });

/** How many files the build's sw.js precaches (the list the plugin wrote into it). */
function precachedCount(): number {
  const list = /urls:\[([^\]]*)\]/.exec(readFileSync(resolve(DIST, 'sw.js'), 'utf8'));
  return list ? list[1].split(',').length : 0;
}

/** Waits until the service worker is active, has precached every file, and controls this page. */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const sizes = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length));
    return names.map((name, i) => ({ name, size: sizes[i] }));
  });
  expect(cached).toEqual([{ name: expect.stringMatching(/^agentforge-playground:\/[a-z/]*:[0-9a-f]{12}$/), size: precachedCount() }]);
}

/**
 * Chromium's own reading of the manifest: no errors, start URL, scope and id at the folder the app is served from
 * (so a sub-path works), icons beside it; and nothing keeps the app from being installed but the test browser's
 * incognito profile (Chromium checks the manifest, its icons and a service worker with a fetch handler).
 */
async function expectInstallable(page: Page, root: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const reading = (await cdp.send('Page.getAppManifest' as never)) as { url: string; errors: unknown[]; manifest: { startUrl: string; scope: string; id: string; name: string; icons: { url: string }[] } };
  expect(reading.url).toBe(`${root}manifest.webmanifest`);
  expect(reading.errors).toEqual([]);
  expect(reading.manifest).toMatchObject({ name: 'Agentforge Permission Playground', startUrl: root, scope: root, id: root });
  expect(reading.manifest.icons.map((i) => i.url)).toEqual(['icon-192', 'icon-512', 'maskable-192', 'maskable-512'].map((n) => `${root}icons/${n}.png`));
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors' as never)) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
  await cdp.detach();
}

const editor = (page: Page) => page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
const toolRow = (page: Page, tool: string) => page.getByRole('table', { name: 'Tools' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: tool, exact: true }) });

async function useOffline(page: Page, server: FolderServer): Promise<void> {
  const errors: string[] = [];
  const outside: string[] = [];
  const origin = new URL(server.root).origin;
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) outside.push(url);
  });

  await page.goto(server.root);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(editor(page).locator('.view-line').first()).toBeVisible({ timeout: 60_000 });
  await waitForOfflineReady(page);
  await expectInstallable(page, server.root);

  // Network off: Playwright's offline mode covers the page, its workers and the service worker's fetches, but not
  // the browser's own update check of sw.js (the server was seen receiving it), so the server is stopped as well.
  await page.context().setOffline(true);
  await server.close();
  const answered: { url: string; fromWorker: boolean; status: number }[] = [];
  page.context().on('response', (r) => answered.push({ url: r.url(), fromWorker: r.fromServiceWorker(), status: r.status() }));
  await page.reload();

  // Opens and analyses: the example's layers are read and decided.
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('menuitem', { name: /Project denies what the global config allows/ }).click();
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');

  // Edits a layer in Monaco: its chunk and workers came from the cache.
  await page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: PROJECT, exact: true }).click();
  const deny = editor(page).locator('.view-line span span', { hasText: /^"deny"$/ }).first();
  await expect(deny).toBeVisible({ timeout: 60_000 });
  await deny.dblclick();
  await page.keyboard.type('ask');
  await expect(toolRow(page, 'bash')).toContainText('Asks');

  // Tests a shell command: the tree-sitter runtime and the bash grammar (wasm) came from the cache.
  await page.getByRole('tab', { name: 'Tester', exact: true }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('bash');
  await page.getByLabel('Path or command').fill('ls -la && rm -rf build; cd src');
  const decision = page.getByRole('status', { name: 'Decision' });
  await expect(decision.getByRole('list', { name: 'Asked patterns' }).getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
  await expect(decision.getByRole('list', { name: 'Not asked' })).toContainText('cd src');

  // Imports pasted text as a layer.
  await page.getByRole('button', { name: 'Import…' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import' });
  await importDialog.getByLabel('Layer').selectOption('global');
  await importDialog.getByLabel('Pasted text').fill('{ "permission": { "webfetch": "deny" } }');
  await importDialog.getByRole('button', { name: 'Import pasted text' }).click();
  await page.getByRole('tab', { name: 'Tools', exact: true }).click();
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model');

  // Makes a link and copies it; the link opens, still offline, in another tab with the edits in it.
  await page.getByRole('button', { name: 'Copy link…' }).click();
  const share = page.getByRole('dialog', { name: 'Share link' });
  const link = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link.startsWith(`${server.root}#`)).toBe(true);
  await share.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(share).toContainText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await share.getByRole('button', { name: 'Close' }).click();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(toolRow(other, 'bash')).toContainText('Asks');
  await expect(toolRow(other, 'webfetch')).toContainText('Hidden from the model');
  await other.close();

  const fromNetwork = answered.filter((a) => !a.fromWorker && !a.url.startsWith('data:') && !a.url.startsWith('blob:'));
  expect(fromNetwork, 'responses not served by the service worker').toEqual([]);
  const names = answered.map((a) => a.url.slice(a.url.lastIndexOf('/') + 1));
  for (const lazy of [/^LayersPane-.*\.js$/, /^json\.worker-.*\.js$/, /^tree-sitter-.*\.wasm$/, /^tree-sitter-bash-.*\.wasm$/, /^link\.worker-.*\.js$/]) {
    expect(names.some((n) => lazy.test(n)), `${lazy} came from the cache`).toBe(true);
  }
  expect(answered.every((a) => a.status === 200)).toBe(true);
  expect(outside, 'requests outside the page origin').toEqual([]);
  expect(errors, 'console errors').toEqual([]);
}

for (const prefix of ['/', '/play/']) {
  test(`served from ${prefix}: installable; after one visit the app opens, edits, tests a command, imports and copies a link with the network off`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const server = await serveFolder(DIST, prefix);
    try {
      await useOffline(page, server);
    } finally {
      await context.setOffline(false);
      await server.close();
    }
  });
}

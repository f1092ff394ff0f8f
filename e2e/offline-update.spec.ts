import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { writeServiceWorker } from '../scripts/pwa/write-service-worker.ts';
import { serveFolder, type FolderServer } from './serve-folder.ts';

// A new deployment is offered, never swapped under the user's edits. Deployment B is the build with a changed
// index.html and its sw.js written again by the build's own step (scripts/pwa/write-service-worker.ts), served
// from the same sub-path after the page has loaded deployment A.
const DIST = resolve(process.env.E2E_DIST ?? 'dist');
const PROJECT = 'agentforge.json';

test.use({ serviceWorkers: 'allow' });

const editor = (page: Page) => page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
const toolRow = (page: Page, tool: string) => page.getByRole('table', { name: 'Tools' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: tool, exact: true }) });
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const versionOf = (folder: string) => /build ([0-9a-f]{12})/.exec(readFileSync(join(folder, 'sw.js'), 'utf8'))?.[1] ?? '';

/** Deployment B in the test's output folder: the build with a changed index.html and its sw.js written again. */
async function prepareDeploymentB(): Promise<{ next: string; a: string; b: string }> {
  const next = test.info().outputPath('deployment-b');
  cpSync(DIST, next, { recursive: true });
  writeFileSync(join(next, 'index.html'), readFileSync(join(next, 'index.html'), 'utf8').replace('</head>', '<!-- deployment B --></head>'));
  const b = (await writeServiceWorker(next)).version;
  const a = versionOf(DIST);
  expect(b).not.toBe(a);
  return { next, a, b };
}

/** Opens the app and waits until deployment A's worker controls the page with its cache filled. */
async function openControlled(page: Page, root: string, a: string): Promise<void> {
  await page.goto(root);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await cacheNames(page)).toEqual([`agentforge-playground:/play/:${a}`]);
}

/** Deployment B goes live; the browser checks for it (on a navigation, or the app's hourly check: asked here). */
async function deploy(page: Page, server: FolderServer, next: string): Promise<void> {
  server.folder = next;
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
}

const offerOf = (page: Page) => page.getByRole('status', { name: 'Playground update' });

test('a new deployment is offered by a notice; the page reloads only when asked, and the edits survive the update', async ({ page }) => {
  test.setTimeout(240_000);
  const { next, a, b } = await prepareDeploymentB();
  const server = await serveFolder(DIST, '/play/');
  try {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    let navigations = 0;
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++);
    await openControlled(page, server.root, a);

    // The user's work: an edit in a layer.
    await page.getByRole('button', { name: 'Examples' }).click();
    await page.getByRole('menuitem', { name: /Project denies what the global config allows/ }).click();
    await page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: PROJECT, exact: true }).click();
    const deny = editor(page).locator('.view-line span span', { hasText: /^"deny"$/ }).first();
    await expect(deny).toBeVisible({ timeout: 60_000 });
    await deny.dblclick();
    await page.keyboard.type('ask');
    await expect(toolRow(page, 'bash')).toContainText('Asks');
    await page.evaluate(() => Object.assign(window, { untouched: true }));
    const loadedAt = navigations;

    await deploy(page, server, next);
    const offer = offerOf(page);
    await expect(offer).toContainText('A new version of the playground is ready.');
    const reload = offer.getByRole('button', { name: 'Reload to update' });
    await expect(reload).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Later' })).toBeVisible();
    expect((await cacheNames(page)).sort()).toEqual([`agentforge-playground:/play/:${a}`, `agentforge-playground:/play/:${b}`].sort());
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))).toBe('installed');

    // A row of the dock above the status bar, inside the window, clear of the header, the status bar and the
    // share message the example opened (docked too: the two stack, neither covers the other).
    const box = (await offer.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const message = (await page.getByRole('status', { name: 'Share message' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280 + 1);
    expect(box.y).toBeGreaterThan(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(footer.y + 1);
    const isApart = box.y + box.height <= message.y + 1 || message.y + message.height <= box.y + 1;
    expect(isApart, 'the offer and the share message stack, never overlap').toBe(true);
    const button = (await reload.boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(box.x);
    expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
    await page.screenshot({ path: test.info().outputPath('update-notice.png') });
    // Legible in both colour schemes (axe checks its contrast, names and roles).
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page }).include('.update-offer').analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), colorScheme).toEqual([]);
    }
    await page.screenshot({ path: test.info().outputPath('update-notice-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });

    // Nothing is swapped while the offer waits: same page, same edits, the old build in control.
    await page.waitForTimeout(2000);
    expect(navigations).toBe(loadedAt);
    expect(await page.evaluate(() => 'untouched' in window)).toBe(true);
    await expect(toolRow(page, 'bash')).toContainText('Asks');

    await reload.click();
    await page.waitForFunction(() => !('untouched' in window));
    await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
    await expect(toolRow(page, 'bash')).toContainText('Asks');
    expect(await cacheNames(page)).toEqual([`agentforge-playground:/play/:${b}`]);
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('deployment B'))).toBe(true);
    await expect(offer).toHaveCount(0);
    expect(errors, 'console errors').toEqual([]);
  } finally {
    await server.close();
  }
});

test('"Later" hides the offer; a plain reload keeps the running build and offers the new one again', async ({ page }) => {
  test.setTimeout(240_000);
  const { next, a, b } = await prepareDeploymentB();
  const server = await serveFolder(DIST, '/play/');
  try {
    await openControlled(page, server.root, a);
    await deploy(page, server, next);
    const offer = offerOf(page);
    await expect(offer).toContainText('A new version of the playground is ready.');
    await offer.getByRole('button', { name: 'Later' }).click();
    await expect(offer).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
    await expect(offer).toContainText('A new version of the playground is ready.');
    // B still waits: activating it would have deleted A's cache.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state))).toBe('installed');
    expect((await cacheNames(page)).sort()).toEqual([`agentforge-playground:/play/:${a}`, `agentforge-playground:/play/:${b}`].sort());
  } finally {
    await server.close();
  }
});

test('when one tab updates, another open tab is not reloaded: it keeps the offer and reloads on its own button', async ({ page, context }) => {
  test.setTimeout(240_000);
  const { next, a, b } = await prepareDeploymentB();
  const server = await serveFolder(DIST, '/play/');
  try {
    await openControlled(page, server.root, a);
    const other = await context.newPage();
    await other.goto(server.root);
    await expect(other.getByRole('table', { name: 'Tools' })).toBeVisible();
    await other.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await other.evaluate(() => Object.assign(window, { untouched: true }));

    await deploy(page, server, next);
    await expect(offerOf(page)).toContainText('A new version of the playground is ready.');
    await expect(offerOf(other)).toContainText('A new version of the playground is ready.');
    await offerOf(page).getByRole('button', { name: 'Reload to update' }).click();
    await page.waitForFunction(() => document.documentElement.outerHTML.includes('deployment B'));
    expect(await cacheNames(page)).toEqual([`agentforge-playground:/play/:${b}`]);

    // The other tab now runs the old page under the new worker: still offered, still not reloaded.
    await other.waitForTimeout(2000);
    expect(await other.evaluate(() => 'untouched' in window)).toBe(true);
    await expect(offerOf(other)).toContainText('A new version of the playground is ready.');
    await offerOf(other).getByRole('button', { name: 'Reload to update' }).click();
    await other.waitForFunction(() => !('untouched' in window) && document.documentElement.outerHTML.includes('deployment B'));
    await expect(other.getByRole('table', { name: 'Tools' })).toBeVisible();
    await expect(offerOf(other)).toHaveCount(0);
  } finally {
    await server.close();
  }
});

import type { Page } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, toolRow, openExample, test } from './fixtures.ts';

async function makeLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return url;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('a copied link opens the same scenario, tabs and decisions in a fresh browser context', async ({ page, browser }) => {
  await openExample(page, /Project denies what the global config allows/);
  await page.getByLabel('Agent', { exact: true }).selectOption('plan');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(toolRow(page, 'edit')).toHaveCount(0);
  const url = await makeLink(page);
  expect(url).toMatch(/#s=2\./);

  const context = await browser.newContext();
  const other = await context.newPage();
  const errors: string[] = [];
  other.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await other.goto(url);
  await expect(other.getByRole('status', { name: 'Share message' })).toContainText('Opened “Project denies what the global config allows”');
  await expect(other.getByLabel('Agent', { exact: true })).toHaveValue('plan');
  await expect(other.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
  await other.getByRole('tab', { name: 'Tools' }).click();
  await expect(toolRow(other, 'edit')).toContainText('Denied at execute');
  await expect(toolRow(other, 'bash')).toContainText('Hidden from the model');
  expect(errors).toEqual([]);
  await context.close();
});

test('a garbled link says why and keeps the current work', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  const good = await makeLink(page);
  const garbled = `${good.slice(0, good.indexOf('#s=2.') + 12)}*!garbage`;
  await page.evaluate((hash) => { window.location.hash = hash; }, garbled.slice(garbled.indexOf('#')));
  await expect(page.getByRole('alert', { name: 'Link problem' })).toContainText('This link could not be opened');
  await expect(page.getByRole('alert', { name: 'Link problem' })).toContainText('Your current scenario is unchanged');
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  await expect(toolRow(page, 'edit')).toContainText('Hidden from the model');
});

test('edits are saved locally and survive a reload', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await page.getByLabel('Agent', { exact: true }).selectOption('plan');
  await expect(toolRow(page, 'edit')).toContainText('Denied at execute');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByLabel('Agent', { exact: true })).toHaveValue('plan');
  await expect(toolRow(page, 'edit')).toContainText('Denied at execute');
});

test('a link with credentials is redacted unless they are kept on purpose', async ({ page }) => {
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel('Layer').selectOption('global');
  await dialog.getByLabel('Pasted text').fill('{ "provider": { "openai": { "options": { "apiKey": "sk-live-0123456789abcdefghij" } } }, "permission": { "webfetch": "deny" } }');
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model');
  await page.getByRole('button', { name: 'Copy link…' }).click();
  const share = page.getByRole('dialog', { name: 'Share link' });
  await expect(share.getByRole('region', { name: 'Redacted values' })).toContainText('provider.openai.options.apiKey');
  const redacted = await share.getByRole('textbox', { name: 'Link' }).inputValue();
  await share.getByLabel('Keep these secrets in the link and file').check();
  await expect(share.getByRole('textbox', { name: 'Link' })).not.toHaveValue(redacted);
});

test('a dropped file is placed where the loader reads it', async ({ page }) => {
  const data = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['{ "permission": { "webfetch": "deny" } }'], 'agentforge.json', { type: 'application/json' }));
    return dt;
  });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: data });
  await page.dispatchEvent('main', 'drop', { dataTransfer: data });
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('agentforge.json → /home/user/project/agentforge.json');
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model');
});

test('opening an example can be undone: the replaced work comes back', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await expect(page.getByRole('tab', { name: '~/.config/agentforge/agentforge.jsonc' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore previous scenario' }).click();
  await expect(page.getByRole('tab', { name: '~/.config/agentforge/agentforge.jsonc' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'agentforge.json', exact: true })).toBeVisible();
});

test('a dropped .agentforge folder is walked and each file placed where the loader reads it', async ({ page }) => {
  // A real folder drag hands the page FileSystemEntry objects (webkitGetAsEntry); build the same shapes.
  const data = await page.evaluateHandle(() => {
    type Node = { name: string; text?: string; children?: Node[] };
    const tree: Node = {
      name: '.agentforge',
      children: [
        { name: 'agentforge.json', text: '{ "permission": { "webfetch": "deny" } }' },
        { name: 'agent', children: [{ name: 'review.md', text: '---\ndescription: Reviews code\nmode: subagent\npermission:\n  edit: deny\n---\nReview the change.' }] },
      ],
    };
    const entry = (node: Node, parent: string): object => {
      const fullPath = `${parent}/${node.name}`;
      if (!node.children) {
        const file = new File([node.text ?? ''], node.name);
        return { name: node.name, fullPath, isFile: true, isDirectory: false, file: (ok: (f: File) => void) => ok(file) };
      }
      let done = false;
      const kids = node.children.map((c) => entry(c, fullPath));
      return {
        name: node.name, fullPath, isFile: false, isDirectory: true,
        createReader: () => ({ readEntries: (ok: (e: object[]) => void) => { const batch = done ? [] : kids; done = true; ok(batch); } }),
      };
    };
    const dt = new DataTransfer();
    dt.items.add(new File([''], '.agentforge'));
    const root = entry(tree, '');
    // Item objects are not kept by identity, so answer for the dropped folder's item by its name.
    const proto = DataTransferItem.prototype as unknown as { webkitGetAsEntry(this: DataTransferItem): unknown };
    const original = proto.webkitGetAsEntry;
    proto.webkitGetAsEntry = function (this: DataTransferItem) {
      return this.getAsFile()?.name === '.agentforge' ? root : original.call(this);
    };
    return dt;
  });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: data });
  await page.dispatchEvent('main', 'drop', { dataTransfer: data });
  const message = page.getByRole('status', { name: 'Share message' });
  await expect(message).toContainText('/home/user/project/.agentforge/agentforge.json');
  await expect(message).toContainText('/home/user/project/.agentforge/agent/review.md');
  await expect(page.getByRole('tab', { name: '.agentforge/agent/review.md' })).toBeVisible();
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model');
  await page.getByLabel('Agent', { exact: true }).selectOption('review');
  await expect(toolRow(page, 'edit')).toContainText('Hidden from the model');
});

test('while a link is read, Copy link… and Copy as Markdown wait: the page says so, and the report is of the linked scenario', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const linked: Scenario = {
    version: 1,
    title: 'Linked scenario: bash denied',
    files: [{ path: '/home/user/project/agentforge.json', text: '{ "permission": { "bash": "deny" } }' }],
    env: {},
    cwd: '/home/user/project',
    worktree: '/home/user/project',
    home: '/home/user',
    platform: 'linux',
    probes: [],
  };
  // The link reader's worker held back, as a slow machine or a very big link would hold it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/link\.worker/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/${encodePermalink(linked)}`);
  const banner = page.getByRole('banner');
  // The page paints what it has first (the example); until the link is read, nothing can share or copy that by mistake.
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  const reading = page.getByRole('status', { name: 'Link' });
  await expect(reading).toContainText('Reading the link…');
  await expect(banner.getByRole('button', { name: 'Copy as Markdown' })).toBeDisabled();
  await expect(banner.getByRole('button', { name: 'Copy link…' })).toBeDisabled();
  // It stays so for as long as the link takes.
  await page.waitForTimeout(1000);
  await expect(reading).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Copy as Markdown' })).toBeDisabled();
  release();
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Opened “Linked scenario: bash denied” from the link');
  await expect(reading).toHaveCount(0);
  await banner.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Markdown report copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('### Linked scenario: bash denied');
  await expect(banner.getByRole('button', { name: 'Copy link…' })).toBeEnabled();
});

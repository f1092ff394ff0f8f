import type { Locator, Page } from '@playwright/test';
import { expect, toolRow, test } from './fixtures.ts';

const AGENT_MD = `---
description: Reviews pull requests
mode: primary
permission:
  edit: deny
  bash:
    "git diff *": allow
    "*": ask
---
You review the change and report problems.
`;

function layers(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' });
}

function editor(page: Page): Locator {
  return layers(page).locator('.monaco-editor').first();
}

/** The Monaco token whose text is exactly `text` (a JSON string token includes its quotes). */
function token(page: Page, text: string): Locator {
  return editor(page).locator('.view-line span span', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
}

async function addLayer(page: Page, item: string | RegExp): Promise<void> {
  await page.getByText('+ Add layer').click();
  await page.getByRole('menu', { name: 'Add layer' }).getByRole('menuitem', { name: item }).click();
}

test.beforeEach(async ({ page }) => {
  // Monaco and many layers are slow on a shared machine.
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByRole('tablist', { name: 'Layer files' })).toBeVisible({ timeout: 60_000 });
  await expect(editor(page)).toBeVisible({ timeout: 60_000 });
});

test('a pasted agent markdown is detected, lands in .agentforge/agent/, loads, and shows in the Agent picker', async ({ page }) => {
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel('Pasted text').fill(AGENT_MD);
  const detected = dialog.getByRole('status', { name: 'What was detected' });
  await expect(detected).toContainText('Detected an agent (markdown)');
  await expect(detected).toContainText('.agentforge/agent/reviews-pull-requests.md');
  // Sure: it does not ask.
  await expect(dialog.getByRole('group', { name: 'What is it?' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  await expect(dialog).toBeHidden();

  const tab = page.getByRole('tab', { name: '.agentforge/agent/reviews-pull-requests.md', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).not.toHaveAttribute('aria-description', /error/);
  await expect(editor(page)).toContainText('You review the change');
  await expect(page.getByRole('contentinfo')).not.toContainText(/\d+ errors?/);
  const picker = page.getByLabel('Agent', { exact: true });
  await expect(picker.locator('option', { hasText: 'reviews-pull-requests' })).toHaveCount(1);
  await picker.selectOption({ label: await picker.locator('option', { hasText: 'reviews-pull-requests' }).innerText() });
  await expect(toolRow(page, 'edit')).toContainText('Hidden from the model');
});

test('when unsure the dialog asks, proposing a path the user can change', async ({ page }) => {
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel('Pasted text').fill('---\ndescription: Summarise the diff\n---\nSummarise what changed.\n');
  await expect(dialog.getByRole('status', { name: 'What was detected' })).toContainText('Not sure');
  const kinds = dialog.getByRole('group', { name: 'What is it?' });
  await expect(kinds.getByRole('radio', { name: 'an agent (markdown)' })).toBeChecked();
  await kinds.getByRole('radio', { name: 'a command (markdown)' }).check();
  await expect(dialog.getByLabel('Save as')).toHaveValue('.agentforge/command/summarise-the-diff.md');
  await dialog.getByLabel('Save as').fill('.agentforge/command/summary.md');
  await expect(dialog.getByRole('status', { name: 'What was detected' })).toContainText('.agentforge/command/summary.md');
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  await expect(page.getByRole('tab', { name: '.agentforge/command/summary.md', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(layers(page).getByText(/command summary \(layer \d+ in merge order\)/)).toBeVisible();
});

test('remote well-known and account layers have tabs that show and edit them', async ({ page }) => {
  await addLayer(page, /team\.example\.com\/\.well-known\/agentforge/);
  const remote = page.getByRole('tab', { name: 'https://team.example.com/.well-known/agentforge', exact: true });
  await expect(remote).toHaveAttribute('aria-selected', 'true');
  await expect(remote).toHaveText(/team\.example\.com/);
  await expect(layers(page).getByText(/well-known https:\/\/team\.example\.com \(layer 1 in merge order\)/)).toBeVisible();
  await expect(token(page, '"webfetch"')).toBeVisible();

  await addLayer(page, 'Org config (logs a console account in)');
  const account = page.getByRole('tab', { name: /^Account org config/ });
  await expect(account).toHaveAttribute('aria-selected', 'true');
  await expect(token(page, '"bash"')).toBeVisible();
  // Typing in the account layer (read above every file but managed) changes the result.
  await token(page, '"ask"').dblclick();
  await page.keyboard.type('deny');
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');

  // Back to the remote tab: its body is still there, and editing it is read too.
  await remote.click();
  await expect(token(page, '"webfetch"')).toBeVisible();
  await token(page, '"ask"').dblclick();
  await page.keyboard.type('deny');
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model');

  await page.getByRole('button', { name: 'Remove https://team.example.com/.well-known/agentforge' }).click();
  await expect(remote).toHaveCount(0);
  await expect(toolRow(page, 'webfetch')).not.toContainText('Hidden from the model');
});

test('Add layer offers a file in AGENTFORGE_CONFIG_DIR and the loader reads it', async ({ page }) => {
  await addLayer(page, '~/agentforge-config/agentforge.jsonc (sets AGENTFORGE_CONFIG_DIR)');
  const tab = page.getByRole('tab', { name: '~/agentforge-config/agentforge.jsonc', exact: true });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // The tab shows the file's name; the folder it is read from heads its group of tabs (above the first one).
  await expect(tab.locator('.lt-label')).toHaveText('agentforge.jsonc');
  await expect(tab.locator('.lt-group')).toHaveText('~/agentforge-config');
  await expect(layers(page).getByText(/AGENTFORGE_CONFIG_DIR agentforge\.jsonc \(layer \d+ in merge order\)/)).toBeVisible();
  await page.getByRole('tab', { name: 'Environment', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Environment' }).getByRole('textbox', { name: 'AGENTFORGE_CONFIG_DIR' })).toHaveValue('/home/user/agentforge-config');
});

test('17 layers keep the tab row to one line at 1280x800; the tabs that do not fit wait in All layers, and the keys and the list reach every one', async ({ page }) => {
  const strip = page.getByRole('tablist', { name: 'Layer files' });
  const menu = page.getByRole('menu', { name: 'Add layer' });
  const allCount = page.getByText(/^☰ \d+$/);
  // Add enabled entries until the All layers list counts 17 files.
  while ((await allCount.textContent()) !== '☰ 17') {
    await page.getByText('+ Add layer').click();
    await menu.locator('[role=menuitem]:not([disabled])').first().click();
  }
  // The tabs shown (Environment included) sit on one line; the others wait in the list, counted by the "+N" marker.
  const tabs = strip.getByRole('tab');
  const shown = await tabs.count();
  expect(shown).toBeGreaterThan(2);
  expect(shown).toBeLessThan(18);
  const boxes = await tabs.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, height: r.height })));
  const tops = boxes.map((b) => Math.round(b.top));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  const row = await strip.boundingBox();
  expect(row!.height).toBeLessThan(boxes[0]!.height * 1.8);
  await expect(strip.locator('.lt-hidden-count')).toHaveText(`+${17 - (shown - 1)}`);
  // Every tab shows its file name; its accessible name is the displayed path, its tooltip the full path.
  const first = tabs.first();
  await expect(first).toHaveAttribute('title', /^(https:\/\/|\/)/);

  // Keyboard: End selects Environment; ArrowLeft the last file, which comes into the strip, focused and in view.
  await first.click();
  await page.keyboard.press('End');
  await expect(strip.getByRole('tab', { name: 'Environment', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  const selected = strip.getByRole('tab', { selected: true });
  await expect(selected).not.toHaveAccessibleName('Environment');
  await expect(selected).toBeFocused();
  const scroller = await strip.locator('.lt-scroll').boundingBox();
  await expect.poll(async () => {
    const b = await selected.boundingBox();
    return b !== null && b.x >= scroller!.x - 1 && b.x + b.width <= scroller!.x + scroller!.width + 1;
  }).toBe(true);

  // The All layers list names every layer by its path, grouped, and opens the one picked.
  await allCount.click();
  const all = page.getByRole('menu', { name: 'All layers' });
  await expect(all.getByRole('menuitemradio')).toHaveCount(17);
  await all.getByRole('menuitemradio', { name: /^agentforge\.json( —|$)/ }).click();
  await expect(strip.getByRole('tab', { name: 'agentforge.json', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(all).toBeHidden();
});

test('a 5 MB config file opened through Import is read off the page and imported; the dialog shows a summary, not a 5 MB text box', async ({ page }) => {
  // 5 MB: a config whose last rule decides, after a long comment (the Import cap is 8 M characters, what a link may carry).
  const head = '{\n  "permission": {\n    "webfetch": "deny"\n  }\n}\n';
  const text = `${head}//${'x'.repeat(5_000_000 - head.length - 3)}\n`;
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'agentforge.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(dialog.getByText(/agentforge\.json: 5\.0 MB, too large to show here/)).toBeVisible();
  await expect(dialog.getByLabel('Pasted text')).toHaveCount(0);
  const detected = dialog.getByRole('status', { name: 'What was detected' });
  await expect(detected).toContainText('Detected', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  await expect(dialog).toBeHidden();
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model', { timeout: 120_000 });
});

test('a text over 8 M characters is refused with the reason, and Clear brings the text box back', async ({ page }) => {
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(`{}//${'y'.repeat(8_000_000)}`) });
  const detected = dialog.getByRole('status', { name: 'What was detected' });
  await expect(detected).toContainText('Cannot import this: it is larger than 8 M characters', { timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: 'Import pasted text' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(dialog.getByLabel('Pasted text')).toHaveValue('');
  await expect(detected).toContainText('Paste something or open a file');
});

import type { Locator, Page } from '@playwright/test';
import { expect, openExample, test } from './fixtures.ts';

const GLOBAL = '~/.config/agentforge/agentforge.jsonc';
const PROJECT = 'agentforge.json';

// Monaco is a large chunk: on a busy machine its first load takes a while (a condition, never a sleep).
test.describe.configure({ timeout: 180_000 });
const EDITOR_LOAD = { timeout: 90_000 };

function editor(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

function statusBar(page: Page): Locator {
  return page.getByRole('contentinfo');
}

/** The Monaco token whose text is exactly `text` (a JSON string token includes its quotes). */
function token(page: Page, text: string): Locator {
  return editor(page).locator('.view-line span span', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
}

/** Opens the two-layer example and misspells the project layer's `permission` key as `modle`; leaves the global tab open. */
async function breakProjectLayer(page: Page): Promise<void> {
  await page.goto('/');
  await expect(editor(page).locator('.view-line').first()).toBeVisible(EDITOR_LOAD);
  await openExample(page, /Project denies what the global config allows/);
  await page.getByRole('tab', { name: PROJECT, exact: true }).click();
  await token(page, '"permission"').dblclick();
  await page.keyboard.type('modle');
  await expect(statusBar(page).getByRole('button', { name: /1 error$/ })).toBeVisible();
  await page.getByRole('tab', { name: GLOBAL, exact: true }).click();
  await expect(page.getByRole('tab', { name: GLOBAL, exact: true })).toHaveAttribute('aria-selected', 'true');
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the status bar counts open the problems list; a pick opens the file with the cursor on the key', async ({ page }) => {
      await breakProjectLayer(page);
      const toggle = statusBar(page).getByRole('button', { name: /1 error$/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const dialog = page.getByRole('dialog', { name: 'Problems' });
      await expect(dialog).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const rows = dialog.getByRole('listitem');
      // One problem for the one mistake: the load-aborted summary is not listed again.
      await expect(rows.first()).toContainText('Unrecognized key: modle');
      await expect(rows.first()).toContainText('Did you mean "model"');
      // The key's own line and column (it is indented by two spaces).
      await expect(rows.first()).toContainText(new RegExp(`${PROJECT.replace('.', '\\.')}:\\d+:3$`));
      await expect(rows.filter({ hasText: /^Error/ })).toHaveCount(1);

      // The list sits above the status bar, inside the window, and its text is not clipped.
      const box = (await dialog.boundingBox())!;
      const bar = (await statusBar(page).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const row = (await rows.first().boundingBox())!;
      expect(row.height).toBeGreaterThan(16);
      expect(row.width).toBeGreaterThan(300);

      await page.screenshot({ path: `/tmp/pw-h3/problems-${viewport.width}.png` });
      await rows.first().getByRole('button').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('tab', { name: PROJECT, exact: true })).toHaveAttribute('aria-selected', 'true');
      // The cursor is at line 2, column 3 (the key's opening quote), and the editor has focus: typing lands there.
      await page.keyboard.type('Z');
      await expect(editor(page).locator('.view-line', { hasText: 'Z"modle"' })).toHaveText(/^\s\sZ"modle":\s\{$/);
    });

    test('one marker per problem, on the key, with its did-you-mean and no schema echo', async ({ page }) => {
      await breakProjectLayer(page);
      await page.getByRole('tab', { name: PROJECT, exact: true }).click();
      const key = editor(page).locator('.view-line span span', { hasText: /^"modle"$/ }).first();
      await expect(key).toBeVisible();
      const squiggles = editor(page).locator('.squiggly-error, .squiggly-warning');
      await expect(squiggles).toHaveCount(1);
      const keyBox = (await key.boundingBox())!;
      const mark = (await squiggles.first().boundingBox())!;
      expect(Math.abs(mark.x - keyBox.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(mark.x + mark.width - (keyBox.x + keyBox.width))).toBeLessThanOrEqual(2);
      expect(Math.abs(mark.y + mark.height / 2 - (keyBox.y + keyBox.height / 2))).toBeLessThan(keyBox.height);
      await key.hover();
      const hover = page.locator('.monaco-hover').filter({ hasText: 'Unrecognized key: modle' });
      await expect(hover).toBeVisible();
      await expect(hover).toContainText('Did you mean "model"');
      await expect(hover).not.toContainText('not allowed');
    });

    test('when the config does not load, the Tools tab says why in one sentence and links to the spot', async ({ page }) => {
      await breakProjectLayer(page);
      await page.getByRole('tab', { name: 'Tools' }).click();
      const why = page.getByRole('tabpanel').getByRole('alert');
      await expect(why).toContainText('The config does not load');
      await expect(why).toContainText('Unrecognized key: modle');
      await expect(why).not.toContainText('Agent picker');
      const box = (await why.boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      await why.getByRole('button', { name: new RegExp(`^${PROJECT.replace('.', '\\.')}:\\d+:3$`) }).click();
      await expect(page.getByRole('tab', { name: PROJECT, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(editor(page).locator('.le-highlight')).toBeVisible();
    });
  });
}

test('an {env:} value that breaks the JSON shows the line after substitution', async ({ page }) => {
  await page.goto('/');
  await expect(editor(page).locator('.view-line').first()).toBeVisible(EDITOR_LOAD);
  await openExample(page, /a quote in an \{env:\} value breaks the config/);
  await statusBar(page).getByRole('button', { name: /error/ }).click();
  const first = page.getByRole('dialog', { name: 'Problems' }).getByRole('listitem').first();
  await expect(first).toContainText('After {env:}/{file:} substitution, line 2 reads: "model": "anthropic/"claude""');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Problems' })).toBeHidden();
  await expect(statusBar(page).getByRole('button', { name: /error/ })).toBeFocused();
});

test('Tab indents; Escape then Tab, or Ctrl+M then Tab, leaves the editor (and the hint says so)', async ({ page }) => {
  await page.goto('/');
  await expect(editor(page).locator('.view-line').first()).toBeVisible(EDITOR_LOAD);
  await expect(page.getByRole('region', { name: 'Layers' }).getByText('Esc then Tab (or Ctrl+M) moves focus out of the editor')).toBeVisible();
  const inEditor = () => page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Tab');
  expect(await inEditor()).toBe(true);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect.poll(inEditor).toBe(false);
  await expect(page.locator(':focus')).toBeVisible();

  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  await expect.poll(inEditor).toBe(false);
  // Back to Tab indenting.
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('Control+M');
  await page.keyboard.press('Tab');
  expect(await inEditor()).toBe(true);
});

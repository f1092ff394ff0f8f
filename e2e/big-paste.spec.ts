import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * A paste that makes a layer's file too large for the editor (over 1 MB) skips Monaco's edit path: the file takes
 * the pasted text, the light read-only view shows it with a notice that says it came from a paste, the analysis runs
 * on all of it, and "Open in the editor anyway" still opens Monaco. Smaller pastes edit in Monaco as before.
 */

/** A config of `count` rules (about 40 characters each) with a misspelled top-level key at the end (one error). */
function bigConfig(count: number): string {
  const rules = Array.from({ length: count }, (_, i) => `      "src/p${i}/**/*.ts": "${i % 3 ? 'allow' : 'deny'}",`).join('\n').replace(/,$/, '');
  return `{\n  "permission": {\n    "bash": "deny",\n    "edit": {\n${rules}\n    }\n  },\n  "permision": {}\n}\n`;
}

const layersEditor = (page: Page) => page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
const lightView = (page: Page) => page.getByRole('region', { name: /large file, read-only view/ });
const statusBar = (page: Page) => page.getByRole('contentinfo');

async function openWithEditor(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(layersEditor(page).locator('.view-line').first()).toBeVisible({ timeout: 60_000 });
}

/** Selects all of the editor's text, as a person does before pasting over it. */
async function selectAllInEditor(page: Page): Promise<void> {
  await layersEditor(page).locator('.view-lines').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+A');
}

/** A paste event with `text` on the focused element (Monaco's input), as the browser sends for Ctrl+V. */
async function dispatchPaste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a paste over 1 MB shows in the light view with a paste notice; the analysis covers it; the editor opens on request', async ({ page }) => {
  test.setTimeout(180_000);
  const text = bigConfig(60_000); // about 2.4 MB
  const lines = text.split('\n').length;
  await openWithEditor(page);
  await expect(statusBar(page)).not.toContainText('error');
  await selectAllInEditor(page);
  await dispatchPaste(page, text);

  const view = lightView(page);
  await expect(view.getByRole('note')).toContainText(`Large file after a paste (${(text.length / 1e6).toFixed(1)} MB, ${lines.toLocaleString('en-US')} lines): shown read-only`, { timeout: 90_000 });
  await expect(layersEditor(page)).toHaveCount(0);
  // The read-only text took the focus the editor had.
  await expect(view.getByLabel(/lines 1–300 of/)).toBeFocused();
  // The analysis ran on the pasted text: its one error is counted and placed.
  await expect(statusBar(page)).toContainText('1 error');
  await expect(view.getByRole('list', { name: 'Problems in this file' })).toContainText(`Line ${lines - 2}, column 3: Unrecognized key: permision`);

  await view.getByRole('button', { name: 'Open in the editor anyway' }).click();
  const editor = layersEditor(page);
  await expect(editor.locator('.view-line').first()).toBeVisible({ timeout: 90_000 });
  await expect(view).toHaveCount(0);
  await expect(editor).toContainText('"src/p0/**/*.ts": "deny"');
});

test('a real Ctrl+V of a large text takes the same path', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const text = bigConfig(40_000); // about 1.6 MB
  await openWithEditor(page);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await selectAllInEditor(page);
  await page.keyboard.press('Control+V');
  await expect(lightView(page).getByRole('note')).toContainText(`Large file after a paste (${(text.length / 1e6).toFixed(1)} MB, `, { timeout: 90_000 });
  await expect(statusBar(page)).toContainText('1 error');
});

test('Paste from the editor’s context menu of a large text takes the same path', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const text = bigConfig(40_000);
  await openWithEditor(page);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await selectAllInEditor(page);
  await layersEditor(page).locator('.view-lines').click({ button: 'right', position: { x: 5, y: 5 } });
  // On a busy machine Monaco's menu can drop a click that lands while it is still opening (the menu stays open and
  // nothing is pasted; seen in a loaded CI run): click Paste again while the menu is still shown. A click that was
  // taken closes the menu, so the text is never pasted twice.
  const paste = page.getByRole('menuitem', { name: 'Paste' });
  await expect(async () => {
    if (await paste.isVisible()) await paste.click({ timeout: 5_000 });
    await expect(paste).toBeHidden({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(lightView(page).getByRole('note')).toContainText(`Large file after a paste (${(text.length / 1e6).toFixed(1)} MB, `, { timeout: 90_000 });
  await expect(statusBar(page)).toContainText('1 error');
});

test('a paste that makes the file large but under 1 MB stays in the editor (JSON assistance off); the next one that passes 1 MB goes to the light view', async ({ page }) => {
  test.setTimeout(180_000);
  const part = bigConfig(15_000); // about 600 KB
  await openWithEditor(page);
  await selectAllInEditor(page);
  await dispatchPaste(page, part);
  const region = page.getByRole('region', { name: 'Layers' });
  await expect(region.getByText(/JSON completion and hover are off/)).toBeVisible();
  // Monaco shows the end of what it inserted, where the cursor is.
  await expect(layersEditor(page)).toContainText('"src/p14999/**/*.ts": "allow"');
  await expect(lightView(page)).toHaveCount(0);
  // The cursor is at the end of the pasted text: the same text again makes the file about 1.2 MB.
  await dispatchPaste(page, part);
  await expect(lightView(page).getByRole('note')).toContainText(`Large file after a paste of ${Math.round(part.length / 1000)} KB (now ${((2 * part.length) / 1e6).toFixed(1)} MB, `);
  await expect(layersEditor(page)).toHaveCount(0);
});

test('a small paste edits in Monaco and Ctrl+Z undoes it', async ({ page }) => {
  await openWithEditor(page);
  const editor = layersEditor(page);
  const before = (await editor.locator('.view-lines').textContent()) ?? '';
  await selectAllInEditor(page);
  await dispatchPaste(page, '{ "permission": { "permision": {} }, "permision": {} }\n');
  await expect(editor).toContainText('"permision": {} }');
  await expect(statusBar(page)).toContainText('error');
  await expect(lightView(page)).toHaveCount(0);
  await page.keyboard.press('Control+Z');
  await expect(editor).not.toContainText('"permision"');
  await expect(editor.locator('.view-lines')).toHaveText(before);
  await expect(statusBar(page)).not.toContainText('error');
});

test('a paste that went to the light view is undone by Ctrl+Z there, or by Undo paste: the text before it, in the editor', async ({ page }) => {
  test.setTimeout(240_000);
  const text = bigConfig(30_000); // about 1.2 MB
  await openWithEditor(page);
  const before = (await layersEditor(page).locator('.view-lines').textContent()) ?? '';
  expect(before).not.toBe('');

  // Ctrl+Z where the editor was: the read-only text has the focus after the paste.
  await selectAllInEditor(page);
  await dispatchPaste(page, text);
  const view = lightView(page);
  await expect(view.getByRole('note')).toContainText('Large file after a paste', { timeout: 90_000 });
  await expect(statusBar(page)).toContainText('1 error', { timeout: 90_000 });
  await expect(view.getByLabel(/lines 1–300 of/)).toBeFocused();
  await page.keyboard.press('Control+Z');
  await expect(view).toHaveCount(0);
  const editor = layersEditor(page);
  await expect(editor.locator('.view-lines')).toHaveText(before, { timeout: 60_000 });
  await expect(statusBar(page)).not.toContainText('error', { timeout: 90_000 });

  // The button does the same; the editor's own undo history was never touched by the large paste.
  await selectAllInEditor(page);
  await dispatchPaste(page, text);
  await expect(view.getByRole('note')).toContainText('Large file after a paste', { timeout: 90_000 });
  await view.getByRole('button', { name: 'Undo paste' }).click();
  await expect(view).toHaveCount(0);
  await expect(layersEditor(page).locator('.view-lines')).toHaveText(before, { timeout: 60_000 });
  await expect(statusBar(page)).not.toContainText('error', { timeout: 90_000 });
});

test('a large file that was loaded, not pasted, offers no Undo paste', async ({ page }) => {
  test.setTimeout(180_000);
  const text = bigConfig(30_000);
  await openWithEditor(page);
  await selectAllInEditor(page);
  await dispatchPaste(page, text);
  const view = lightView(page);
  await expect(view.getByRole('button', { name: 'Undo paste' })).toBeVisible({ timeout: 90_000 });
  // A reload restores the autosaved scenario: the same text, now loaded.
  await expect(statusBar(page)).toContainText('1 error', { timeout: 90_000 });
  await page.reload();
  await expect(view.getByRole('note')).toContainText('Large file (', { timeout: 90_000 });
  await expect(view.getByRole('button', { name: 'Undo paste' })).toHaveCount(0);
});

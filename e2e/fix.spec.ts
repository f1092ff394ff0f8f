import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { findExample } from '../engine/examples/examples.ts';
import { decodePermalink } from '../engine/scenario/permalink.ts';
import { expect, openExample, test } from './fixtures.ts';

const ORIGINAL = findExample('pattern-level-rules')!.scenario.files[0]!;

function probeRows(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Probes' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
}

function editor(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

/** A line as Monaco shows it: any space may be a no-break space. */
function asEditorText(line: string): RegExp {
  return new RegExp(line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));
}

/** The project file's text as the store holds it, read back from a share link (byte for byte). */
async function projectText(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const link = decodePermalink(url);
  if (link.kind !== 'ok') throw new Error('the share link does not decode');
  return link.scenario.files.find((f) => f.path === ORIGINAL.path)?.text ?? '(missing)';
}

/** Opens the pattern-level example and expects edit reports/a.md to be allowed (it is not: "*" comes last). */
async function addFailingExpectation(page: Page): Promise<void> {
  await openExample(page, /Pattern-level rules/);
  await page.getByRole('tab', { name: 'Probes' }).click();
  const form = page.getByRole('form', { name: 'Add a probe' });
  await form.getByLabel('Probe permission').fill('edit');
  await form.getByLabel('Probe input').fill('reports/a.md');
  await form.getByLabel('Expected action').selectOption('allow');
  await form.getByRole('button', { name: 'Add probe' }).click();
  await expect(page.getByRole('status', { name: 'Probe summary' })).toHaveText('7 probes: 6 pass, 1 fail');
  await expect(probeRows(page, 'edit reports/a.md').last()).toContainText('Expected allow, got deny (Hidden from the model)');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('fix a failing expectation: preview, apply, the probe passes, side effects listed; undo restores the text byte for byte', async ({ page }) => {
  await addFailingExpectation(page);
  const fix = page.getByRole('button', { name: 'Fix edit reports/a.md' });
  await expect(fix).toHaveCount(1);

  // The dialog opens with focus inside, Escape closes it and focus goes back to the button.
  await fix.click();
  const dialog = page.getByRole('dialog', { name: /Fix edit reports\/a\.md/ });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(fix).toBeFocused();

  await fix.click();
  await expect(dialog).toContainText('Wanted:');
  const first = dialog.getByRole('list', { name: 'Proposals' }).getByRole('region').first();
  await expect(first).toContainText('Lands at: Allowed');
  // The preview is Monaco's diff editor (loaded with the fix dialog, not in the first paint): removed lines shown
  // inline with a gutter sign as well as a colour, the old key order gone, the new one come.
  const preview = first.getByLabel('Changes to agentforge.json');
  const diff = preview.locator('.monaco-diff-editor');
  await expect(diff).toBeVisible();
  await expect(diff.locator('.line-delete').first()).toBeAttached();
  await expect(diff.locator('.line-insert').first()).toBeAttached();
  await expect(diff.locator('.gutter-delete').first()).toBeVisible();
  await expect(diff.locator('.gutter-insert').first()).toBeVisible();
  await expect(diff.locator('.editor.modified .view-zones')).toContainText(asEditorText('"reports/**": "allow", "*": "deny"'));
  const box = await diff.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(3 * 19);
  // The same change as text, for reading aloud and copying: each changed line starts with its sign.
  await preview.getByText('The change as text (unified diff)').click();
  const text = preview.locator('.fix-unified pre');
  await expect(text.locator('.fix-del', { hasText: '"reports/**": "allow", "*": "deny"' })).toHaveCount(1);
  const added = ((await text.locator('.fix-add').first().textContent()) ?? '').slice(1).trim();
  expect(added).not.toBe('');
  await expect(diff.locator('.editor.modified .view-lines:not(.line-delete)')).toContainText(asEditorText(added));
  await expect(first.getByRole('region', { name: /^Side effects of/ })).toContainText('edit src/app.ts');

  // At 1280x800 the dialog fits the viewport and its text is legible.
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox).not.toBeNull();
  expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.y).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(1280);
  expect(dialogBox!.y + dialogBox!.height).toBeLessThanOrEqual(800);
  const smallest = await dialog.evaluate((d) => {
    const sizes = [...d.querySelectorAll<HTMLElement>('*')].filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) && el.getClientRects().length > 0 && !el.closest('.visually-hidden'));
    return Math.min(...sizes.map((el) => parseFloat(getComputedStyle(el).fontSize)));
  });
  expect(smallest).toBeGreaterThanOrEqual(12);

  // axe-core: no serious or critical violation inside the dialog.
  const axe = await new AxeBuilder({ page }).include('.fix-dialog').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);

  const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('region', { name: 'Applied fix', exact: true })).toContainText(title);
  await expect(dialog.getByText('This now holds')).toBeVisible();
  const effects = dialog.getByRole('region', { name: 'Side effects of the applied fix' });
  await expect(effects).toContainText('edit src/app.ts: Hidden from the model → Denied at execute');
  // The editor took the new text (not only the store).
  await expect(editor(page).locator('.view-lines')).toContainText(asEditorText(added));

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(probeRows(page, 'edit reports/a.md').last()).toContainText('Pass');
  await expect(page.getByRole('button', { name: 'Fix edit reports/a.md' })).toHaveCount(1); // the example's own "deny" expectation now fails
  expect(await projectText(page)).not.toBe(ORIGINAL.text);

  // Undo: one step, the text comes back byte for byte, in the store and in the editor.
  const bar = page.getByRole('status', { name: 'Applied fix' });
  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(bar).toBeHidden();
  await expect(probeRows(page, 'edit reports/a.md').last()).toContainText('Expected allow, got deny (Hidden from the model)');
  expect(await projectText(page)).toBe(ORIGINAL.text);
  await expect(editor(page).locator('.view-lines')).toContainText(/"reports\/\*\*":\s"allow",\s"\*":\s"deny"/);
});

test('the Tester offers a Fix when the wanted outcome differs from the decision', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await page.getByRole('tab', { name: 'Tester' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('edit');
  await page.getByLabel('Path or command').fill('reports/a.md');
  const want = page.getByLabel('I want');
  await want.selectOption('hidden');
  await expect(page.getByRole('button', { name: /^Fix / })).toHaveCount(0);
  await want.selectOption('allow');
  await page.getByRole('button', { name: 'Fix edit reports/a.md' }).click();
  const dialog = page.getByRole('dialog', { name: /Fix edit reports\/a\.md/ });
  await expect(dialog.getByRole('list', { name: 'Proposals' }).getByRole('region').first()).toContainText('Lands at: Allowed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The main screen and every result tab, in light and dark mode, checked by axe-core: no violation of serious or critical impact.
// One test per tab, so each axe pass gets its own time budget (a loaded machine slows axe down, not the app).
const RESULT_TABS = ['Tools', 'Tester', 'Rules', 'Merged', 'Probes', 'Matrix', 'Diff', 'Subagents', 'Simulator', 'Learn'] as const;

async function openMainScreen(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Merge order' })).toBeVisible();
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
}

test('the result tabs are the ones the accessibility pass covers', async ({ page }) => {
  await openMainScreen(page);
  const names = await page.getByRole('tablist', { name: 'Results' }).getByRole('tab').allTextContents();
  expect(names).toEqual([...RESULT_TABS]);
});

for (const [scheme, name] of (['light', 'dark'] as const).flatMap((scheme) => RESULT_TABS.map((name) => [scheme, name] as const))) {
  test(`the main screen with the ${name} tab in ${scheme} mode has no serious or critical accessibility violations`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openMainScreen(page);
    await page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) on tab ${name} (${scheme}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}

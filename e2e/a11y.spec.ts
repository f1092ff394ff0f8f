import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// The main screen and every result tab, checked by axe-core: no violation of serious or critical impact.
test('the main screen has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Merge order' })).toBeVisible();
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Results' }).getByRole('tab');
  const names = await tabs.allTextContents();
  expect(names.length).toBeGreaterThan(3);
  for (const name of names) {
    await page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name }).click();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}) on tab ${name}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  }
});

import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';

/**
 * The test fixture every journey uses: it fails the test when a request leaves the page's origin
 * or when the console shows an error.
 */
export const test = base.extend<{ guards: void }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
      const outside: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== origin) outside.push(url);
      });
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await use();
      expect(outside, 'requests outside the page origin').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The Tools table row whose row header is exactly the tool id. */
export function toolRow(page: Page, tool: string): Locator {
  return page.getByRole('table', { name: 'Tools' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: tool, exact: true }) });
}

/** Opens a built-in example from the Examples menu, as a person would, and waits for the menu to close. */
export async function openExample(page: Page, title: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('menuitem', { name: title }).click();
  await expect(page.getByRole('menu', { name: 'Examples' })).toBeHidden();
}

/** Opens a result tab from the row, or from the More tabs menu when it waits there. */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name, exact: true });
  if (await tab.isVisible()) await tab.click();
  else {
    await page.getByRole('button', { name: /^More tabs/ }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Opens a scenario's link in the page and waits until the link is read and loaded: the page paints its
 * default example first and reads the link off the main thread, so a table being visible does not yet
 * mean it shows the linked scenario.
 */
export async function gotoScenario(page: Page, scenario: Scenario, timeout?: number): Promise<void> {
  await page.goto(`/${encodePermalink(scenario)}`);
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('from the link', { timeout });
}

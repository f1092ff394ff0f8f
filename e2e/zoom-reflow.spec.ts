import type { Page } from '@playwright/test';
import { expect, openExample, test } from './fixtures.ts';

// A 1400x900 window at 200% zoom is 700x450 CSS px; WCAG reflow asks for 320 CSS px with no page-level sideways
// scroll (editors and tables may scroll inside). The panes stack there, and the header scrolls away.
test.describe.configure({ timeout: 180_000 });

/** How far the page itself scrolls sideways (0 when it never does). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openTester(page: Page, command: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Results' }).scrollIntoViewIfNeeded();
  const tab = page.getByRole('tablist', { name: 'Results' }).getByRole('tab', { name: 'Tester', exact: true });
  if (await tab.isVisible()) await tab.click();
  else {
    await page.getByRole('button', { name: /^More tabs/ }).click();
    await page.getByRole('menuitem', { name: 'Tester', exact: true }).click();
  }
  await page.getByRole('combobox', { name: 'Permission' }).fill('bash');
  await page.getByLabel('Path or command').fill(command);
}

test.describe('at 700x450 (a 1400x900 window at 200%)', () => {
  test.use({ viewport: { width: 700, height: 450 } });

  test('the header scrolls away and the Tester decision is fully readable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('table', { name: 'Tools' })).toBeAttached();
    await openExample(page, /Project denies what the global config allows/);
    await openTester(page, 'git status');
    const decision = page.getByRole('status', { name: 'Decision' });
    await expect(decision).toContainText(/deny/i);
    await decision.scrollIntoViewIfNeeded();
    const panelLocator = page.getByRole('region', { name: 'Results', exact: true }).getByRole('tabpanel');
    // Each part of the decision (its stage, its sentence, the rule that decided, each step) can be brought into the
    // window, whole and inside its panel's visible box: the decision may be taller than 450 px, never cut or covered.
    const parts = decision.locator(':scope > *');
    const count = await parts.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) {
      const part = parts.nth(i);
      if (!(await part.isVisible())) continue;
      await part.scrollIntoViewIfNeeded();
      const box = (await part.boundingBox())!;
      const panel = (await panelLocator.boundingBox())!;
      const top = Math.max(0, panel.y);
      const bottom = Math.min(450, panel.y + panel.height);
      if (box.height <= bottom - top) {
        expect(box.y, `part ${i} top`).toBeGreaterThanOrEqual(top - 1);
        expect(box.y + box.height, `part ${i} bottom`).toBeLessThanOrEqual(bottom + 1);
      }
      expect(box.x + box.width, `part ${i} right`).toBeLessThanOrEqual(700 + 1);
    }
    await decision.scrollIntoViewIfNeeded();
    const box = (await decision.boundingBox())!;
    expect(box.height).toBeGreaterThan(40);
    // The header is scrolled out of the window, not pinned over the results.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y + header.height).toBeLessThanOrEqual(box.y + 1);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('at 320 CSS px wide (WCAG reflow)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the main journey works with no page-level sideways scroll', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('table', { name: 'Tools' })).toBeAttached();
    expect(await pageOverflow(page), 'first screen').toBeLessThanOrEqual(0);
    await openExample(page, /Project denies what the global config allows/);
    expect(await pageOverflow(page), 'after opening an example').toBeLessThanOrEqual(0);
    // A layer tab opens its file in the editor.
    const strip = page.getByRole('tablist', { name: 'Layer files' });
    const project = strip.getByRole('tab', { name: 'agentforge.json', exact: true });
    if ((await project.count()) > 0 && (await project.isVisible())) await project.click();
    else {
      // Too narrow for its tab: the file waits in the All layers menu, which opens inside the window.
      await page.getByText(/^☰ \d+$/).click();
      const all = page.getByRole('menu', { name: 'All layers' });
      const menuBox = (await all.boundingBox())!;
      expect(menuBox.x).toBeGreaterThanOrEqual(0);
      expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(320 + 1);
      await all.getByRole('menuitemradio', { name: /^agentforge\.json( —|$)/ }).click();
    }
    await expect(page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first()).toContainText('"deny"', { timeout: 90_000 });
    expect(await pageOverflow(page), 'editor open').toBeLessThanOrEqual(0);
    // The Tools table answers, then the Tester decides a command.
    await page.getByRole('table', { name: 'Tools' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
    expect(await pageOverflow(page), 'Tools').toBeLessThanOrEqual(0);
    await openTester(page, 'git status');
    const decision = page.getByRole('status', { name: 'Decision' });
    await expect(decision).toContainText(/deny/i);
    await decision.scrollIntoViewIfNeeded();
    const box = (await decision.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320 + 1);
    expect(await pageOverflow(page), 'Tester').toBeLessThanOrEqual(0);
    // The header's menus open inside the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Examples' }).click();
    const menu = (await page.getByRole('menu', { name: 'Examples' }).boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(320 + 1);
    await page.keyboard.press('Escape');
    expect(await pageOverflow(page), 'after the menu').toBeLessThanOrEqual(0);
  });
});

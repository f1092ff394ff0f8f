import type { Page } from '@playwright/test';
import { expect, openTab, test, toolRow } from './fixtures.ts';

// The layout from 1280x800 up: one-line result tabs, every tab's content fits its pane (or scrolls inside it),
// regions never overlap, and the splitters move by keyboard and are remembered.
const TABS = ['Tools', 'Tester', 'Rules', 'Merged', 'Probes', 'Matrix', 'Diff', 'Subagents', 'Simulator', 'Learn'] as const;

async function openMainScreen(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Merge order' })).toBeVisible();
}


for (const viewport of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the result tabs sit on one line and every tab fits its pane or scrolls inside it', async ({ page }) => {
      await openMainScreen(page);
      const tabs = page.getByRole('tablist', { name: 'Results' }).getByRole('tab');
      const tops = await tabs.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(0);
      expect(new Set(tops).size, 'all visible tabs on one line').toBe(1);
      for (const name of TABS) {
        await openTab(page, name);
        await expect(page.getByRole('region', { name: 'Results', exact: true }).getByRole('tabpanel').locator('.loading')).toHaveCount(0);
        const fit = await page.getByRole('region', { name: 'Results', exact: true }).getByRole('tabpanel').evaluate((panel) => {
          const box = panel.getBoundingClientRect();
          const scrollsSideways = (el: Element | null): boolean => {
            for (let at = el?.parentElement ?? null; at && at !== panel; at = at.parentElement) {
              const s = getComputedStyle(at);
              if ((s.overflowX === 'auto' || s.overflowX === 'scroll') && at.getBoundingClientRect().right <= box.right + 1) return true;
            }
            return false;
          };
          const cut = [...panel.querySelectorAll('table, input, select, textarea')]
            .filter((el) => el.getBoundingClientRect().right > box.right + 1 && !scrollsSideways(el))
            .map((el) => el.getAttribute('aria-label') ?? el.tagName);
          const why = [...panel.querySelectorAll('th')].filter((th) => /^(Why|Reason)$/.test(th.textContent?.trim() ?? '') && !scrollsSideways(th));
          const whyCut = why.filter((th) => th.getBoundingClientRect().right > box.right + 1).length;
          return { panelOverflow: panel.scrollWidth - panel.clientWidth, cut, whyCut };
        });
        expect(fit.panelOverflow, `${name}: the panel does not scroll sideways`).toBeLessThanOrEqual(1);
        expect(fit.cut, `${name}: tables and fields cut at the pane's edge`).toEqual([]);
        expect(fit.whyCut, `${name}: the Why column is in view`).toBe(0);
      }
    });

    test('the add-probe form: no label runs into the next field', async ({ page }) => {
      await openMainScreen(page);
      await openTab(page, 'Probes');
      const form = page.getByRole('form', { name: 'Add a probe' });
      await expect(form.getByRole('textbox', { name: 'Probe permission' })).toBeVisible();
      // Each label against its own field and the next field on its line: never wider than its field, never past the next one's start.
      const fields = await form.locator('.field').evaluateAll((els) =>
        els.map((el) => {
          const field = el.getBoundingClientRect();
          const label = el.querySelector('label')!;
          // The text's own width (a label is a block as wide as its field).
          const range = document.createRange();
          range.selectNodeContents(label);
          const text = range.getBoundingClientRect();
          return { name: label.textContent ?? '', top: Math.round(field.top), left: field.left, right: field.right, textRight: text.right };
        }),
      );
      expect(fields.length).toBe(4);
      for (const [i, f] of fields.entries()) {
        expect(f.textRight, `${f.name}: its label fits its field`).toBeLessThanOrEqual(f.right + 1);
        const next = fields[i + 1];
        if (next && next.top === f.top) expect(f.textRight, `${f.name}: its label ends before ${next.name} starts`).toBeLessThanOrEqual(next.left + 1);
      }
    });

    test('the regions do not overlap: header, layers, merge order, results, status bar', async ({ page }) => {
      await openMainScreen(page);
      const boxOf = async (name: string, locator = page.getByRole('region', { name, exact: true })) => {
        const box = await locator.first().boundingBox();
        expect(box, name).not.toBeNull();
        return box!;
      };
      const header = await boxOf('header', page.getByRole('banner'));
      const layers = await boxOf('Layers');
      const graph = await boxOf('graph', page.locator('#graph-pane'));
      const results = await boxOf('Results');
      expect(layers.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(graph.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(results.y, 'results start below the merge order').toBeGreaterThanOrEqual(graph.y + graph.height - 1);
      expect(results.x).toBeGreaterThanOrEqual(layers.x + layers.width - 1);
      expect(results.y + results.height).toBeLessThanOrEqual(viewport.height + 1);
      // The results get real room: at least a third of the window's height.
      expect(results.height).toBeGreaterThan(viewport.height / 3);
    });
  });
}

test('the splitters move by keyboard, keep their size after a reload, and a narrow results pane puts tabs behind More tabs', async ({ page }) => {
  await openMainScreen(page);
  const layersSplit = page.getByRole('separator', { name: 'Resize the layers pane' });
  const graphSplit = page.getByRole('separator', { name: 'Resize the merge order pane' });
  const layersWidth = async () => (await page.getByRole('region', { name: 'Layers', exact: true }).boundingBox())?.width ?? 0;
  const graphHeight = async () => (await page.locator('#graph-pane').boundingBox())?.height ?? 0;
  const before = Number(await layersSplit.getAttribute('aria-valuenow'));
  const widthBefore = await layersWidth();
  await layersSplit.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(layersSplit).toHaveAttribute('aria-valuenow', String(before + 4));
  expect(await layersWidth()).toBeGreaterThan(widthBefore + 20);

  const graphBefore = Number(await graphSplit.getAttribute('aria-valuenow'));
  const heightBefore = await graphHeight();
  await graphSplit.focus();
  await page.keyboard.press('Shift+ArrowUp');
  await expect(graphSplit).toHaveAttribute('aria-valuenow', String(graphBefore - 10));
  expect(await graphHeight()).toBeLessThan(heightBefore - 20);

  const widthAfter = await layersWidth();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(layersSplit).toHaveAttribute('aria-valuenow', String(before + 4));
  await expect(graphSplit).toHaveAttribute('aria-valuenow', String(graphBefore - 10));
  expect(Math.abs((await layersWidth()) - widthAfter)).toBeLessThanOrEqual(2);

  // The widest layers pane leaves the results too narrow for ten tabs: the rest wait behind More tabs, still one line.
  await layersSplit.focus();
  await page.keyboard.press('End');
  const more = page.getByRole('button', { name: /^More tabs/ });
  await expect(more).toBeVisible();
  const tops = await page.getByRole('tablist', { name: 'Results' }).getByRole('tab').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await more.click();
  await page.getByRole('menuitem', { name: 'Learn', exact: true }).click();
  const learn = page.getByRole('tab', { name: 'Learn', exact: true });
  await expect(learn).toHaveAttribute('aria-selected', 'true');
  await expect(learn).toBeVisible();
  await expect(learn).toBeFocused();
});

test('blocked storage does not break the splitters', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get: () => { throw new DOMException('blocked', 'SecurityError'); } });
  });
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  const split = page.getByRole('separator', { name: 'Resize the layers pane' });
  const before = Number(await split.getAttribute('aria-valuenow'));
  await split.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(split).toHaveAttribute('aria-valuenow', String(before - 2));
});

test('focus returns to what opened the explain card and the share dialog', async ({ page }) => {
  await openMainScreen(page);
  const explain = toolRow(page, 'bash').getByRole('button', { name: 'Explain bash' });
  await explain.click();
  const card = page.getByRole('dialog', { name: /^Explain/ });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Close the explanation' }).focus();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(explain).toBeFocused();

  const share = page.getByRole('button', { name: 'Copy link…' });
  await share.click();
  await expect(page.getByRole('dialog', { name: 'Share link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Share link' })).toBeHidden();
  await expect(share).toBeFocused();
});

test('Copy as Markdown in the header copies a report that names the engine, the reference version and the run mode', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openMainScreen(page);
  await page.getByLabel('Run mode').selectOption('run');
  await page.getByRole('banner').getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Markdown report copied');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toMatch(/Engine: Agentforge Permission Playground \d+\.\d+\.\d+, reproducing agentforge \(opencode\) 1\.18\.3/);
  expect(text).toContain('Run mode: non\\-interactive run (`agentforge run`)');
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { layeredLink } from './graph-scenarios.ts';

const MIN_PX = 12;

// Each journey opens a 17-layer link first; on a loaded machine that alone can take half a minute.
test.describe.configure({ timeout: 240_000 });

function graph(page: Page): Locator {
  return page.getByRole('region', { name: 'Merge order' });
}

/** Opens the scenario with `count` read layers from its permalink and waits until the graph draws it. */
async function openLayers(page: Page, count: number): Promise<void> {
  await page.goto(layeredLink(count));
  // The first analysis of a link waits for the worker and the editor: slow on a loaded machine.
  await expect(page.getByRole('contentinfo')).toContainText(new RegExp(`\\b${count} layers? read`), { timeout: 45_000 });
  await expect(page.getByRole('status', { name: 'Analysis' })).toHaveCount(0, { timeout: 30_000 });
  await expect(graph(page).getByRole('button', { name: /^Open ~\/\.config\/agentforge\/agentforge\.jsonc/ })).toBeVisible();
}

interface Legibility {
  /** The smallest on-screen size (px) of any text drawn in a node: computed font size × the viewport's scale. */
  readonly smallestPx: number;
  /** The same scale measured from a node's bounding box against its laid-out width. */
  readonly boxScale: number;
  readonly transformScale: number;
  readonly texts: number;
}

async function legibility(page: Page): Promise<Legibility> {
  return page.evaluate(() => {
    const viewport = document.querySelector<HTMLElement>('.merge-graph .react-flow__viewport');
    const transformScale = viewport ? new DOMMatrix(getComputedStyle(viewport).transform).a : Number.NaN;
    const node = document.querySelector<HTMLElement>('.merge-graph .mg-node');
    const boxScale = node ? node.getBoundingClientRect().width / node.offsetWidth : Number.NaN;
    const withText = [...document.querySelectorAll<HTMLElement>('.merge-graph .react-flow__node *')].filter((el) => [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? '').trim() !== '') && el.getClientRects().length > 0 && !el.closest('.visually-hidden'));
    const smallestPx = Math.min(...withText.map((el) => parseFloat(getComputedStyle(el).fontSize) * transformScale));
    return { smallestPx, boxScale, transformScale, texts: withText.length };
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

for (const [width, height] of [[1280, 800], [1920, 1080]] as const) {
  for (const layers of [1, 4, 17]) {
    test(`at ${width}x${height} with ${layers} layer(s) every graph label renders at 12 px or more, inside its own region`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await openLayers(page, layers);
      const read = await legibility(page);
      expect(read.texts).toBeGreaterThan(10);
      // The two measures of the zoom agree: the transform is what the boxes show.
      expect(Math.abs(read.boxScale - read.transformScale)).toBeLessThan(0.01);
      expect(read.smallestPx).toBeGreaterThanOrEqual(MIN_PX - 0.01);

      // The graph stays in its region: within the window, clear of the layers and the results.
      const region = (await graph(page).boundingBox())!;
      expect(region.x + region.width).toBeLessThanOrEqual(width + 0.5);
      expect(region.y + region.height).toBeLessThanOrEqual(height + 0.5);
      for (const other of [page.getByRole('region', { name: 'Layers' }), page.getByRole('region', { name: 'Results' })]) {
        const box = await other.boundingBox();
        if (box) expect(overlaps(region, box), 'the graph covers another region').toBe(false);
      }
      // Nodes outside the canvas are clipped by it, never drawn over a neighbour.
      expect(await graph(page).locator('.mg-canvas').evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(1);
      await testInfo.attach(`graph-${width}x${height}-${layers}`, { body: await page.screenshot(), contentType: 'image/png' });
    });
  }
}

test('titles keep the file name, deltas skip $schema, and a node reached by Tab shows its full path', async ({ page }) => {
  await openLayers(page, 17);
  const global = graph(page).getByRole('button', { name: 'Open ~/.config/agentforge/agentforge.jsonc', exact: true });
  await expect(global).toContainText('agentforge.jsonc');
  await expect(global).toContainText('sets permission.bash');
  await expect(graph(page).locator('.mg-subtitle').filter({ hasText: '$schema' })).toHaveCount(0);

  // Keyboard only: focus the first node and Tab to the next; the details follow focus.
  await global.focus();
  const details = graph(page).getByRole('region', { name: 'Node details' });
  await expect(details).toContainText('/home/user/.config/agentforge/agentforge.jsonc');
  await expect(details).toContainText('also sets $schema');
  await page.keyboard.press('Tab');
  await expect(details).not.toContainText('/home/user/.config/agentforge/agentforge.jsonc');
  // Every node the canvas draws is a button with a name.
  const names = await graph(page).locator('.react-flow__node button').evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(names.length).toBeGreaterThan(20);
  expect(names.every((n) => /^(Open|Show|Details of) \S/.test(n))).toBe(true);
});

test('a node reached deep in the graph by keyboard pans into view and opens what it stands for', async ({ page }) => {
  await openLayers(page, 17);
  const canvas = (await graph(page).locator('.mg-canvas').boundingBox())!;
  // The account layer comes last among the layers: far below the first rows of a short canvas.
  const account = graph(page).getByRole('button', { name: 'Open console org config', exact: true });
  await account.focus();
  await expect.poll(async () => {
    const box = await account.boundingBox();
    return box !== null && box.y >= canvas.y - 1 && box.y + box.height <= canvas.y + canvas.height + 1;
  }).toBe(true);
  await page.keyboard.press('Enter');
  const details = graph(page).getByRole('region', { name: 'Node details' });
  await expect(details.getByLabel('What console org config served')).toContainText('"glob": "allow"');

  const remote = graph(page).getByRole('button', { name: 'Open well-known https://example.com', exact: true });
  await remote.focus();
  await page.keyboard.press('Enter');
  await expect(details.getByLabel('What well-known https://example.com served')).toContainText('"read": "allow"');

  await graph(page).getByRole('button', { name: 'Open merged permission', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Rules', exact: true })).toHaveAttribute('aria-selected', 'true');
});

test('zoom and fit never take the text below 12 px; the expanded view gives the graph the window', async ({ page }) => {
  await openLayers(page, 17);
  const view = graph(page).getByRole('toolbar', { name: 'Graph view' });
  const zoom = async () => (await legibility(page)).transformScale;
  const fitted = await zoom();
  await view.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(zoom).toBeGreaterThan(fitted + 0.1);
  for (let i = 0; i < 4; i++) await view.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => (await legibility(page)).smallestPx).toBeGreaterThanOrEqual(MIN_PX - 0.01);
  await view.getByRole('button', { name: 'Fit graph' }).click();
  await expect.poll(zoom).toBeCloseTo(fitted, 3);

  const canvas = graph(page).locator('.mg-canvas');
  const before = (await canvas.boundingBox())!;
  const expand = graph(page).getByRole('button', { name: 'Expand graph' });
  await expand.click();
  await expect(graph(page).getByRole('button', { name: 'Collapse graph' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await canvas.boundingBox())!.height).toBeGreaterThan(before.height * 2);
  await expect.poll(async () => (await legibility(page)).smallestPx).toBeGreaterThanOrEqual(MIN_PX - 0.01);
  await page.keyboard.press('Escape');
  await expect(graph(page).getByRole('button', { name: 'Expand graph' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => Math.round((await canvas.boundingBox())!.height)).toBe(Math.round(before.height));
});

test('the outcomes are counted in the selected run mode', async ({ page }) => {
  await openLayers(page, 4);
  const ask = graph(page).locator('[data-node-id="outcome:ask"]');
  await expect(ask).toHaveAccessibleName('Open ask');
  await expect(ask).toContainText(/\d+ tools? can ask/);
  await page.getByLabel('Run mode').selectOption('run');
  await expect(ask).toHaveAccessibleName('Open ask → rejected');
  await expect(ask).toContainText(/\d+ tools?: rejected in non-interactive run/);
  await page.getByLabel('Run mode').selectOption('auto');
  await expect(ask).toHaveAccessibleName('Open ask → allowed once');
  await expect(graph(page).locator('.mg-subtitle').filter({ hasText: /\b1 tools\b/ })).toHaveCount(0);
});

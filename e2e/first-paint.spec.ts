import { test as plain } from '@playwright/test';
import { expect, test, toolRow } from './fixtures.ts';

// The page's engine run is a chunk of its own (app/deferred/analyzer-on-demand.ts), requested before the first render.
// These journeys hold that request back to see what a person sees meanwhile, and what happens when it never comes.

const ANALYZER_CHUNK = '**/assets/analyze-*.js';

test('the frame paints before the engine arrives, says it is analysing, then the example’s answers fill it', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route(ANALYZER_CHUNK, async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Agentforge Permission Playground' })).toBeVisible();
  const status = page.getByRole('status', { name: 'Analysis' });
  await expect(status).toHaveText('Analysing…');
  await expect(page.getByLabel('Agent', { exact: true })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tools' })).toHaveCount(0);
  // The frame is laid out as it will be: the status line at the bottom of the window, legible, the results pane wide.
  const viewport = page.viewportSize()!;
  const line = (await status.boundingBox())!;
  expect(line.y + line.height).toBeLessThanOrEqual(viewport.height);
  expect(line.y).toBeGreaterThan(viewport.height - 40);
  expect(await status.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
  expect((await page.getByRole('region', { name: 'Results' }).boundingBox())!.width).toBeGreaterThan(viewport.width / 3);
  // It waits as long as the chunk takes, and asked for it once.
  await page.waitForTimeout(500);
  await expect(status).toHaveText('Analysing…');
  expect(requests).toBe(1);
  release();
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  await expect(toolRow(page, 'edit')).toContainText('Hidden from the model');
  await expect(page.getByLabel('Agent', { exact: true })).toBeEnabled();
  await expect(page.getByRole('contentinfo')).toContainText(/layers? read/);
  await expect(page.getByRole('contentinfo')).not.toContainText('Analysing…');
  expect(requests).toBe(1);
});

// Not the fixture's test: React reports the error the boundary catches on the console, which the fixture forbids.
plain('an engine chunk that cannot be fetched says so and how to recover, instead of waiting forever', async ({ page }) => {
  await page.route(ANALYZER_CHUNK, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  // The frame stays: the status line says what went wrong and what to do, the panes say they could not be drawn.
  const line = page.getByRole('alert', { name: 'Analysis' });
  await expect(line).toContainText('The playground could not load its engine');
  await expect(line).toContainText('Reload the page to analyse the scenario');
  await expect(page.getByRole('heading', { name: 'Agentforge Permission Playground' })).toBeVisible();
  await expect(page.getByLabel('Agent', { exact: true })).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: 'The Results view failed' })).toContainText('could not load its engine');
  await expect(page.getByRole('status', { name: 'Analysis' })).toHaveCount(0);
});

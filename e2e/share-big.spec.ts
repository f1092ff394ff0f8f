import type { Page } from '@playwright/test';
import { generateScenario } from '../bench/gen-scenario.ts';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import { expect, test } from './fixtures.ts';

// Issue #34, finding 6: "Copy link…" on a 100,000-rule scenario blocked the page in one task of 1.2-4.9 s.
// Redaction, serialisation and compression now run in a worker; the main thread only posts and shows.
const MAX_TASK_MS = 200;

interface Recorded {
  __tasks: { start: number; duration: number }[];
}

/** Waits until no long task has started for `quietMs` (the page has rendered what it analysed). */
async function waitQuiet(page: Page, quietMs: number): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const tasks = (window as unknown as Recorded).__tasks;
      const last = tasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
      return performance.now() - last > quiet;
    },
    quietMs,
    { timeout: 120_000, polling: 100 },
  );
}

test('Copy link… on a 100,000-rule scenario makes a v2 link off the main thread (its longest task recorded), and the link opens', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scenario = { ...generateScenario(100_000), title: 'One hundred thousand rules' };
  const link = encodePermalink(scenario);
  await page.addInitScript(() => {
    const w = window as unknown as Recorded;
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`/${link}`);
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Opened “One hundred thousand rules”', { timeout: 120_000 });
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible({ timeout: 120_000 });
  await waitQuiet(page, 1500);

  const from = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Copy link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  // The dialog is up and says so while the worker redacts and compresses (seconds at this size): the page is not held.
  await expect(dialog.getByRole('status')).toHaveText('Making the link…');
  // Waited for with a cheap check in the page: Playwright's role queries, polled over a 100,000-rule page, are long tasks of their own.
  await page.waitForFunction(() => [...document.querySelectorAll('dialog[open] button')].some((b) => b.textContent === 'Copy link' && !(b as HTMLButtonElement).disabled), null, { timeout: 180_000, polling: 250 });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await page.waitForFunction(() => document.querySelector('dialog[open] [role="status"]')?.textContent === 'Link copied.', null, { timeout: 30_000, polling: 250 });
  const to = await page.evaluate(() => performance.now());
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const tasks = await page.evaluate(() => (window as unknown as Recorded).__tasks);
  const during = tasks.filter((t) => t.start + t.duration >= from && t.start <= to);
  const longest = Math.max(0, ...during.map((t) => t.duration));
  test.info().annotations.push({ type: 'longest main-thread task, Copy link… to "Link copied." (ms)', description: `${longest.toFixed(0)} over ${(to - from).toFixed(0)} ms (budget ${MAX_TASK_MS} ms: judged by npm run bench -- --only=share)` });
  // Speed is the benchmark's to judge on a quiet machine (bench/share.ts holds the 200 ms budget); here the figure is recorded.

  // What was copied is a v2 link that opens as the same scenario (read in the page's link worker).
  expect(copied).toMatch(/#s=2\.[A-Za-z0-9_-]+$/);
  expect(copied.length).toBeLessThan(link.length * 1.1);
  // A link of a million characters is not put into a text field (laying it out is half a second on the main
  // thread): the dialog shows its start, says how much more there is, and Copy link copied all of it.
  const field = dialog.getByRole('region', { name: 'Link' });
  await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveCount(0);
  const start = (await field.locator('code').textContent()) ?? '';
  expect(start.length).toBeGreaterThan(40);
  expect(copied.startsWith(start)).toBe(true);
  await expect(field).toContainText(`… and ${(copied.length - start.length).toLocaleString('en-US')} more characters, too many to show here; Copy link copies all of it.`);
  await expect(field).toBeInViewport();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.goto('/');
  await page.evaluate((hash) => void (window.location.hash = hash), copied.slice(copied.indexOf('#') + 1));
  await expect(page.getByRole('status', { name: 'Share message' }).first()).toContainText('“One hundred thousand rules”', { timeout: 120_000 });
});

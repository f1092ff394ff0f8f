import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, gotoScenario, test } from './fixtures.ts';

const PROJECT = '/home/user/project';

/** A project config big enough to be analysed in the worker (over 200,000 characters): "Updating…" shows while it runs. */
function bigConfig(count: number): Scenario {
  const bash: Record<string, string> = { '*': 'ask' };
  for (let i = 1; i < count; i++) bash[`tool-${i} --with-a-long-flag-${i} *`] = i % 3 === 0 ? 'deny' : 'allow';
  return { version: 1, title: `${count} rules`, files: [{ path: `${PROJECT}/agentforge.json`, text: JSON.stringify({ permission: { bash, edit: 'ask' } }, null, 2) }], env: {}, cwd: PROJECT, worktree: PROJECT, home: '/home/user', platform: 'linux', probes: [] };
}

test('"Updating…" shows on the status line while a big config is analysed, and nothing on the page moves for it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoScenario(page, bigConfig(6_000), 60_000);
  const status = page.locator('footer.status-bar');
  await expect(status).toContainText(/layers? read/);
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await editor.locator('.view-line').first().waitFor();
  // Every size the workspace (editor, results, graph) takes from here on, and where each "Updating…" appeared.
  await page.evaluate(() => {
    const w = window as unknown as { __seen: { sizes: string[]; marks: { markBottom: number; barBottom: number; barHeight: number }[] } };
    w.__seen = { sizes: [], marks: [] };
    const workspace = document.querySelector('main.workspace')!;
    new ResizeObserver((entries) => {
      for (const e of entries) w.__seen.sizes.push(`${Math.round(e.contentRect.width)}x${Math.round(e.contentRect.height)}`);
    }).observe(workspace);
    const bar = document.querySelector('footer.status-bar')!;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && n.getAttribute('aria-label') === 'Analysis') {
            const mark = n.getBoundingClientRect();
            const box = bar.getBoundingClientRect();
            w.__seen.marks.push({ markBottom: mark.bottom, barBottom: box.bottom, barHeight: box.height });
          }
    }).observe(bar, { childList: true, subtree: true });
  });
  // Into the first pattern after "*" (line 5): each key makes a new, valid rule.
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < 5; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  for (const key of ['x', 'y', 'z']) {
    await page.keyboard.press(key);
    // Each key's analysis ends with the mark gone (it shows the previous results until then).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: { marks: unknown[] } }).__seen.marks.length)).toBeGreaterThan(0);
    await expect(status.getByRole('status', { name: 'Analysis' })).toHaveCount(0, { timeout: 30_000 });
  }
  const seen = await page.evaluate(() => (window as unknown as { __seen: { sizes: string[]; marks: { markBottom: number; barBottom: number; barHeight: number }[] } }).__seen);
  expect(seen.marks.length).toBeGreaterThanOrEqual(1);
  // The mark sits on the status line itself: no second line under it.
  for (const m of seen.marks) {
    expect(m.markBottom).toBeLessThanOrEqual(m.barBottom + 1);
    expect(m.barHeight).toBeLessThan(40);
  }
  // A ResizeObserver reports the size once when it starts observing; any later entry is the workspace moving.
  expect(seen.sizes).toHaveLength(1);
});

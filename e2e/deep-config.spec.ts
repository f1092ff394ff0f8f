import type { Page } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { deepConfigText } from '../engine/config/text/deep-config.fixture.ts';
import { expect, test } from './fixtures.ts';
import { OFFLOAD_TEXT_CHARS, scenarioTextChars } from '../app/worker/analysis/to-offload.ts';

const PROJECT = '/home/user/project';

/** The flat config's decisions, as expectations: a deep config must keep every one. */
const PROBES: Scenario['probes'] = [
  { permission: 'bash', input: 'git status', expect: 'allow' },
  { permission: 'bash', input: 'rm -rf /', expect: 'deny' },
  { permission: 'bash', input: 'ls', expect: 'ask' },
  { permission: 'edit', input: 'src/a.ts', expect: 'deny' },
  { permission: 'webfetch', input: 'https://example.com', expect: 'allow' },
];

/** A scenario whose config nests `depth` levels inside agent and provider options; `inWorker` adds text enough to send it to the worker. */
function deepScenario(depth: number, inWorker: boolean): Scenario {
  // On the main thread the text stays under the worker's threshold (one deep value at 25,000 levels, not two).
  const files = [{ path: `${PROJECT}/agentforge.json`, text: deepConfigText(depth, inWorker || depth < 20_000) }];
  if (inWorker) files.push({ path: `${PROJECT}/NOTES.md`, text: 'notes '.repeat(50_000) });
  return { version: 1, title: `deep ${depth}`, files, env: {}, cwd: PROJECT, worktree: PROJECT, home: '/home/user', platform: 'linux', probes: PROBES };
}

async function expectFlatDecisions(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Probes' }).click();
  await expect(page.getByRole('status', { name: 'Probe summary' })).toHaveText('5 probes: 5 pass, 0 fail', { timeout: 30_000 });
}

for (const depth of [512, 5_000, 10_000, 25_000]) {
  for (const inWorker of [false, true]) {
    test(`a config nested ${depth.toLocaleString('en-US')} deep loads ${inWorker ? 'in the worker' : 'on the main thread'} with the flat config's decisions`, async ({ page }) => {
      test.setTimeout(90_000);
      const workers: string[] = [];
      page.on('worker', (w) => workers.push(w.url()));
      const scenario = deepScenario(depth, inWorker);
      // The first analysis of a scenario under this many characters runs on the main thread; over it, in the worker.
      expect(scenarioTextChars(scenario) > OFFLOAD_TEXT_CHARS).toBe(inWorker);
      await page.goto(`/${encodePermalink(scenario)}`);
      await expectFlatDecisions(page);
      if (inWorker) expect(workers.some((url) => url.includes('analysis.worker'))).toBe(true);
      // The warning past 10,000 levels (the config's own four levels come on top of the value's), in the problems list.
      const isPastCli = depth + 4 > 10_000;
      const status = page.getByRole('contentinfo');
      const warnings = status.getByRole('button', { name: /warnings?$/ });
      if (isPastCli) {
        await warnings.click();
        const dialog = page.getByRole('dialog', { name: 'Problems' });
        const row = dialog.getByRole('listitem').filter({ hasText: 'runs out of stack' });
        await expect(row).toHaveCount(1);
        await expect(row).toContainText(`${(depth + 4).toLocaleString('en-US')} levels deep`);
        await expect(row).toContainText('RangeError');
        await page.keyboard.press('Escape');
      } else {
        await expect(status).not.toContainText('runs out of stack');
      }
      // The Merged view shows a bounded tree, and says where it stops.
      await page.getByRole('tab', { name: 'Merged' }).click();
      const merged = page.getByRole('region', { name: 'Merged config' });
      await expect(merged).toBeVisible();
      await expect(merged.getByText(/nested deeper than the 32 levels this view shows/).first()).toBeAttached();
      expect(await merged.getByRole('listitem').count()).toBeLessThan(200);
    });
  }
}

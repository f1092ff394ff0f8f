import type { Locator, Page } from '@playwright/test';
import { findExample } from '../engine/examples/examples.ts';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, test } from './fixtures.ts';

const PROJECT = '/home/user/project';

/** A project config of `count` bash rules (every tenth one a `git push` deny), then `edit: ask`. */
function manyRules(count: number): Scenario {
  const bash: Record<string, string> = { '*': 'ask' };
  for (let i = 1; i < count; i++) bash[i % 10 === 0 ? `git push r${i} *` : `tool-${i} *`] = i % 10 === 0 ? 'deny' : 'allow';
  return { version: 1, title: `${count} rules`, files: [{ path: `${PROJECT}/agentforge.json`, text: JSON.stringify({ permission: { bash, edit: 'ask' } }, null, 2) }], env: {}, cwd: PROJECT, worktree: PROJECT, home: '/home/user', platform: 'linux', probes: [] };
}

/** Opens a result tab by keyboard: focus the tab, Enter. */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Presses Tab from the focused element until `target` has focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The filter bar fits its pane: its right edge is not past the panel's. */
async function expectInsidePanel(page: Page, bar: Locator): Promise<void> {
  const box = await bar.boundingBox();
  const panel = await bar.locator('xpath=ancestor::*[@role="tabpanel"][1]').boundingBox();
  expect(box && panel).toBeTruthy();
  expect(box!.x + box!.width).toBeLessThanOrEqual(panel!.x + panel!.width + 1);
}

test('Rules: 10,000 rules filter by keyboard (text, action, lint), the count says how many, only the rows in view render', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/${encodePermalink(manyRules(10_000))}`);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await openTab(page, 'Rules');
  const search = page.getByRole('search', { name: 'Filter rules' });
  const count = search.getByRole('status', { name: 'Shown rules' });
  // The link's 10,000 rules (plus the built-in ones), not the example shown before the link is read.
  await expect(count).toHaveText(/^10,\d{3} rules$/, { timeout: 60_000 });
  const total = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(10_000);
  await expectInsidePanel(page, search);

  // Windowed: a few dozen rows are in the page, not ten thousand.
  const table = page.getByRole('table', { name: 'Effective rules' });
  const rendered = await table.locator('tbody tr:not(.row-spacer)').count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(300);

  const text = search.getByRole('searchbox', { name: 'Filter rules' });
  await tabTo(page, text);
  await page.keyboard.type('git push');
  await expect(count).toHaveText(`999 of ${total.toLocaleString('en-US')} rules`);
  const patterns = await table.locator('tbody tr:not(.row-spacer) td:nth-child(3)').allTextContents();
  expect(patterns.length).toBeGreaterThan(0);
  expect(patterns.every((p) => p.includes('git push'))).toBe(true);

  // The action choice by keyboard: Tab to it, type "as" (ask: no git push rule asks), then ArrowDown (deny).
  await page.keyboard.press('Tab');
  await expect(search.getByRole('combobox', { name: 'Action' })).toBeFocused();
  await page.keyboard.type('as');
  await expect(search.getByRole('combobox', { name: 'Action' })).toHaveValue('ask');
  await expect(count).toHaveText(`0 of ${total.toLocaleString('en-US')} rules`);
  await expect(page.getByText('No rule matches the filter.')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(search.getByRole('combobox', { name: 'Action' })).toHaveValue('deny');
  await expect(count).toHaveText(`999 of ${total.toLocaleString('en-US')} rules`);

  // Escape in the text clears it; Clear filter clears the rest.
  await text.focus();
  await page.keyboard.press('Escape');
  await expect(text).toHaveValue('');
  await expect(count).toHaveText(/^[\d,]+ of [\d,]+ rules$/);
  await search.getByRole('button', { name: 'Clear filter' }).click();
  await expect(count).toHaveText(`${total.toLocaleString('en-US')} rules`);

  // Scrolled to the end, the last rule is drawn (edit's, after the bash rules).
  const last = total - 1;
  await table.evaluate((t) => {
    let p = t.parentElement;
    while (p && !['auto', 'scroll'].includes(getComputedStyle(p).overflowY)) p = p.parentElement;
    (p ?? document.scrollingElement!).scrollTop = 1e9;
  });
  await expect(table.getByRole('cell', { name: String(last), exact: false }).first()).toBeVisible();
  expect(await table.locator('tbody tr:not(.row-spacer)').count()).toBeLessThan(300);
});

test('Rules: scrolled rows pass under the sticky header, covered (faded) rules included', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // 400 bash rules, then `*`: the last rule matches everything, so every rule before it is covered and drawn faded.
  const bash: Record<string, string> = {};
  for (let i = 1; i <= 400; i++) bash[`tool-${i} *`] = 'allow';
  bash['*'] = 'deny';
  const scenario: Scenario = { version: 1, title: 'covered rules', files: [{ path: `${PROJECT}/agentforge.json`, text: JSON.stringify({ permission: { bash } }, null, 2) }], env: {}, cwd: PROJECT, worktree: PROJECT, home: '/home/user', platform: 'linux', probes: [] };
  await page.goto(`/${encodePermalink(scenario)}`);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await openTab(page, 'Rules');
  const table = page.getByRole('table', { name: 'Effective rules' });
  // The link's rules (plus the built-in ones first), not the example shown before the link is read.
  await expect(page.getByRole('search', { name: 'Filter rules' }).getByRole('status', { name: 'Shown rules' })).toHaveText(/^41\d rules$/, { timeout: 60_000 });
  await expect(table.locator('thead th')).toHaveCount(6);
  // The wheel over the rows, as a person scrolls, past the built-in rules: the faded rows come under the header.
  await table.locator('tbody tr').nth(3).hover();
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
  await expect(table.getByText('can never win: covered by').first()).toBeVisible();
  await expect
    .poll(() =>
      table.evaluate((t) => {
        // The header cells stick, not the thead: their box is where the header is drawn.
        const head = t.querySelector('thead th')!.getBoundingClientRect();
        return [...t.querySelectorAll('tbody tr.row-dead')].some((r) => {
          const b = r.getBoundingClientRect();
          return b.top < head.bottom - 4 && b.bottom > head.top + 4;
        });
      }),
    )
    .toBe(true);
  // Each header cell is what a pointer at its middle meets: no row is drawn over it.
  const covered = await table.evaluate((t) =>
    [...t.querySelectorAll('thead th')].flatMap((th) => {
      const b = th.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      return hit !== null && th.contains(hit) ? [] : [`${th.textContent}: ${hit?.closest('tr')?.className ?? hit?.tagName}`];
    }),
  );
  expect(covered).toEqual([]);
});

test('Merged, Probes and Matrix filter by keyboard, each with its count', async ({ page }) => {
  test.setTimeout(120_000);
  const example = findExample('pattern-level-rules')!.scenario;
  await page.goto(`/${encodePermalink(example)}`);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();

  await openTab(page, 'Merged');
  const merged = page.getByRole('search', { name: 'Filter merged values' });
  const mergedCount = merged.getByRole('status');
  await expect(mergedCount).toHaveText(/^\d+ values$/);
  await tabTo(page, merged.getByRole('searchbox'));
  await page.keyboard.type('reports');
  await expect(mergedCount).toHaveText(/^1 of \d+ values$/);
  await expect(page.getByRole('region', { name: 'Merged config' }).locator('.merged-leaf')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Merged config' }).locator('.merged-leaf')).toContainText('reports/**');
  await expectInsidePanel(page, merged);

  await openTab(page, 'Probes');
  const probes = page.getByRole('search', { name: 'Filter probes' });
  const probeCount = probes.getByRole('status');
  await expect(probeCount).toHaveText(`${example.probes.length} probes`);
  await tabTo(page, probes.getByRole('searchbox'), 30);
  await page.keyboard.type('edit');
  const editProbes = example.probes.filter((p) => p.permission === 'edit').length;
  await expect(probeCount).toHaveText(`${editProbes} of ${example.probes.length} probes`);
  await expect(page.getByRole('table', { name: 'Probes' }).getByRole('rowheader')).toHaveCount(editProbes);
  await expectInsidePanel(page, probes);

  await openTab(page, 'Matrix');
  const matrix = page.getByRole('search', { name: 'Filter agents and tools' });
  await tabTo(page, matrix.getByRole('searchbox'));
  await page.keyboard.type('webfetch');
  await expect(matrix.getByRole('status')).toHaveText(/^(\d+) agents, 1 of \d+ tools$/);
  const table = page.getByRole('table', { name: 'Agents and tools' });
  await expect(table.getByRole('columnheader')).toHaveText(['Agent', 'webfetch']);
  await page.keyboard.press('Escape');
  await expect(matrix.getByRole('searchbox')).toHaveValue('');
  await expect(table.getByRole('columnheader')).toHaveCount(10);
  await page.keyboard.press('Tab');
  await expect(matrix.getByRole('combobox', { name: 'Status' })).toBeFocused();
  await page.keyboard.type('de');
  await expect(matrix.getByRole('combobox', { name: 'Status' })).toHaveValue('denied');
  // Every agent left has a denied cell; the count names how many of all.
  const rows = table.locator('tbody tr');
  const n = await rows.count();
  await expect(rows.filter({ has: page.locator('.matrix-denied') })).toHaveCount(n);
  await expect(matrix.getByRole('status')).toHaveText(new RegExp(`^${n}( of \\d+)? agents?, 9 tools$`));
  await expectInsidePanel(page, matrix);
});

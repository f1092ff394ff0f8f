import type { BrowserContext, Page } from '@playwright/test';
import { findExample } from '../engine/examples/examples.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, openExample, test } from './fixtures.ts';

const DRAFT_PREFIX = 'agentforge-playground:draft:';
const LOCK_PREFIX = 'agentforge-playground:tab:';

/** Waits until this tab's draft in localStorage holds `text` (the autosave ran). */
async function waitForDraft(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => {
    const id = sessionStorage.getItem('agentforge-playground:tab');
    return (localStorage.getItem(`agentforge-playground:draft:${id}`) ?? '').includes(t);
  }, text);
}

async function ready(page: Page): Promise<void> {
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
}

/** The Recent menu's entries as their visible text (title, then when). */
async function recentEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Recent' }).click();
  const items = page.getByRole('group', { name: 'Recent scenarios' }).getByRole('menuitem');
  const texts = await items.allTextContents();
  await page.keyboard.press('Escape');
  return texts;
}

/** A same-origin page with no app in it, standing in for open tabs: it can write storage and hold their locks. */
async function lightPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/holder', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>holder</title>' }));
  await page.goto('/holder');
  return page;
}

test('two tabs edit, both close: a new tab shows the newest work and Recent offers the other tab’s latest edit with its time', async ({ page, context }) => {
  test.setTimeout(180_000);
  const first = findExample('project-denies-global-allow')!.scenario.title!;
  const second = findExample('tools-true-permission-ask')!.scenario.title!;
  await page.goto('/');
  await ready(page);
  const other = await context.newPage();
  await other.goto('/');
  await ready(other);
  await openExample(page, new RegExp(first.slice(0, 20)));
  await waitForDraft(page, first);
  await openExample(other, new RegExp(second.slice(0, 20)));
  await waitForDraft(other, second);
  await page.close();
  await other.close();

  const next = await context.newPage();
  await next.goto('/');
  await ready(next);
  await expect(next.getByRole('note', { name: 'Example lesson' })).toBeVisible();
  const entries = await recentEntries(next);
  const offered = entries.find((e) => e.includes(first));
  expect(offered, entries.join(' | ')).toBeTruthy();
  expect(offered).toMatch(/\d{1,2}:\d{2}/);
});

test('21 open tabs: a new tab prunes none of their drafts; once they close, Recent lists their latest edits, newest first, each with its time', async ({ context }) => {
  test.setTimeout(180_000);
  const base = findExample('pattern-level-rules')!.scenario;
  const holder = await lightPage(context);
  const now = Date.now();
  const drafts = Array.from({ length: 21 }, (_, i) => ({ v: 1, id: `open-${i}`, savedAt: now - (21 - i) * 60_000, scenario: { ...base, title: `Work of tab ${i}` } as Scenario, view: {}, lesson: null, saved: null }));
  await holder.evaluate(
    ({ drafts, draftPrefix, lockPrefix }) => {
      for (const d of drafts) localStorage.setItem(draftPrefix + d.id, JSON.stringify(d));
      for (const d of drafts) void navigator.locks.request(lockPrefix + d.id, () => new Promise(() => {}));
    },
    { drafts, draftPrefix: DRAFT_PREFIX, lockPrefix: LOCK_PREFIX },
  );
  await expect.poll(() => holder.evaluate(async (p) => (await navigator.locks.query()).held?.filter((l) => l.name?.startsWith(p)).length ?? 0, LOCK_PREFIX)).toBe(21);

  // A 22nd tab starts while the 21 are open: it carries on the newest work, prunes nothing, offers none of them.
  const tab = await context.newPage();
  await tab.goto('/');
  await ready(tab);
  await expect.poll(() => tab.evaluate(async (p) => (await navigator.locks.query()).held?.filter((l) => l.name?.startsWith(p)).length ?? 0, LOCK_PREFIX)).toBe(22);
  await tab.waitForTimeout(1000);
  const kept = await tab.evaluate((p) => Object.keys(localStorage).filter((k) => k.startsWith(p) && k.includes('open-')).length, DRAFT_PREFIX);
  expect(kept).toBe(21);
  await expect(tab.getByRole('button', { name: 'Recent' })).toHaveCount(0);
  await tab.close();

  // The 21 close: the next tab starts from the newest and lists the others in Recent with their times.
  await holder.close();
  const next = await context.newPage();
  await next.goto('/');
  await ready(next);
  const entries = await recentEntries(next);
  const titles = entries.map((e) => /Work of tab \d+/.exec(e)?.[0]).filter(Boolean);
  expect(titles, entries.join(' | ')).toEqual(Array.from({ length: 20 }, (_, i) => `Work of tab ${19 - i}`));
  expect(entries.every((e) => /\d{1,2}:\d{2}/.test(e))).toBe(true);
});

import type { Page } from '@playwright/test';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, test, toolRow } from './fixtures.ts';

// Issue #17: the longest main-thread task stays under 200 ms for a 100,000-rule paste, a 5 MB file and a
// 20k-agent link, and typing stays responsive after them. Long tasks are recorded by a PerformanceObserver
// installed before the app loads; each test reads the ones that happened during its own step.
const BUDGET_MS = 200;

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
  }
}

test.beforeEach(async ({ page }) => {
  // Huge inputs on a shared 2-core machine: generous, and each step waits on a condition, never a sleep.
  test.setTimeout(600_000);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
});

function editor(page: Page) {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

/** Forgets the long tasks so far (page load, Monaco start-up) and returns the time the next step starts. */
async function startRecording(page: Page): Promise<number> {
  return page.evaluate(() => {
    window.__longTasks = [];
    return performance.now();
  });
}

/** The longest task since `from`, and how many went over the budget. */
async function longestSince(page: Page, from: number): Promise<{ longest: number; over: number; all: number[] }> {
  const tasks = await page.evaluate((t0) => window.__longTasks.filter((t) => t.start >= t0).map((t) => Math.round(t.duration)), from);
  return { longest: Math.max(0, ...tasks), over: tasks.filter((d) => d >= 200).length, all: tasks.sort((a, b) => b - a).slice(0, 10) };
}

/** Pastes text over the whole editor the way a person does (select all, paste): a real paste event on Monaco's input. */
async function pasteIntoEditor(page: Page, text: string): Promise<void> {
  await editor(page).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await editor(page).locator('textarea').first().evaluate((area, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Waits until the analysis shown is the current text's (no "Updating…"). */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Analysis' })).toHaveCount(0, { timeout: 480_000 });
}

/** Types at the end of the editor's first line and checks each key lands without a long stall. */
async function typeAndMeasure(page: Page): Promise<void> {
  await editor(page).locator('.view-line').first().click();
  await page.keyboard.press('End');
  const from = await startRecording(page);
  await page.keyboard.type(' ', { delay: 50 });
  await page.keyboard.type('  ', { delay: 50 });
  const typing = await longestSince(page, from);
  console.log(`typing after: longest task ${typing.longest} ms; top: ${typing.all.join(', ')}`);
  expect(typing.longest, 'longest main-thread task while typing').toBeLessThan(BUDGET_MS);
}

function hundredThousandRules(): string {
  const lines = ['{', '  "permission": {', '    "bash": {'];
  for (let i = 0; i < 100_000; i++) lines.push(`      "cmd${i} *": "${i % 3 === 0 ? 'allow' : 'ask'}",`);
  lines.push('      "*": "deny"', '    }', '  }', '}');
  return lines.join('\n');
}

function fiveMegabytes(): string {
  const words = 'Review the change, run the tests, and report what failed with the file and line. ';
  const prompt = words.repeat(Math.ceil((5 * 1024 * 1024) / words.length));
  return JSON.stringify({ permission: { bash: { '*': 'deny' } }, agent: { big: { mode: 'subagent', prompt } } }, null, 2);
}

test('a 100,000-rule paste keeps every main-thread task under 200 ms, and typing stays responsive', async ({ page }) => {
  await page.goto('/');
  await expect(editor(page)).toBeVisible({ timeout: 120_000 });
  const text = hundredThousandRules();
  const from = await startRecording(page);
  await pasteIntoEditor(page, text);
  await expect(toolRow(page, 'bash')).toContainText('Hidden', { timeout: 480_000 });
  await settle(page);
  const paste = await longestSince(page, from);
  console.log(`100k-rule paste: longest task ${paste.longest} ms, ${paste.over} over ${BUDGET_MS} ms; top: ${paste.all.join(', ')}`);
  // The heavy views answer for the current text, capped, with the note saying so.
  await page.getByRole('tab', { name: 'Merged' }).click();
  await expect(page.getByRole('note').filter({ hasText: /^Showing the first 2000 of \d+ entries/ })).toBeVisible({ timeout: 480_000 });
  const views = await longestSince(page, from);
  console.log(`… and the Merged tab: longest task ${views.longest} ms; top: ${views.all.join(', ')}`);
  expect(paste.longest, 'longest main-thread task for the paste').toBeLessThan(BUDGET_MS);
  expect(views.longest, 'longest main-thread task with the Merged tab').toBeLessThan(BUDGET_MS);
  await typeAndMeasure(page);
});

test('a 5 MB file keeps every main-thread task under 200 ms, and typing stays responsive', async ({ page }) => {
  await page.goto('/');
  await expect(editor(page)).toBeVisible({ timeout: 120_000 });
  const text = fiveMegabytes();
  expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
  const from = await startRecording(page);
  await pasteIntoEditor(page, text);
  await expect(toolRow(page, 'bash')).toContainText('Hidden', { timeout: 480_000 });
  await settle(page);
  const paste = await longestSince(page, from);
  console.log(`5 MB paste: longest task ${paste.longest} ms, ${paste.over} over ${BUDGET_MS} ms; top: ${paste.all.join(', ')}`);
  expect(paste.longest, 'longest main-thread task for the 5 MB file').toBeLessThan(BUDGET_MS);
  await typeAndMeasure(page);
});

function twentyThousandAgents(): Scenario {
  const files = [{ path: '/home/user/project/agentforge.json', text: '{ "permission": { "bash": { "*": "deny" } } }' }];
  for (let i = 0; i < 20_000; i++) files.push({ path: `/home/user/project/.agentforge/agent/a${i}.md`, text: `---\nmode: subagent\ndescription: agent ${i}\n---\nagent ${i}\n` });
  return { version: 1, files, env: {}, cwd: '/home/user/project', worktree: '/home/user/project', home: '/home/user', platform: 'linux', probes: [] } as Scenario;
}

test('a 20k-agent link opens with every main-thread task under 200 ms', async ({ page }) => {
  const link = `/${encodePermalink(twentyThousandAgents())}`;
  // Opening the link is the whole step: the document's long tasks count from its start.
  await page.goto(link);
  await expect(toolRow(page, 'bash')).toContainText('Hidden', { timeout: 480_000 });
  await settle(page);
  const open = await longestSince(page, 0);
  console.log(`20k-agent link: longest task ${open.longest} ms, ${open.over} over ${BUDGET_MS} ms; top: ${open.all.join(', ')}`);
  await page.getByRole('tab', { name: 'Matrix' }).click();
  await expect(page.getByRole('note').filter({ hasText: /^Showing the first 200 of 20\d{3} agents/ })).toBeVisible({ timeout: 480_000 });
  const matrix = await longestSince(page, 0);
  console.log(`… and the Matrix tab: longest task ${matrix.longest} ms; top: ${matrix.all.join(', ')}`);
  expect(open.longest, 'longest main-thread task opening the link').toBeLessThan(BUDGET_MS);
  expect(matrix.longest, 'longest main-thread task with the Matrix tab').toBeLessThan(BUDGET_MS);
});

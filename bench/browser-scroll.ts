/**
 * 8. A long list scrolled (built app, Chromium through Playwright): the Rules tab of a 10,000-rule config, scrolled by
 * the mouse wheel from the top to the bottom and back; the longest main-thread task (`longtask` PerformanceObserver)
 * while scrolling. The list is windowed, so each step renders a few dozen rows.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodePermalink, type Scenario } from '../engine/index.ts';
import { bigConfigText } from './browser-big.ts';
import { buildApp, launchChromium, serveApp, stopServer } from './browser.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';

/** The budget for the longest task while scrolling a long list. */
export const MAX_SCROLL_TASK_MS = 50;
const SECTION = 'browser-scroll';
const RULES = 10_000;
const STEPS = 60;
const PROJECT = '/home/user/project';

const INIT_SCRIPT = `
  window.__scroll = { tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__scroll.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

function unavailable(why: string): SectionResult {
  return { rows: [{ section: SECTION, measure: 'long-list scroll', result: why, pass: null }], data: { skipped: why } };
}

/** Runs the scroll section: 10,000 rules, wheel-scrolled down and up in the Rules tab. */
export async function benchBrowserScroll(): Promise<SectionResult> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return unavailable(`no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  const given = process.env.BENCH_DIST;
  const out = given ?? mkdtempSync(join(tmpdir(), 'agentforge-bench-scroll-'));
  let server: ChildProcess | null = null;
  try {
    if (!given) {
      const buildError = buildApp(out);
      if (buildError) return unavailable(buildError);
    }
    const served = await serveApp(out);
    server = served.server;
    if (served.url === null) return unavailable('vite preview did not start');
    const browser = await launchChromium(chromium);
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      await page.addInitScript(INIT_SCRIPT);
      const scenario: Scenario = { version: 1, title: `${RULES} rules`, files: [{ path: `${PROJECT}/agentforge.json`, text: bigConfigText(RULES) }], env: {}, cwd: PROJECT, worktree: PROJECT, home: '/home/user', platform: 'linux', probes: [] };
      await page.goto(`${served.url}/${encodePermalink(scenario, { resultTab: 'rules' })}`);
      const count = page.getByRole('status', { name: 'Shown rules' });
      await count.filter({ hasText: /^10,\d{3} rules$/ }).waitFor();
      const table = page.getByRole('table', { name: 'Effective rules' });
      await table.locator('tbody tr').nth(5).hover();
      await page.waitForTimeout(1000);
      const from = (await page.evaluate('performance.now()')) as number;
      for (let i = 0; i < STEPS * 2; i++) {
        await page.mouse.wheel(0, i < STEPS ? 1500 : -1500);
        await page.waitForTimeout(30);
      }
      await page.waitForTimeout(500);
      const to = (await page.evaluate('performance.now()')) as number;
      const tasks = ((await page.evaluate('window.__scroll.tasks')) as [number, number][]).filter(([s, d]) => s + d >= from && s <= to);
      const rendered = await table.locator('tbody tr').count();
      const longest = Math.max(0, ...tasks.map(([, d]) => d));
      await context.close();
      const row: Row = {
        section: SECTION,
        measure: `Rules tab, ${RULES.toLocaleString('en-US')}-rule config: longest task over ${STEPS} wheel steps down and ${STEPS} up (${tasks.length} long tasks; ${rendered} rows in the page)`,
        result: ms(longest),
        budget: `< ${MAX_SCROLL_TASK_MS} ms`,
        pass: longest < MAX_SCROLL_TASK_MS,
      };
      return { rows: [row], data: { longest, tasks, rendered } };
    } finally {
      await browser.close();
    }
  } finally {
    stopServer(server);
    if (!given) rmSync(out, { recursive: true, force: true });
  }
}

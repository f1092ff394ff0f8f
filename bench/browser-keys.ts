/**
 * 7. Keystrokes in the browser (built app, Chromium through Playwright), measured on the main thread:
 * - the 10,000-rule scenario (thousands of lints), opened through a permalink: the longest main-thread task
 *   after each keystroke in the editor, then in the Tester's input (PerformanceObserver `longtask` entries, from the keystroke until the page is
 *   settled: no "Updating…" mark, no DOM change and no long task for a while);
 * - the example scenario: main-thread time per keystroke in the Tester's input against the same in the editor
 *   (Chromium's TaskDuration metric over CDP, from just before the key until the page is settled).
 * Every measured keystroke makes text never typed before, so no cache answers it. Reuses bench/browser.ts's
 * build, serve and launch helpers. `BENCH_DIST=<dir>` measures an already built app instead of building one.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { encodePermalink } from '../engine/index.ts';
import { buildApp, launchChromium, serveApp, stopServer } from './browser.ts';
import { EDITED_FILE, generateScenario } from './gen-scenario.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { summarize } from './timing.ts';

/** Budgets of the issue. */
export const MAX_LONGEST_TASK_MS = 100;
const BIG_RULES = 10_000;
const BIG_KEYS = 12;
const TESTER_BIG_KEYS = 8;
const SMALL_KEYS = 20;
const WARMUP_KEYS = 2;
const SECTION = 'browser-keys';
const note = (s: string) => void (process.env.BENCH_VERBOSE ? process.stderr.write(`  [browser-keys] ${s}\n`) : undefined);

/** In-page probes: every long task, and the time of the last keydown. Page code is text (tsx helpers are not in the page). */
const INIT_SCRIPT = `
  window.__keys = { keyAt: 0, tasks: [], lastChange: 0 };
  document.addEventListener('keydown', () => { window.__keys.keyAt = performance.now(); }, true);
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__keys.tasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  new MutationObserver(() => { window.__keys.lastChange = performance.now(); })
    .observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
`;

/**
 * Resolves once the page is settled after the last keydown: no "Updating…" mark, and for `quietMs` no DOM change
 * and no long task ending; resolves with the keydown's time and the longest task since (0 when none reached 50 ms),
 * or NaN after `timeoutMs`.
 */
const settled = (quietMs: number, timeoutMs: number) => `new Promise((resolve) => {
  const k = window.__keys;
  const t0 = performance.now();
  const tick = () => {
    const now = performance.now();
    const tasks = k.tasks.filter((t) => t.start + t.duration >= k.keyAt);
    const lastTaskEnd = tasks.reduce((m, t) => Math.max(m, t.start + t.duration), 0);
    const isUpdating = document.querySelector('[role="status"][aria-label="Analysis"]') !== null;
    const quietSince = Math.max(k.keyAt, k.lastChange, lastTaskEnd);
    if (!isUpdating && now - quietSince >= ${quietMs}) return resolve({ longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0), tasks: tasks.length, settledAfter: quietSince - k.keyAt });
    if (now - t0 > ${timeoutMs}) return resolve({ longest: Number.NaN, tasks: tasks.length, settledAfter: Number.NaN });
    setTimeout(tick, 25);
  };
  tick();
})`;

interface KeyResult {
  readonly longest: number;
  readonly tasks: number;
  readonly settledAfter: number;
}

/** The layer editor's Monaco instance on the open tab. */
function editorOf(page: Page) {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

/** Opens a layer file's tab and puts the cursor right after the opening quote of the first key on `line` (1-based). */
async function placeCursorInKey(page: Page, tabName: string, line: number): Promise<void> {
  await page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: tabName, exact: true }).click();
  const editor = editorOf(page);
  await editor.locator('.view-line').first().waitFor({ timeout: 60_000 });
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('Control+Home');
  for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown');
  // Home lands on the line's first non-blank character (the key's opening quote); one step right is inside the key.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
}

/** Types `count` letters (each makes a key never typed before), returning what each cost once the page settled. */
async function typeKeys(page: Page, count: number, quietMs: number, cdp?: CDPSession): Promise<{ results: KeyResult[]; taskMs: number[] }> {
  const results: KeyResult[] = [];
  const taskMs: number[] = [];
  for (let i = 0; i < count; i++) {
    const before = cdp ? await taskSeconds(cdp) : 0;
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    const r = (await page.evaluate(settled(quietMs, 20_000))) as KeyResult;
    results.push(r);
    if (cdp) taskMs.push(((await taskSeconds(cdp)) - before) * 1000);
  }
  return { results, taskMs };
}

async function taskSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
}

/** (a) The 10,000-rule scenario: the longest main-thread task after each editor keystroke. */
async function measureBig(page: Page, base: string): Promise<{ rows: Row[]; data: unknown }> {
  const link = encodePermalink(generateScenario(BIG_RULES));
  note(`link ${link.length} chars`);
  await page.goto(`${base}${link}`);
  await page.getByRole('table', { name: 'Tools' }).waitFor({ timeout: 60_000 });
  // Line 5 of the project config is its first bash pattern (`"permission": { "bash": { "*": "ask", "<pattern>": …`).
  await placeCursorInKey(page, EDITED_FILE.replace('/home/user/project/', ''), 5);
  note('cursor placed in the 10,000-rule scenario');
  await page.evaluate(settled(500, 60_000));
  await typeKeys(page, WARMUP_KEYS, 500);
  const { results } = await typeKeys(page, BIG_KEYS, 500);
  const longest = results.map((r) => r.longest);
  const settledAfter = results.map((r) => r.settledAfter);
  const rows: Row[] = [];
  if (longest.some((x) => !Number.isFinite(x))) {
    rows.push({ section: SECTION, measure: `10,000 rules: longest main-thread task after a keystroke (${BIG_KEYS} keys)`, result: 'the page never settled after a keystroke (20 s)', pass: false });
  } else {
    const s = summarize(longest);
    const max = Math.max(...longest);
    const shown = (x: number) => (x === 0 ? '< 50 ms' : ms(x));
    rows.push({ section: SECTION, measure: `10,000 rules: longest main-thread task after a keystroke (${BIG_KEYS} editor keys)`, result: `${shown(s.median)} median, ${shown(max)} max`, budget: `max < ${MAX_LONGEST_TASK_MS} ms`, pass: max < MAX_LONGEST_TASK_MS });
    rows.push({ section: SECTION, measure: '10,000 rules: keystroke → page settled (results updated, then 500 ms quiet)', result: `${ms(summarize(settledAfter).median)} median` });
  }
  // The Tester's input on the same scenario: each letter is a new command, checked against the 10,000 rules.
  await page.getByRole('tab', { name: 'Tester', exact: true }).click();
  await page.getByRole('textbox', { name: 'Path or command' }).click();
  await page.keyboard.press('End');
  await page.evaluate(settled(500, 20_000));
  await typeKeys(page, WARMUP_KEYS, 500);
  const tester = (await typeKeys(page, TESTER_BIG_KEYS, 500)).results.map((r) => r.longest);
  if (tester.some((x) => !Number.isFinite(x))) rows.push({ section: SECTION, measure: `10,000 rules: longest main-thread task after a Tester keystroke (${TESTER_BIG_KEYS} keys)`, result: 'the page never settled after a keystroke (20 s)', pass: false });
  else {
    const max = Math.max(...tester);
    rows.push({ section: SECTION, measure: `10,000 rules: longest main-thread task after a Tester keystroke (${TESTER_BIG_KEYS} keys)`, result: max === 0 ? 'none reached 50 ms' : `${ms(max)} max`, budget: `max < ${MAX_LONGEST_TASK_MS} ms`, pass: max < MAX_LONGEST_TASK_MS });
  }
  return { rows, data: { linkChars: link.length, keys: results, testerLongest: tester } };
}

/** (b) The example scenario: main-thread time per keystroke, typed in the editor and in the Tester's input. */
async function measureTesterVsEditor(page: Page, base: string, cdp: CDPSession): Promise<{ rows: Row[]; data: unknown }> {
  await page.goto(base);
  await page.getByRole('table', { name: 'Tools' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('menuitem', { name: /Project denies what the global config allows/ }).click();
  // The project config's line 3 holds its `"bash": …` key.
  await placeCursorInKey(page, 'agentforge.json', 3);
  await page.evaluate(settled(300, 20_000));
  await typeKeys(page, WARMUP_KEYS, 300, cdp);
  const editor = await typeKeys(page, SMALL_KEYS, 300, cdp);
  note('editor keys typed');
  await page.getByRole('tab', { name: 'Tester', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Path or command' });
  await input.click();
  await page.keyboard.press('End');
  await page.evaluate(settled(300, 20_000));
  await typeKeys(page, WARMUP_KEYS, 300, cdp);
  const tester = await typeKeys(page, SMALL_KEYS, 300, cdp);
  note('tester keys typed');
  // The same settle wait with no key: what the quiet window itself costs (timers, the caret), for reading the others.
  const idle: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = await taskSeconds(cdp);
    await page.evaluate('window.__keys.keyAt = performance.now()');
    await page.evaluate(settled(300, 20_000));
    idle.push(((await taskSeconds(cdp)) - before) * 1000);
  }
  const e = summarize(editor.taskMs);
  const t = summarize(tester.taskMs);
  const i = summarize(idle);
  const rows: Row[] = [
    { section: SECTION, measure: `example: main-thread time per editor keystroke (${SMALL_KEYS} keys, until settled)`, result: `${ms(e.median)} median, ${ms(e.p95)} p95` },
    { section: SECTION, measure: `example: main-thread time per Tester keystroke (${SMALL_KEYS} keys, until settled)`, result: `${ms(t.median)} median, ${ms(t.p95)} p95 (${(t.median / e.median).toFixed(2)}× the editor's)`, budget: '≤ the editor keystroke (median)', pass: t.median <= e.median },
    { section: SECTION, measure: 'example: the same settle wait with no keystroke (baseline in both)', result: `${ms(i.median)} median` },
  ];
  return { rows, data: { editorMs: editor.taskMs, testerMs: tester.taskMs, idleMs: idle, editorKeys: editor.results, testerKeys: tester.results } };
}

/** Runs the browser-keys section. */
export async function benchBrowserKeys(): Promise<SectionResult> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const unavailable = (why: string): SectionResult => ({ rows: [{ section: SECTION, measure: 'keystroke measures', result: why, pass: null }], data: { skipped: why } });
  if (!existsSync(chromium)) return unavailable(`no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  const prebuilt = process.env.BENCH_DIST;
  const out = prebuilt ?? mkdtempSync(join(tmpdir(), 'agentforge-bench-keys-'));
  let server: ChildProcess | null = null;
  try {
    if (!prebuilt) {
      const buildError = buildApp(out);
      if (buildError) return unavailable(buildError);
    }
    const served = await serveApp(out);
    server = served.server;
    if (!served.url) return unavailable('vite preview did not start');
    const browser = await launchChromium(chromium);
    const rows: Row[] = [];
    const data: Record<string, unknown> = {};
    try {
      for (const [name, measure] of [
        ['big', (page: Page) => measureBig(page, served.url!)],
        ['tester', async (page: Page) => {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Performance.enable');
          return measureTesterVsEditor(page, served.url!, cdp);
        }],
      ] as const) {
        // A fresh context per measure: no draft or history of the other one in storage.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        await page.addInitScript(INIT_SCRIPT);
        try {
          const result = await measure(page);
          rows.push(...result.rows);
          data[name] = result.data;
        } catch (error) {
          rows.push({ section: SECTION, measure: name === 'big' ? '10,000 rules: longest task after a keystroke' : 'example: Tester vs editor keystroke', result: `could not run: ${String(error).split('\n')[0]!.slice(0, 160)}`, pass: null });
        } finally {
          await context.close();
        }
      }
      return { rows, data };
    } finally {
      await browser.close();
    }
  } finally {
    stopServer(server);
    if (!prebuilt) rmSync(out, { recursive: true, force: true });
  }
}

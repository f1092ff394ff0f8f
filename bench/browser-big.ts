/**
 * 7. Big input in the browser (built app, Chromium through Playwright): the longest main-thread task (the page's
 * `longtask` PerformanceObserver, armed before the action) from the action until the app settles, for four inputs:
 * a 100,000-rule config pasted into the editor, a 5 MB config file opened through Import, a link to a scenario with
 * 20,000 markdown agents and a link that inflates to about 8 M characters; then the longest task while typing a few
 * keystrokes into what is on screen. "Settled" means: the status bar shows a new analysis, no "Updating…" mark is
 * shown, and no long task began in the last second (so the rendering that follows the analysis is counted too).
 * Reuses the build/serve/Chromium helpers of the browser section.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { CONFIG_SCHEMA_URL, encodePermalink, type Scenario } from '../engine/index.ts';
import { buildApp, launchChromium, serveApp, stopServer } from './browser.ts';
import { pathPattern, shellPattern } from './gen-rules.ts';
import { createPrng } from './prng.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';

/** The budget for the longest main-thread task. */
export const MAX_TASK_MS = 200;
const SECTION = 'browser-big';
const KEYSTROKES = 5;
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 180_000;
const HOME = '/home/user';
const PROJECT = `${HOME}/project`;
const note = (s: string) => void (process.env.BENCH_VERBOSE ? process.stderr.write(`  [browser-big] ${s}\n`) : undefined);

/**
 * A config of `rules` unique rules (bash, edit, read, in that proportion) as a person's file would hold them,
 * pretty-printed; deterministic for a seed. With `minChars`, rules are added until the text is at least that long.
 */
export function bigConfigText(rules: number, seed = 11, minChars = 0): string {
  const rng = createPrng(seed);
  const maps: Record<'bash' | 'edit' | 'read', Record<string, string>> = { bash: { '*': 'ask' }, edit: {}, read: {} };
  const actions = ['allow', 'ask', 'deny'] as const;
  let chars = 0;
  for (let i = 0; i < rules || chars < minChars; i++) {
    const kind = rng.int(10);
    const map = kind < 6 ? maps.bash : kind < 8 ? maps.edit : maps.read;
    let pattern = kind < 6 ? shellPattern(rng) : pathPattern(rng);
    // Unique keys: a repeated pattern gets a numbered argument, keeping its shape.
    if (pattern in map) pattern = kind < 6 ? `${pattern} --n${i}` : `n${i}/${pattern}`;
    map[pattern] = rng.pick(actions);
    chars += pattern.length + 16;
  }
  return `${JSON.stringify({ $schema: CONFIG_SCHEMA_URL, permission: maps }, null, 2)}\n`;
}

/** A scenario with `count` markdown agents under the project's .agentforge/agent/, each with its own rules. */
export function manyAgentsScenario(count: number, seed = 13): Scenario {
  const rng = createPrng(seed);
  const files = [{ path: `${PROJECT}/agentforge.json`, text: `{\n  "$schema": "${CONFIG_SCHEMA_URL}",\n  "permission": { "bash": { "*": "ask", "git status*": "allow" } }\n}\n` }];
  for (let i = 0; i < count; i++) {
    const text = ['---', `description: Agent number ${i}`, `mode: ${rng.int(3) === 0 ? 'primary' : 'subagent'}`, 'permission:', `  edit: ${rng.pick(['allow', 'ask', 'deny'])}`, '  bash:', '    "*": ask', `    "${shellPattern(rng).replaceAll('"', '')}": ${rng.pick(['allow', 'deny'])}`, '---', `You are agent ${i}.`, ''].join('\n');
    files.push({ path: `${PROJECT}/.agentforge/agent/agent-${String(i).padStart(5, '0')}.md`, text });
  }
  return { version: 1, title: `${count.toLocaleString('en-US')} agents`, files, env: {}, cwd: PROJECT, worktree: PROJECT, home: HOME, platform: 'linux', probes: [] };
}

/** A scenario whose link inflates to a little over `chars` characters: one config with a long comment (it compresses to little). */
export function hugeLinkScenario(chars: number): Scenario {
  const text = `{ "permission": { "bash": "deny" } }\n//${'a'.repeat(Math.max(0, chars - 200))}`;
  return { version: 1, title: 'Huge file', files: [{ path: `${PROJECT}/agentforge.json`, text }], env: {}, cwd: PROJECT, worktree: PROJECT, home: HOME, platform: 'linux', probes: [] };
}

/** Installs the page's probes: every long task, and a promise that resolves once the app has settled. */
const INIT_SCRIPT = `
  window.__big = { tasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__big.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  window.__big.status = () => document.querySelector('footer.status-bar > p')?.textContent ?? '';
  window.__big.settle = (before, want, timeoutMs, quietMs) => new Promise((resolve) => {
    const t0 = performance.now();
    let doneSince = null;
    const tick = () => {
      const now = performance.now();
      const status = window.__big.status();
      const isDone = (before === null || status !== before)
        && document.querySelector('[role="status"][aria-label="Analysis"]') === null
        && (want === null || document.body.textContent.includes(want));
      const lastTask = window.__big.tasks.reduce((m, t) => Math.max(m, t[0] + t[1]), 0);
      if (!isDone) doneSince = null;
      else if (doneSince === null) doneSince = now;
      if (isDone && now - doneSince >= quietMs && now - lastTask >= quietMs) return resolve({ at: now, timedOut: false, status });
      if (now - t0 > timeoutMs) return resolve({ at: now, timedOut: true, status });
      setTimeout(tick, 50);
    };
    tick();
  });
`;

interface Settled {
  readonly at: number;
  readonly timedOut: boolean;
  readonly status: string;
}

async function now(page: Page): Promise<number> {
  return (await page.evaluate('performance.now()')) as number;
}

async function settle(page: Page, before: string | null, want: string | null = null): Promise<Settled> {
  return (await page.evaluate(`window.__big.settle(${JSON.stringify(before)}, ${JSON.stringify(want)}, ${SETTLE_TIMEOUT_MS}, ${QUIET_MS})`)) as Settled;
}

async function statusText(page: Page): Promise<string> {
  return (await page.evaluate('window.__big.status()')) as string;
}

/** The longest long task that overlaps [from, to], and how many long tasks there were. */
async function longest(page: Page, from: number, to: number): Promise<{ longest: number; count: number; total: number }> {
  const tasks = (await page.evaluate('window.__big.tasks')) as [number, number][];
  const inside = tasks.filter(([s, d]) => s + d >= from && s <= to);
  return { longest: Math.max(0, ...inside.map(([, d]) => d)), count: inside.length, total: inside.reduce((sum, [, d]) => sum + d, 0) };
}

/** The Monaco editor of the Layers pane, if one is shown. */
function layersEditor(page: Page) {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

async function ready(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('table', { name: 'Tools' }).waitFor();
  await layersEditor(page).locator('.view-line').first().waitFor({ timeout: 60_000 });
  await settle(page, null);
}

interface Measured {
  readonly name: string;
  readonly action: { longest: number; count: number; total: number; ms: number; timedOut: boolean; status: string };
  readonly typing: { longest: number; count: number; where: string; timedOut: boolean } | { error: string };
}

/** Types a few keystrokes into what is on screen (the Layers editor at the end of its text; else the cwd field). */
async function measureTyping(page: Page): Promise<Measured['typing']> {
  try {
    const editor = layersEditor(page);
    const inEditor = (await editor.count()) > 0 && (await editor.isVisible());
    let where = 'the Layers editor (new lines at the end of its text)';
    if (inEditor) {
      await editor.locator('.view-lines').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('Control+End');
    } else {
      where = 'the Environment tab’s cwd field (no editor shown)';
      await page.getByRole('tab', { name: 'Environment', exact: true }).click();
      await page.getByRole('textbox', { name: 'cwd' }).click();
      await page.keyboard.press('End');
    }
    await settle(page, null);
    const before = await statusText(page);
    const from = await now(page);
    // In the editor: Enter at the end of the text (a new line keeps the config valid; Playwright's Space reaches no text
    // in Monaco's EditContext input, so the page never changed and never settled).
    for (let i = 0; i < KEYSTROKES; i++) await page.keyboard.press(inEditor ? 'Enter' : 'x');
    const done = await settle(page, before);
    const l = await longest(page, from, done.at);
    return { longest: l.longest, count: l.count, where, timedOut: done.timedOut };
  } catch (error) {
    return { error: String(error).split('\n')[0]!.slice(0, 160) };
  }
}

async function runCase(browser: Browser, url: string, name: string, act: (page: Page) => Promise<string | null>, prepare?: (page: Page) => Promise<void>): Promise<Measured> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.addInitScript(INIT_SCRIPT);
    await ready(page, url);
    await prepare?.(page);
    await settle(page, null);
    const before = await statusText(page);
    const from = await now(page);
    note(`${name}: acting`);
    const want = await act(page);
    const done = await settle(page, before, want);
    const l = await longest(page, from, done.at);
    note(`${name}: settled after ${(done.at - from).toFixed(0)} ms, longest task ${l.longest.toFixed(0)} ms`);
    const typing = await measureTyping(page);
    note(`${name}: typing ${JSON.stringify(typing)}`);
    return { name, action: { ...l, ms: done.at - from, timedOut: done.timedOut, status: done.status }, typing };
  } finally {
    await context.close();
  }
}

function rowsOf(m: Measured): Row[] {
  const rows: Row[] = [];
  const a = m.action;
  rows.push({
    section: SECTION,
    measure: `${m.name}: longest main-thread task, action → settled (${(a.ms / 1000).toFixed(1)} s, ${a.count} long tasks, ${ms(a.total)} in all)`,
    result: a.timedOut ? `${ms(a.longest)} (did not settle in ${SETTLE_TIMEOUT_MS / 1000} s)` : ms(a.longest),
    budget: `< ${MAX_TASK_MS} ms`,
    pass: a.timedOut ? false : a.longest < MAX_TASK_MS,
  });
  const t = m.typing;
  if ('error' in t) rows.push({ section: SECTION, measure: `${m.name}: longest task over ${KEYSTROKES} keystrokes`, result: `could not run: ${t.error}`, pass: null });
  else rows.push({ section: SECTION, measure: `${m.name}: longest task over ${KEYSTROKES} keystrokes in ${t.where}`, result: t.timedOut ? `${ms(t.longest)} (did not settle)` : ms(t.longest), budget: `< ${MAX_TASK_MS} ms`, pass: t.timedOut ? false : t.longest < MAX_TASK_MS });
  return rows;
}

/** The four inputs and how a person gives each to the app. */
interface Case {
  readonly name: string;
  readonly act: (page: Page) => Promise<string | null>;
  readonly prepare?: (page: Page) => Promise<void>;
}

function cases(): Case[] {
  const pasted = bigConfigText(100_000);
  const file = bigConfigText(0, 17, 5_000_000);
  const agentsLink = encodePermalink(manyAgentsScenario(20_000));
  const hugeLink = encodePermalink(hugeLinkScenario(7_900_000)); // under the 8,000,000 characters a link may inflate to
  note(`inputs: paste ${pasted.length} chars, file ${file.length} chars, agents link ${agentsLink.length} chars, huge link ${hugeLink.length} chars`);
  const openLink = (link: string) => async (page: Page) => {
    await page.evaluate(`window.location.hash = ${JSON.stringify(link.slice(1))}; 0`);
    // Settled is the new analysis shown (the "Opened … from the link" toast leaves on its own, so it is not waited for).
    return null;
  };
  const list: Case[] = [
    {
      name: `100,000-rule config pasted into the editor (${(pasted.length / 1e6).toFixed(1)} M chars)`,
      // The text is put in the page first (not measured); the measured action is select-all then paste.
      prepare: async (page) => {
        await page.evaluate(`window.__paste = ${JSON.stringify(pasted)}; 0`);
        await layersEditor(page).locator('.view-lines').click({ position: { x: 5, y: 5 } });
      },
      act: async (page) => {
        await page.keyboard.press('Control+A');
        // Monaco's own paste path: a paste event with the text on its focused input.
        await page.evaluate(`(() => {
          const data = new DataTransfer();
          data.setData('text/plain', window.__paste);
          document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
          return 0;
        })()`);
        return null;
      },
    },
    {
      name: `${(file.length / 1e6).toFixed(1)} MB config file opened through Import`,
      // The file is made in the page first (not measured: Playwright's setInputFiles decodes 5 MB of base64 on the
      // page's main thread, which is the harness, not the app); the measured action opens Import and picks the file.
      prepare: async (page) => {
        await page.evaluate(`window.__file = new File([${JSON.stringify(file)}], 'agentforge.json', { type: 'application/json' }); 0`);
      },
      act: async (page) => {
        await page.getByRole('button', { name: 'Import…' }).click();
        const dialog = page.getByRole('dialog', { name: 'Import' });
        await dialog.locator('input[type="file"]').evaluate((input: HTMLInputElement) => {
          const data = new DataTransfer();
          data.items.add((window as unknown as { __file: File }).__file);
          input.files = data.files;
          input.dispatchEvent(new Event('change', { bubbles: true }));
        });
        // The dialog says what it detected, or why it cannot import the file (then there is nothing to measure).
        const detected = dialog.getByRole('status', { name: 'What was detected' });
        await detected.filter({ hasText: /Detected|Not sure|Cannot import/ }).waitFor({ timeout: SETTLE_TIMEOUT_MS });
        const said = (await detected.textContent()) ?? '';
        if (said.includes('Cannot import')) throw new Error(`the Import dialog refuses it: “${said.trim()}”`);
        await dialog.getByRole('button', { name: 'Import pasted text' }).click({ timeout: SETTLE_TIMEOUT_MS });
        return null;
      },
    },
    { name: `link to 20,000 markdown agents (${(agentsLink.length / 1000).toFixed(0)} k chars)`, act: openLink(agentsLink) },
    { name: `link that inflates to 8 M chars (${(hugeLink.length / 1000).toFixed(1)} k chars)`, act: openLink(hugeLink) },
  ];
  return list;
}

function unavailable(why: string): SectionResult {
  return { rows: [{ section: SECTION, measure: 'big-input measures', result: why, pass: null }], data: { skipped: why } };
}

/** Runs the big-input browser section. BENCH_BIG_ONLY picks cases by the start of a word of their name (paste, file, agents, link, inflates). */
export async function benchBrowserBig(): Promise<SectionResult> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return unavailable(`no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  const given = process.env.BENCH_DIST;
  const out = given ?? mkdtempSync(join(tmpdir(), 'agentforge-bench-big-'));
  let server: ChildProcess | null = null;
  try {
    if (!given) {
      const buildError = buildApp(out);
      if (buildError) return unavailable(buildError);
    }
    const served = await serveApp(out);
    server = served.server;
    const url = served.url;
    if (url === null) return unavailable('vite preview did not start');
    const browser = await launchChromium(chromium);
    // The starts of words of the case names: paste, file, agents, link, inflates ("000" picks nothing).
    const pick = process.env.BENCH_BIG_ONLY?.split(',').map((w) => w.trim()).filter((w) => w !== '');
    const rows: Row[] = [];
    const data: Record<string, unknown> = {};
    try {
      for (const c of cases()) {
        if (pick && !pick.some((w) => c.name.split(/[\s-]+/).some((word) => word.startsWith(w)))) continue;
        try {
          const m = await runCase(browser, url, c.name, c.act, c.prepare);
          rows.push(...rowsOf(m));
          data[c.name] = m;
        } catch (error) {
          rows.push({ section: SECTION, measure: c.name, result: `could not run: ${String(error).split('\n')[0]!.slice(0, 160)}`, pass: null });
        }
      }
    } finally {
      await browser.close();
    }
    return { rows, data };
  } finally {
    stopServer(server);
    if (!given) rmSync(out, { recursive: true, force: true });
  }
}

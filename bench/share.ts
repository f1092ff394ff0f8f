/**
 * 9. Sharing. `link-length`: the v1 (lz-string) and v2 (deflate-raw, base64url) link lengths of the real configs in
 * ../shared/real-configs (set SHARED_DIR elsewhere), with issue #32's budget on r02: at least 40% shorter.
 * `share-browser`: the longest main-thread task from "Copy link…" to "Link copied." on a 100,000-rule scenario in the
 * built app (issue #34's budget: 200 ms; redaction, serialisation and compression run in a worker).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import LZString from 'lz-string';
import { canonicalScenario, encodePermalink, parseScenarioText, type Scenario } from '../engine/index.ts';
import { buildApp, launchChromium, serveApp, stopServer } from './browser.ts';
import { generateScenario } from './gen-scenario.ts';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';

const MIN_SAVING_R02 = 0.4;
const MAX_TASK_MS = 200;

/** The v1 link as the playground wrote it before v2: lz-string's URL-safe form of the canonical JSON. */
function encodeV1(scenario: Scenario): string {
  return `#s=1.${LZString.compressToEncodedURIComponent(JSON.stringify({ scenario: canonicalScenario(scenario) }))}`;
}

/** Runs the link-length section. */
export function benchLinkLength(): SectionResult {
  const dir = join(process.env.SHARED_DIR ?? '../shared', 'real-configs');
  if (!existsSync(dir)) return { rows: [{ section: 'link-length', measure: 'real configs', result: `not found at ${dir} (set SHARED_DIR)`, pass: null }], data: {} };
  const names = readdirSync(dir).filter((n) => /^r\d.*\.json$/.test(n)).sort();
  const data: Record<string, { v1: number; v2: number }> = {};
  for (const name of names) {
    const scenario = parseScenarioText(readFileSync(join(dir, name), 'utf8')).scenario;
    if (scenario) data[name.replace(/\.json$/, '')] = { v1: encodeV1(scenario).length, v2: encodePermalink(scenario).length };
  }
  const saving = (x: { v1: number; v2: number }) => 1 - x.v2 / x.v1;
  const rows: Row[] = [];
  const r02 = data['r02-connorads-global'];
  rows.push(
    r02
      ? { section: 'link-length', measure: `r02 (real 706-rule config): v1 ${r02.v1.toLocaleString('en-US')} → v2 ${r02.v2.toLocaleString('en-US')} chars`, result: `${(100 * saving(r02)).toFixed(0)}% shorter`, budget: `≥ ${100 * MIN_SAVING_R02}% shorter`, pass: saving(r02) >= MIN_SAVING_R02 }
      : { section: 'link-length', measure: 'r02', result: 'r02-connorads-global.json not found', pass: false },
  );
  const savings = Object.values(data).map(saving).sort((a, b) => a - b);
  const v1 = Object.values(data).reduce((n, x) => n + x.v1, 0);
  const v2 = Object.values(data).reduce((n, x) => n + x.v2, 0);
  rows.push({ section: 'link-length', measure: `all ${savings.length} real configs: v1 ${v1.toLocaleString('en-US')} → v2 ${v2.toLocaleString('en-US')} chars in all`, result: `${(100 * (1 - v2 / v1)).toFixed(0)}% shorter (each: ${(100 * savings[0]!).toFixed(0)}% to ${(100 * savings.at(-1)!).toFixed(0)}%)` });
  return { rows, data };
}

/** Runs the share-browser section: Copy link… on 100,000 rules, the longest main-thread task until "Link copied.". */
export async function benchShareBrowser(): Promise<SectionResult> {
  const unavailable = (why: string): SectionResult => ({ rows: [{ section: 'share-browser', measure: 'Copy link… at 100,000 rules', result: why, pass: null }], data: {} });
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return unavailable(`no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  const given = process.env.BENCH_DIST;
  const out = given ?? mkdtempSync(join(tmpdir(), 'agentforge-bench-share-'));
  let server: ChildProcess | null = null;
  try {
    const buildError = given ? null : buildApp(out);
    if (buildError) return unavailable(buildError);
    const served = await serveApp(out);
    server = served.server;
    if (served.url === null) return unavailable('vite preview did not start');
    const browser = await launchChromium(chromium);
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(served.url).origin });
      const page = await context.newPage();
      await page.addInitScript(`window.__tasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });`);
      await page.goto(`${served.url}${encodePermalink({ ...generateScenario(100_000), title: 'share bench' })}`);
      await page.getByRole('table', { name: 'Tools' }).waitFor({ timeout: 180_000 });
      // Quiet: no long task for 2 s (the analysis and its rendering are done).
      // Predicates as functions (a string would be evaluated in the page, which its CSP forbids).
      await page.waitForFunction(() => performance.now() - (window as unknown as { __tasks: [number, number][] }).__tasks.reduce((m, [s, d]) => Math.max(m, s + d), 0) > 2000, null, { timeout: 180_000, polling: 200 });
      const from = (await page.evaluate('performance.now()')) as number;
      await page.getByRole('button', { name: 'Copy link…' }).click();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLButtonElement>('dialog[open] button')].some((b) => b.textContent === 'Copy link' && !b.disabled), null, { timeout: 300_000, polling: 250 });
      await page.getByRole('dialog', { name: 'Share link' }).getByRole('button', { name: 'Copy link' }).click();
      await page.waitForFunction(() => document.querySelector('dialog[open] [role="status"]')?.textContent === 'Link copied.', null, { timeout: 60_000, polling: 250 });
      const to = (await page.evaluate('performance.now()')) as number;
      const tasks = (await page.evaluate('window.__tasks')) as [number, number][];
      const during = tasks.filter(([s, d]) => s + d >= from && s <= to);
      const longest = Math.max(0, ...during.map(([, d]) => d));
      const row: Row = { section: 'share-browser', measure: `Copy link… at 100,000 rules: longest main-thread task until "Link copied." (${((to - from) / 1000).toFixed(1)} s, ${during.length} long tasks)`, result: during.length ? ms(longest) : '< 50 ms', budget: `< ${MAX_TASK_MS} ms`, pass: longest < MAX_TASK_MS };
      return { rows: [row], data: { longest, tasks: during, ms: to - from } };
    } finally {
      await browser.close();
    }
  } catch (error) {
    return unavailable(`could not run: ${String(error).split('\n')[0]!.slice(0, 160)}`);
  } finally {
    stopServer(server);
    if (!given) rmSync(out, { recursive: true, force: true });
  }
}

/**
 * 6. In the browser (built app, Chromium through Playwright): keystroke → updated Tools table (median and
 * p95 over 50 edits), first-paint JavaScript (gzip) with Monaco kept out of it, time to the first graph.
 * Builds into a temporary directory and serves it with `vite preview`; degrades to "n/a" rows when the app
 * does not build or the page does not have what is measured yet.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import type { Row, SectionResult } from './report.ts';
import { ms } from './report.ts';
import { summarize } from './timing.ts';
import { encodePermalink, parseScenarioText } from '../engine/index.ts';

/** Budgets of the issue. */
export const MAX_KEYSTROKE_P95_MS = 50;
/** A keystroke's median to the updated Tools table: within a frame (issue #16). */
export const MAX_KEYSTROKE_MEDIAN_MS = 16;
export const MAX_FIRST_PAINT_GZIP_KB = 140;
const EDITS = 50;
export const DEFAULT_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** Progress on stderr with BENCH_VERBOSE=1, to see where a slow machine spends its time. */
const note = (s: string) => void (process.env.BENCH_VERBOSE ? process.stderr.write(`  [browser] ${s}\n`) : undefined);
const isMonaco = (name: string, text: string) => /monaco|editor\.(api|main)|\.worker/i.test(name) || text.includes('monaco-editor');

function unavailable(measure: string, why: string): SectionResult {
  return { rows: [{ section: 'browser', measure, result: why, pass: null }], data: { skipped: why } };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 4199));
    });
  });
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** The JavaScript the HTML loads before anything runs: the entry and its modulepreloads, gzip-sized. */
function firstPaintJs(dir: string): { files: { name: string; gzip: number; isMonaco: boolean }[]; gzip: number; lazyMonacoGzip: number } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]!.replace(/^\//, ''));
  const files = [...new Set(refs)].map((ref) => {
    const text = readFileSync(join(dir, ref), 'utf8');
    return { name: ref, gzip: gzipSync(text).length, isMonaco: isMonaco(ref, text) };
  });
  const assets = existsSync(join(dir, 'assets')) ? readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js')) : [];
  const lazyMonacoGzip = assets
    .map((f) => `assets/${f}`)
    .filter((f) => !files.some((x) => x.name === f))
    .map((f) => ({ f, text: readFileSync(join(dir, f), 'utf8') }))
    .filter(({ f, text }) => isMonaco(f, text))
    .reduce((sum, { text }) => sum + gzipSync(text).length, 0);
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0), lazyMonacoGzip };
}

/** Installs in-page probes: the time of the last keydown, of the first rendered graph node and of the first Monaco editor. */
const INIT_SCRIPT = `
  window.__bench = { keyAt: 0, graphAt: null, editorAt: null };
  document.addEventListener('keydown', () => { window.__bench.keyAt = performance.now(); }, true);
  new MutationObserver((_, obs) => {
    if (window.__bench.graphAt === null && document.querySelector('.react-flow__node')) window.__bench.graphAt = performance.now();
    if (window.__bench.editorAt === null && document.querySelector('.monaco-editor')) window.__bench.editorAt = performance.now();
    if (window.__bench.graphAt !== null && window.__bench.editorAt !== null) obs.disconnect();
  }).observe(document, { subtree: true, childList: true });
`;

/**
 * Waits for a probe of window.__bench to be set (ms from navigation), or null after 30 s. Polled by an evaluated
 * promise, not waitForFunction: the app's CSP forbids the eval a string predicate needs.
 */
async function probeAt(page: Page, probe: 'graphAt' | 'editorAt'): Promise<number | null> {
  return (await page
    .evaluate(`new Promise((resolve) => {
      const t0 = Date.now();
      const tick = () => window.__bench.${probe} !== null ? resolve(window.__bench.${probe}) : Date.now() - t0 > 30000 ? resolve(null) : setTimeout(tick, 50);
      tick();
    })`)
    .catch(() => null)) as number | null;
}

/** The first contentful paint, ms from navigation (null when the browser has no paint timing). */
async function firstContentfulPaintAt(page: Page): Promise<number | null> {
  return (await page.evaluate(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`).catch(() => null)) as number | null;
}

/**
 * Arms a watcher that resolves with ms since the last keydown once the bash row's hidden state is `wantHidden`.
 * Page code is passed as text: the bench runs under tsx, whose helpers do not exist in the page.
 */
async function armRowWatch(page: Page, wantHidden: boolean): Promise<void> {
  await page.evaluate(`
    window.__done = new Promise((resolve) => {
      const isDone = () => {
        const row = [...document.querySelectorAll('table[aria-label="Tools"] tbody tr')].find((r) => r.querySelector('th')?.firstChild?.textContent?.trim() === 'bash');
        return row !== undefined && row.classList.contains('row-hidden') === ${wantHidden};
      };
      const obs = new MutationObserver(() => {
        if (!isDone()) return;
        obs.disconnect();
        resolve(performance.now() - window.__bench.keyAt);
      });
      obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    0; // evaluate awaits a returned promise: return a number, not the watcher
  `);
}

const AWAIT_ROW = 'Promise.race([window.__done, new Promise((r) => setTimeout(() => r(Number.NaN), 5000))])';

async function measureKeystrokes(page: Page): Promise<number[]> {
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await editor.locator('.view-line').first().waitFor({ timeout: 30_000 });
  note('editor visible');
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('menuitem', { name: /Project denies what the global config allows/ }).click();
  await page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: 'agentforge.json', exact: true }).click();
  // Put the cursor right after `bash` in `"bash": "deny"`. Every measured keystroke makes text never seen before
  // (so no cache answers it): `x` un-hides bash (`bash*…*x` no longer matches it); then, with that `x` selected
  // (an unmeasured Shift+Left, which changes no text), `*` replaces it and hides bash again (`bash*…*` matches it).
  await editor.locator('.view-line span span', { hasText: /^"bash"$/ }).first().dblclick();
  await page.keyboard.press('ArrowRight');
  note('cursor placed');
  const latencies: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const isTyping = i % 2 === 0;
    if (!isTyping) await page.keyboard.press('Shift+ArrowLeft');
    await armRowWatch(page, !isTyping);
    await page.keyboard.press(isTyping ? 'x' : '*');
    latencies.push((await page.evaluate(AWAIT_ROW)) as number);
  }
  return latencies;
}

/**
 * Arms a watcher that resolves with ms since the last keydown once the `tool` row of the Tools table shows `text`
 * (the row's witness names the pattern being typed, so each keystroke's own result is what is waited for).
 */
async function armRowText(page: Page, tool: string, text: string): Promise<void> {
  await page.evaluate(`
    window.__done = new Promise((resolve) => {
      const isDone = () => {
        const row = [...document.querySelectorAll('table[aria-label="Tools"] tbody tr')].find((r) => r.querySelector('th')?.firstChild?.textContent?.trim() === ${JSON.stringify(tool)});
        return row !== undefined && row.textContent.includes(${JSON.stringify(text)});
      };
      const obs = new MutationObserver(() => {
        if (!isDone()) return;
        obs.disconnect();
        resolve(performance.now() - window.__bench.keyAt);
      });
      obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    0;
  `);
}

/** The real 706-rule config r02 (one 43 kB file), when the corpus is beside the repo. */
export function realConfigLink(): string | null {
  const file = join(process.env.SHARED_DIR ?? '../shared', 'real-configs', 'r02-connorads-global.json');
  if (!existsSync(file)) return null;
  const scenario = parseScenarioText(readFileSync(file, 'utf8')).scenario;
  return scenario ? encodePermalink(scenario) : null;
}

/** The pattern r02's bash row names as its "allowed for" witness (its last bash rule), and so the one typed into. */
const R02_TYPED_PATTERN = 'zstd -d';

/**
 * Keystrokes typed into r02's last bash pattern (`"zstd -d*"`, before its `*`): each one a new letter, so each text is
 * new (no cache answers it), and the bash row's witness names the pattern as typed so far.
 */
async function measureRealConfigKeystrokes(page: Page, url: string, link: string): Promise<number[]> {
  await page.goto(url + link);
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await editor.locator('.view-line').first().waitFor({ timeout: 30_000 });
  await armRowText(page, 'bash', `"${R02_TYPED_PATTERN}"`);
  await page.evaluate(AWAIT_ROW);
  // Monaco's find widget puts the selection on the pattern; Escape closes it, Right then Left leaves the cursor before `*`.
  await editor.locator('.view-line').first().click();
  await page.keyboard.press('ControlOrMeta+f');
  await page.keyboard.type(`"${R02_TYPED_PATTERN}*"`);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  note('r02 cursor placed');
  const latencies: number[] = [];
  let typed = '';
  for (let i = 0; i < EDITS; i++) {
    const letter = String.fromCharCode(97 + (i % 26));
    typed += letter;
    await armRowText(page, 'bash', `"${R02_TYPED_PATTERN}${typed}"`);
    await page.keyboard.press(letter);
    latencies.push((await page.evaluate(AWAIT_ROW)) as number);
  }
  return latencies;
}

/** Builds the app into `out`; the reason when it does not build, else null. */
export function buildApp(out: string): string | null {
  note(`building into ${out}`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], { encoding: 'utf8', timeout: 240_000 });
  if (build.status === 0 && existsSync(join(out, 'index.html'))) return null;
  const why = `${build.stderr ?? ''}${build.stdout ?? ''}`.split('\n').find((l) => l.trim()) ?? `exit ${build.status}`;
  return `app does not build yet: ${why.slice(0, 160)}`;
}

/** Serves a built app with `vite preview` on a free port (stopped on SIGINT/SIGTERM); `url` is null when it did not start. */
export async function serveApp(out: string): Promise<{ readonly server: ChildProcess; readonly url: string | null }> {
  const port = await freePort();
  const server = spawn('npx', ['vite', 'preview', '--outDir', out, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { stdio: 'ignore', detached: true });
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  // A server that ended lets go of its handlers (a --busy=both run starts a dozen servers).
  server.once('exit', () => process.off('SIGINT', stop).off('SIGTERM', stop));
  const url = `http://127.0.0.1:${port}/`;
  return { server, url: (await waitForServer(url, server, 30_000)) ? url : null };
}

/** Stops a server `serveApp` started (its whole process group); nothing when it is already gone. */
export function stopServer(server: ChildProcess | null): void {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid);
  } catch {
    // already gone
  }
}

/** Launches Chromium with the e2e suite's flags. */
export async function launchChromium(executablePath: string): Promise<Browser> {
  const { chromium: browserType } = await import('@playwright/test');
  const config = (await import('../playwright.config.ts')).default as { use?: { launchOptions?: { args?: string[] } } };
  return browserType.launch({ executablePath, args: config.use?.launchOptions?.args ?? DEFAULT_ARGS });
}

/** Runs the browser section. */
export async function benchBrowser(): Promise<SectionResult> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return unavailable('browser measures', `no Chromium at ${chromium} (set CHROMIUM_PATH)`);
  const out = mkdtempSync(join(tmpdir(), 'agentforge-bench-'));
  let server: ChildProcess | null = null;
  try {
    const buildError = buildApp(out);
    if (buildError) return unavailable('browser measures', buildError);
    const js = firstPaintJs(out);
    const rows: Row[] = [];
    const monacoAtFirstPaint = js.files.some((f) => f.isMonaco);
    const biggest = [...js.files].sort((a, b) => b.gzip - a.gzip)[0];
    rows.push({ section: 'browser', measure: `first-paint JavaScript (${js.files.length} files, gzip; largest ${biggest?.name ?? '-'} ${((biggest?.gzip ?? 0) / 1024).toFixed(0)} kB)`, result: `${(js.gzip / 1024).toFixed(1)} kB`, budget: `< ${MAX_FIRST_PAINT_GZIP_KB} kB`, pass: js.gzip / 1024 < MAX_FIRST_PAINT_GZIP_KB });
    rows.push({ section: 'browser', measure: 'Monaco outside first-paint JavaScript (lazy chunks, gzip)', result: monacoAtFirstPaint ? 'NO: in the entry' : `yes (${(js.lazyMonacoGzip / 1024).toFixed(0)} kB loaded with the editor)`, budget: 'lazy', pass: !monacoAtFirstPaint });
    note('built');
    const served = await serveApp(out);
    server = served.server;
    if (!served.url) return { rows: [...rows, { section: 'browser', measure: 'page measures', result: 'vite preview did not start', pass: null }], data: { js } };
    const url = served.url;
    note(`serving ${url}`);
    const browser = await launchChromium(chromium);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      // Library Playwright waits forever by default; a missing control must fail the measure, not hang the bench.
      page.setDefaultTimeout(20_000);
      await page.addInitScript(INIT_SCRIPT);
      await page.goto(url);
      const graphAt = await probeAt(page, 'graphAt');
      rows.push({ section: 'browser', measure: 'time to first rendered graph (from navigation)', result: graphAt === null ? 'no graph node appeared' : ms(graphAt), pass: graphAt === null ? null : undefined });
      // The editor (lazy Monaco chunk) starts loading right after the first paint; ready = its .monaco-editor is in the page.
      const editorAt = await probeAt(page, 'editorAt');
      const paintAt = await firstContentfulPaintAt(page);
      rows.push({ section: 'browser', measure: `time to editor ready (from navigation; first contentful paint ${paintAt === null ? 'n/a' : ms(paintAt)})`, result: editorAt === null ? 'no editor appeared' : ms(editorAt), pass: editorAt === null ? null : undefined });
      note(`graph at ${graphAt}, editor at ${editorAt}, first paint at ${paintAt}`);
      let latencies: number[] = [];
      let why = '';
      try {
        latencies = await measureKeystrokes(page);
      } catch (error) {
        why = String(error).split('\n')[0]!.slice(0, 160);
      }
      const good = latencies.filter((x) => Number.isFinite(x));
      if (good.length < EDITS) rows.push({ section: 'browser', measure: `keystroke → updated Tools table (${EDITS} edits)`, result: why ? `could not run: ${why}` : `${EDITS - good.length} edits never updated the table`, pass: null });
      else {
        const s = summarize(good);
        rows.push({ section: 'browser', measure: `keystroke → updated Tools table (${EDITS} edits, example)`, result: `${ms(s.median)} median, ${ms(s.p95)} p95`, budget: `< ${MAX_KEYSTROKE_MEDIAN_MS} ms median, < ${MAX_KEYSTROKE_P95_MS} ms p95`, pass: s.median < MAX_KEYSTROKE_MEDIAN_MS && s.p95 < MAX_KEYSTROKE_P95_MS });
      }
      const link = realConfigLink();
      let realLatencies: number[] = [];
      if (!link) rows.push({ section: 'browser', measure: 'keystroke → updated Tools table (real config r02)', result: 'not found (set SHARED_DIR)', pass: null });
      else {
        let realWhy = '';
        try {
          realLatencies = await measureRealConfigKeystrokes(page, url, link);
        } catch (error) {
          realWhy = String(error).split('\n')[0]!.slice(0, 160);
        }
        const realGood = realLatencies.filter((x) => Number.isFinite(x));
        if (realGood.length < EDITS) rows.push({ section: 'browser', measure: `keystroke → updated Tools table (${EDITS} edits, real config r02)`, result: realWhy ? `could not run: ${realWhy}` : `${EDITS - realGood.length} edits never updated the table`, pass: false });
        else {
          const s = summarize(realGood);
          rows.push({ section: 'browser', measure: `keystroke → updated Tools table (${EDITS} edits, real config r02: 706 rules, one 43 kB file)`, result: `${ms(s.median)} median, ${ms(s.p95)} p95`, budget: `< ${MAX_KEYSTROKE_MEDIAN_MS} ms median, < ${MAX_KEYSTROKE_P95_MS} ms p95`, pass: s.median < MAX_KEYSTROKE_MEDIAN_MS && s.p95 < MAX_KEYSTROKE_P95_MS });
        }
      }
      return { rows, data: { js, graphAt, editorAt, paintAt, keystrokes: latencies, realKeystrokes: realLatencies } };
    } finally {
      await browser.close();
    }
  } finally {
    stopServer(server);
    rmSync(out, { recursive: true, force: true });
  }
}

import { expect as baseExpect, test as baseTest, type Page } from '@playwright/test';
import { deflateLinkPayload } from '../engine/scenario/permalink-lz.ts';
import { encodePermalink } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, test } from './fixtures.ts';

/** Markup that would set window.__pwned if any of it ever ran. */
const PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
const JS_URL = 'javascript:window.__pwned=3';
const LONG = 'a'.repeat(5000);
const PROJECT = '/home/user/project';

const hostileConfig = `{
  "permission": {"__proto__": {"polluted": "allow"}, "constructor": "deny", "bash": {"*": "deny", ${JSON.stringify(PAYLOAD)}: "allow"}},
  "agent": {${JSON.stringify(LONG)}: {"prompt": ${JSON.stringify(PAYLOAD)}, "description": ${JSON.stringify(JS_URL)}}, "x<script>window.__pwned=4</script>": {"mode": "subagent"}}
}`;

const scenario: Scenario = {
  version: 1,
  title: `${PAYLOAD} ${JS_URL}`,
  files: [
    { path: `${PROJECT}/agentforge.json`, text: hostileConfig },
    { path: `${PROJECT}/.agentforge/agent/evil.md`, text: `---\ndescription: "<b onmouseover=window.__pwned=5>${JS_URL}</b>"\n__proto__:\n  polluted: yes\n---\n${PAYLOAD}` },
  ],
  env: { AGENTFORGE_PERMISSION: '{"__proto__": {"edit": "allow"}}' },
  cwd: PROJECT,
  worktree: PROJECT,
  home: '/home/user',
  platform: 'linux',
  probes: [{ permission: PAYLOAD, input: JS_URL }],
};

/** The encoder's link, with `__proto__` keys and markup added to the link's own JSON (as a hand-made link would). */
function hostileLink(): string {
  const body = JSON.stringify({ scenario, view: { selectedTab: PAYLOAD, resultTab: JS_URL } }).replace('{"scenario":{', '{"__proto__":{"polluted":1},"scenario":{"__proto__":{"polluted":1},');
  return `/#s=1.${deflateLinkPayload(body)}`;
}

async function expectNothingRan(page: Page): Promise<void> {
  const state = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    polluted: ({} as Record<string, unknown>).polluted ?? null,
    scripts: [...document.scripts].filter((s) => !s.src).length,
    injected: document.querySelectorAll('img[src="x"], [onerror], [onmouseover], a[href^="javascript:"]').length,
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(state).toEqual({ pwned: null, polluted: null, scripts: 0, injected: 0, overflow: state.overflow });
  // Very long names wrap or scroll inside their pane: the page itself never scrolls sideways.
  expect(state.overflow).toBeLessThanOrEqual(1);
}

test('a hostile link opens as plain text, says what it ignored, and runs nothing', async ({ page }) => {
  await page.goto(hostileLink());
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText(/Opened .* from the link \(\d+ part\(s\) of it were ignored\)/);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  // The payload is shown as text where it is data (the probe's permission), never as markup.
  await expect(page.getByRole('region', { name: 'Merge order' })).toBeVisible();
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/warnings?/);
  await expectNothingRan(page);
  // The editors still work on the opened scenario.
  await expect(page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first()).toBeVisible();
  await expectNothingRan(page);
});

test('a damaged link leaves the current work alone with a clear message', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  const good = encodePermalink(scenario);
  await page.goto(`/${good.slice(0, Math.floor(good.length / 2))}`);
  await expect(page.getByRole('alert', { name: 'Link problem' })).toContainText('Your current scenario is unchanged');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expectNothingRan(page);
});

test('a hostile pasted config imports as data, with warnings, and nothing runs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByLabel('Pasted text').fill(hostileConfig);
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Imported the config as');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(/warnings?/);
  await expectNothingRan(page);

  // Nesting 10,000 deep: a clear error, and the page keeps answering.
  await page.getByRole('button', { name: 'Import…' }).click();
  await dialog.getByLabel('Pasted text').fill(`{"permission": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  await expect(page.getByRole('contentinfo')).toContainText(/\d+ errors?/);
  await expect(page.getByRole('region', { name: 'Merge order' })).toBeVisible();
  await expectNothingRan(page);
});

test('a big scenario is analyzed in the worker (allowed by the CSP) and the results follow edits', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const big: Scenario = {
    ...scenario,
    title: 'big',
    probes: [],
    env: {},
    files: [
      { path: '/home/user/.config/agentforge/agentforge.json', text: '{"permission": {"bash": "allow", "edit": "ask"}}' },
      { path: `${PROJECT}/agentforge.json`, text: `{"permission": {"bash": "deny"}, "instructions": ["${'x'.repeat(300_000)}"]}` },
    ],
  };
  await page.goto(`/${encodePermalink(big)}`);
  const bash = page.getByRole('table', { name: 'Tools' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'bash', exact: true }) });
  await expect(bash).toContainText(/Hidden/);
  // The provenance crossed from the worker packed: the merged view names who set a value and whom it overrode.
  await page.getByRole('tab', { name: 'Merged' }).click();
  const bashValue = page.getByRole('region', { name: 'Merged config' }).getByRole('listitem').filter({ hasText: /^bash/ }).first();
  await expect(bashValue).toContainText(/set by project.*agentforge\.json:1:\d+/);
  await expect(bashValue).toContainText('overrode');
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('tab', { name: 'Environment', exact: true }).click();
  await page.getByRole('textbox', { name: 'cwd' }).fill('/elsewhere');
  await expect(bash).not.toContainText(/Hidden/);
  await expect(page.getByRole('status', { name: 'Analysis' })).toHaveCount(0);
  expect(workers.some((url) => url.includes('analysis.worker'))).toBe(true);
  // After the edit only the global config is read: the merged view names it, line and column (the provenance crossed packed).
  await page.getByRole('tab', { name: 'Merged' }).click();
  const merged = page.getByRole('region', { name: 'Merged config' });
  await expect(merged.getByRole('listitem').filter({ hasText: /^bash/ }).first()).toContainText(/set by global.*agentforge\.json:1:\d+/);
});

/** Messages the crash journey expects (React reports an error its boundary caught); anything else fails. */
const EXPECTED_CRASH = /boom in the graph|The above error occurred|error boundary|ErrorBoundary/i;

baseTest('an error in one view is contained; the editors keep working; the work survives a reload', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4173').origin;
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) outside.push(url);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED_CRASH.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (!EXPECTED_CRASH.test(String(e))) errors.push(String(e));
  });
  // React Flow measures its pane with a ResizeObserver: make that throw, only inside the graph, while the flag is set.
  await page.addInitScript(() => {
    const original = window.ResizeObserver.prototype.observe;
    (window as { __breakGraph?: boolean }).__breakGraph = true;
    window.ResizeObserver.prototype.observe = function (this: ResizeObserver, target: Element, options?: ResizeObserverOptions) {
      if ((window as { __breakGraph?: boolean }).__breakGraph && target.closest('.react-flow')) throw new Error('boom in the graph (test)');
      return original.call(this, target, options);
    };
  });
  await page.goto('/');
  const crashed = page.getByRole('alert').filter({ hasText: 'The Merge order view failed' });
  await baseExpect(crashed).toContainText('Your scenario is intact');
  await baseExpect(page.getByRole('table', { name: 'Tools' })).toBeVisible();

  // The editors keep working: an edit in the Environment tab changes the results.
  await page.getByRole('tab', { name: 'Environment', exact: true }).click();
  await page.getByRole('textbox', { name: 'cwd' }).fill('/somewhere/else');
  await baseExpect(page.getByRole('textbox', { name: 'cwd' })).toHaveValue('/somewhere/else');

  // Try again once the fault is gone: the graph comes back.
  await page.evaluate(() => ((window as { __breakGraph?: boolean }).__breakGraph = false));
  await crashed.getByRole('button', { name: 'Try again' }).click();
  await baseExpect(page.locator('.react-flow__node').first()).toBeVisible();

  // The autosaved work survives a reload.
  await page.waitForTimeout(600);
  await page.reload();
  await page.getByRole('tab', { name: 'Environment', exact: true }).click();
  await baseExpect(page.getByRole('textbox', { name: 'cwd' })).toHaveValue('/somewhere/else');
  baseExpect(outside, 'requests outside the page origin').toEqual([]);
  baseExpect(errors, 'console errors').toEqual([]);
});

test('a large file opens in a light read-only view that lists its problems at their places, and opens in the editor on request', async ({ page }) => {
  test.setTimeout(180_000);
  // About 1.4 MB: 40,000 rules, then a misspelled top-level key on a known line.
  const rules = Array.from({ length: 40_000 }, (_, i) => `      "src/n${i}/**/*.ts": "${i % 2 ? 'allow' : 'ask'}",`).join('\n').replace(/,$/, '');
  const text = `{\n  "permission": {\n    "bash": "deny",\n    "read": {\n${rules}\n    }\n  },\n  "permision": {}\n}\n`;
  const badLine = text.slice(0, text.indexOf('"permision"')).split('\n').length;
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'agentforge.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await dialog.getByRole('button', { name: 'Import pasted text' }).click();
  const view = page.getByRole('region', { name: /large file, read-only view/ });
  await expect(view.getByRole('note')).toContainText(/Large file \(1\.\d MB, 40,009 lines\)/);
  await expect(view.getByRole('button', { name: 'Open in the editor anyway' })).toBeVisible();
  // Every fact is still there: the whole file was analysed, and its problem (which stops the load) has its exact place.
  const place = page.getByRole('region', { name: 'Results' }).getByText(`agentforge.jsonc:${badLine}:3`);
  const listed = view.getByRole('list', { name: 'Problems in this file' });
  await expect(listed).toContainText(`Line ${badLine}, column 3: Unrecognized key: permision`);
  await expect(place).toBeVisible();
  // Picking it in the Problems list shows that line in the light view.
  await page.getByRole('contentinfo').getByRole('button', { name: /error/ }).click();
  await page.getByRole('dialog', { name: 'Problems' }).getByRole('button', { name: /permision/ }).first().click();
  await expect(view.getByText(/"permision": \{\}/)).toBeVisible();
  // The person can still choose the editor; the text there is the whole file.
  await view.getByRole('button', { name: 'Open in the editor anyway' }).click();
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await expect(editor.locator('.view-line').first()).toBeVisible({ timeout: 90_000 });
  await expect(view).toHaveCount(0);
  await expect(editor).toContainText('"permission": {');
  await expectNothingRan(page);
});

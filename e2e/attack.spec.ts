/**
 * The attack pass of issue 17, item 9: hostile links and pastes against the built app. Each test says what must
 * hold; nothing is timed (speed is the benchmark's), heavy cases set their own budget.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { encodePermalink, MAX_LINK_CHARS } from '../engine/scenario/permalink.ts';
import type { Scenario } from '../engine/scenario/scenario.ts';
import { expect, gotoScenario, test, toolRow } from './fixtures.ts';

const PROJECT = '/home/user/project';
/** Markup and script URLs that would set window.__pwned if any of it ever ran. */
const IMG = '<img src=x onerror=window.__pwned=1>';
const SCRIPT = '</script><script>window.__pwned=2</script>';
const MD_LINK = '[click me](javascript:window.__pwned=3)';
const JS_URL = 'javascript:window.__pwned=4';
const EVERYWHERE = `${IMG} ${MD_LINK} ${SCRIPT}`;

const hostileConfig = JSON.stringify(
  {
    $schema: 'https://evil.example/schema.json',
    model: JS_URL,
    permission: { bash: { '*': 'ask', [EVERYWHERE]: 'deny' }, [IMG]: 'allow' },
    agent: { [`agent ${IMG}`]: { description: EVERYWHERE, mode: 'primary', prompt: SCRIPT } },
  },
  null,
  2,
);

/** Script-like text in every field a link carries: title, paths, file texts, env names and values, agent names, probes, frontmatter. */
const hostile: Scenario = {
  version: 1,
  title: EVERYWHERE,
  files: [
    { path: `${PROJECT}/agentforge.json`, text: hostileConfig },
    { path: `${PROJECT}/.agentforge/agent/${IMG}.md`, text: `---\ndescription: '${EVERYWHERE}'\nmode: subagent\npermission:\n  bash:\n    '${IMG}': deny\n---\n${EVERYWHERE}` },
    { path: `${PROJECT}/${IMG}/notes ${SCRIPT.replace(/\//g, '')}.md`, text: EVERYWHERE },
  ],
  env: { [`X_${IMG}`]: EVERYWHERE, AGENTFORGE_PERMISSION: JSON.stringify({ [IMG]: 'ask' }) },
  cwd: PROJECT,
  worktree: PROJECT,
  home: '/home/user',
  platform: 'linux',
  probes: [
    { permission: 'bash', input: EVERYWHERE, expect: 'deny' },
    { permission: IMG, input: JS_URL },
  ],
};

/** Nothing from a payload ran or became an element; no dialog opened; every link on the page stays on it. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  const state = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned ?? null,
    inlineScripts: [...document.scripts].filter((s) => !s.src).length,
    injected: document.querySelectorAll('img[src="x"], [onerror], [onclick], iframe, object, embed').length,
    badHrefs: [...document.querySelectorAll('[href], [src], [action], [formaction]')]
      .map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? e.getAttribute('action') ?? e.getAttribute('formaction') ?? '')
      .filter((u) => /^\s*(javascript|vbscript|data:text\/html)/i.test(u)),
  }));
  expect(state).toEqual({ pwned: null, inlineScripts: 0, injected: 0, badHrefs: [] });
  expect(dialogs).toEqual([]);
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

test('script-like text in every field of a link shows as text on every tab and runs nothing', async ({ page }) => {
  test.setTimeout(240_000);
  const dialogs = watchDialogs(page);
  await page.goto(`/${encodePermalink(hostile)}`);
  const toast = page.getByRole('status', { name: 'Share message' });
  // The title is shown as the text it is, in the toast.
  await expect(toast).toContainText(`Opened “${EVERYWHERE}”`);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await expectNothingRan(page, dialogs);
  // The graph's node labels and the agent picker hold the names as text.
  await expect(page.locator('.react-flow__node').first()).toBeVisible();
  await expect(page.getByLabel('Agent', { exact: true }).locator('option', { hasText: `agent ${IMG}` })).toHaveCount(1);
  await expectNothingRan(page, dialogs);

  const results = page.getByRole('tablist', { name: 'Results' });
  const names = await results.getByRole('tab').allInnerTexts();
  expect(names.length).toBeGreaterThan(5);
  for (const name of names) {
    const tab = results.getByRole('tab', { name: name.trim(), exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').last()).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
  // The Probes tab shows the probe input as text, whole.
  await results.getByRole('tab', { name: 'Probes', exact: true }).click();
  await expect(page.getByRole('tabpanel').last()).toContainText(EVERYWHERE);

  // Every layer file opens in the editor; the editor shows the payload as text.
  const files = page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab');
  const count = await files.count();
  for (let i = 0; i < count; i++) {
    await files.nth(i).click();
    await expect(page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first()).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
});

test('hovers and links in the editor never carry a config value as markup or a script URL, and fetch nothing', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await gotoScenario(page, { ...hostile, title: 'hover attack' });
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  const layers = page.getByRole('region', { name: 'Layers' });
  await page.getByRole('tablist', { name: 'Layer files' }).getByRole('tab', { name: /agentforge\.json/ }).first().click();
  const editor = layers.locator('.monaco-editor').first();
  await expect(editor).toContainText('$schema');
  // The diagnostic's hover on the payload rule carries the payload as text.
  const squiggle = editor.locator('.view-line span', { hasText: 'onerror=window.__pwned=1> [click' }).first();
  // The lints reach the editor after the Tools table (on a busy machine, well after): a hover made before its marker is
  // set stays empty until the mouse moves. Wait for the marker, then hover again as a person would if nothing came up.
  await expect(editor.locator('.squiggly-error, .squiggly-warning, .squiggly-info').first()).toBeAttached();
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: 'matches only the exact command' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await squiggle.hover();
    await expect(hover.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(hover.first()).toContainText(IMG);
  await expectNothingRan(page, dialogs);
  // The $schema URL and the script URL in `model`: Monaco offers an http(s) URL as a link to follow (as any editor
  // does), never a script URL, and nothing is fetched (the fixture fails the test on any request off the page's origin).
  for (const text of ['evil.example', 'javascript:window']) {
    await page.mouse.move(0, 0);
    await editor.locator('.view-line span', { hasText: text }).first().hover();
    await expectNothingRan(page, dialogs);
    const hrefs = await page.locator('.monaco-hover a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? a.getAttribute('data-href') ?? ''));
    expect(hrefs.filter((h) => h !== '' && !/^https?:\/\//i.test(h))).toEqual([]);
  }
  // The fixture fails the test on any request outside the page origin: $schema was never fetched.
});

test('the Markdown report of a hostile scenario carries its text as text: no HTML, no links, no autolinks', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialogs = watchDialogs(page);
  // The link is read off the main thread after the default example paints: copy only once it is on screen.
  await gotoScenario(page, hostile);
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Markdown report copied');
  const md = await page.evaluate(() => navigator.clipboard.readText());
  const outsideCode = md.replace(/`[^`\n]*`/g, '');
  expect(outsideCode).not.toMatch(/<(img|script|\/script)/i);
  // Link syntax from the payload is escaped (`\[click me\]\(javascript:…`): the only link is the playground's own.
  expect(outsideCode.match(/(?<!\\)\]\(/g)).toHaveLength(1);
  expect(outsideCode).toContain('[Open this scenario in the playground](http://127.0.0.1');
  expect(outsideCode.match(/javascript:/gi)?.length).toBe(outsideCode.match(/\\\(javascript:/gi)?.length);
  expect(md).toContain('&lt;img');
  await expectNothingRan(page, dialogs);
});

/** A scenario whose one file is `chars` random characters (lz-string cannot shrink them). */
function noisyScenario(title: string, chars: number): Scenario {
  const noise = randomBytes(Math.ceil((chars * 3) / 4)).toString('base64').slice(0, chars);
  return { ...hostile, title, probes: [], env: {}, files: [{ path: `${PROJECT}/agentforge.json`, text: `{ "permission": { "bash": "deny" } }\n// ${noise}` }] };
}

async function openHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/** A small scenario opened by link, whose bash row says 'Asks': the work every refused link must leave alone. */
async function openSmall(page: Page): Promise<void> {
  await page.goto(`/${encodePermalink({ ...hostile, title: 'small', probes: [], env: {}, files: [{ path: `${PROJECT}/agentforge.json`, text: '{"permission":{"bash":"ask"}}' }] })}`);
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Opened “small”');
  await expect(toolRow(page, 'bash')).toContainText('Asks');
}

async function expectRefused(page: Page, reason: RegExp, timeout?: number): Promise<void> {
  const problem = page.getByRole('alert', { name: 'Link problem' });
  await expect(problem).toContainText(reason, timeout ? { timeout } : undefined);
  await expect(problem).toContainText('Your current scenario is unchanged');
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  // Refused: it leaves the address bar.
  expect(new URL(page.url()).hash).toBe('');
}

test('a 1 MB link opens', async ({ page }) => {
  test.setTimeout(180_000);
  await openSmall(page);
  const mega = encodePermalink(noisyScenario('one megabyte', 1_200_000));
  expect(mega.length).toBeGreaterThan(1_000_000);
  expect(mega.length).toBeLessThan(MAX_LINK_CHARS);
  await openHash(page, mega.slice(1));
  await expect(page.getByRole('status', { name: 'Share message' })).toContainText('Opened “one megabyte”', { timeout: 120_000 });
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');
});

for (const [label, chars] of [['just over the cap (2 MB)', MAX_LINK_CHARS + 50_000], ['of 10 MB', 10_000_000]] as const) {
  test(`a link ${label} is refused with its length; the work stays`, async ({ page }) => {
    test.setTimeout(240_000);
    await openSmall(page);
    await openHash(page, `s=1.${'A'.repeat(chars)}`);
    await expectRefused(page, /This link is [\d,]+ characters long, more than the 2,000,000 a link may have/, 180_000);
  });
}

test('links of an unknown or garbled version are refused with a reason; the work stays', async ({ page }) => {
  await openSmall(page);
  const body = encodePermalink(hostile).slice('#s=2.'.length);
  for (const [hash, reason] of [
    [`s=99.${body}`, /made by a newer playground \(link version 99/],
    [`s=999999.${body}`, /made by a newer playground/],
    [`s=x1.${body}`, /could not be opened/],
    [`s=2.${body.slice(0, 40)}`, /could not be opened/],
  ] as const) {
    await openHash(page, hash);
    await expectRefused(page, reason);
    await page.getByRole('alert', { name: 'Link problem' }).getByRole('button').click();
    await expect(page.getByRole('alert', { name: 'Link problem' })).toHaveCount(0);
  }
});

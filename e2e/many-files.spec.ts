import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { encodePermalink, type Scenario } from '../engine/index.ts';
import { expect, test, toolRow } from './fixtures.ts';

const P = '/home/user/project';
const COUNT = 3000;
const LAST = `a${COUNT - 1}`;

// A link with thousands of files waits for the worker and the editor: slow on a loaded machine.
test.describe.configure({ timeout: 240_000 });

/** A project config and COUNT agent files (`a0000.md` …); the last agent alone denies webfetch. */
function agentsLink(): string {
  const files = [
    { path: `${P}/agentforge.json`, text: '{ "permission": { "bash": "ask" } }' },
    ...Array.from({ length: COUNT }, (_, i) => ({
      path: `${P}/.agentforge/agent/a${String(i).padStart(4, '0')}.md`,
      text: `---\ndescription: agent ${i}\npermission:\n  ${i === COUNT - 1 ? 'webfetch' : 'edit'}: deny\n---\nhi`,
    })),
  ];
  const scenario = { version: 1, files, env: {}, cwd: P, worktree: P, home: '/home/user', platform: 'linux', probes: [] } as Scenario;
  return `/${encodePermalink(scenario)}`;
}

function strip(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Layer files' });
}

function editor(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

test.beforeEach(async ({ page }) => {
  await page.goto(agentsLink());
  // The link's analysis, not the first paint's: every agent file read.
  await expect(page.getByRole('contentinfo')).toContainText(/\b30\d\d layers read/, { timeout: 90_000 });
  await expect(page.getByRole('status', { name: 'Analysis' })).toHaveCount(0, { timeout: 90_000 });
  await expect(strip(page).getByRole('tab', { name: 'agentforge.json', exact: true })).toBeVisible();
});

test(`${COUNT} agent files: the tab strip, the All layers menu and the Agent picker render a bounded number of elements`, async ({ page }) => {
  // Rendered: a window of tabs around the current one (those that do not fit the strip wait in All layers, hidden).
  const tabs = await strip(page).locator('[role=tab]').count();
  expect(tabs).toBeGreaterThan(10);
  expect(tabs).toBeLessThanOrEqual(41 + 1);
  expect(await strip(page).getByRole('tab').count()).toBeGreaterThanOrEqual(2);
  await expect(strip(page).locator('.lt-hidden-count')).toHaveText(/^\+[\d,]+$/);
  await expect(strip(page).getByRole('tab', { name: 'Environment', exact: true })).toBeVisible();
  // The menu is not rendered while closed.
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
  // The Agent picker is a text field with a list, not a <select> of 3,000 options; its list is rendered only while open.
  const picker = page.getByRole('combobox', { name: 'Agent', exact: true });
  await expect(picker).toHaveValue(/^Default: /);
  await expect(page.getByRole('listbox', { name: 'Agents' })).toHaveCount(0);
  await picker.click();
  const options = page.getByRole('listbox', { name: 'Agents' }).getByRole('option');
  await expect(options.first()).toHaveText(/^Default: /);
  expect(await options.count()).toBeLessThanOrEqual(22);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Agents' })).toHaveCount(0);
  // The whole page stays small: one element set per file would be tens of thousands.
  const elements = await page.evaluate(() => document.querySelectorAll('*').length);
  expect(elements).toBeLessThan(4000);
});

test('the last file is reached from the All layers menu and by keyboard, and its tab opens its text', async ({ page }) => {
  await page.getByText(`☰ ${COUNT + 1}`, { exact: true }).click();
  const filter = page.getByRole('searchbox', { name: 'Filter layers' });
  await expect(filter).toBeFocused();
  const menu = page.getByRole('menu', { name: 'All layers' });
  expect(await menu.getByRole('menuitemradio').count()).toBeLessThanOrEqual(100);
  await filter.fill(`${LAST}.md`);
  await expect(menu.getByRole('menuitemradio')).toHaveCount(1);
  await menu.getByRole('menuitemradio', { name: `.agentforge/agent/${LAST}.md` }).click();
  await expect(menu).toBeHidden();
  const last = strip(page).getByRole('tab', { name: `.agentforge/agent/${LAST}.md`, exact: true });
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(last).toBeFocused();
  await expect(editor(page)).toContainText(`description: agent ${COUNT - 1}`);
  expect(await strip(page).getByRole('tab').count()).toBeLessThanOrEqual(42);

  // Keyboard: Home reaches the first file even though its tab was not rendered; End then ArrowLeft comes back to the last.
  await page.keyboard.press('Home');
  const first = strip(page).getByRole('tab', { selected: true });
  await expect(first).toBeFocused();
  await expect(first).not.toHaveAccessibleName(`.agentforge/agent/${LAST}.md`);
  await page.keyboard.press('End');
  await expect(strip(page).getByRole('tab', { name: 'Environment', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page)).toContainText(`description: agent ${COUNT - 1}`);
  // ArrowLeft moves to the file before it.
  await page.keyboard.press('ArrowLeft');
  await expect(strip(page).getByRole('tab', { name: `.agentforge/agent/a${COUNT - 2}.md`, exact: true })).toBeFocused();
});

test('an agent from the end of the list is chosen by typing, and the Tools table follows it', async ({ page }) => {
  await expect(toolRow(page, 'webfetch')).not.toContainText('Hidden from the model');
  const picker = page.getByRole('combobox', { name: 'Agent', exact: true });
  await picker.click();
  await picker.fill(LAST);
  const listbox = page.getByRole('listbox', { name: 'Agents' });
  await listbox.getByRole('option', { name: new RegExp(`^${LAST}\\b`) }).click();
  await expect(listbox).toHaveCount(0);
  await expect(picker).toHaveValue(new RegExp(`^${LAST}\\b`));
  await expect(toolRow(page, 'webfetch')).toContainText('Hidden from the model');

  // The default agent is always in the list, first: choosing it undoes the choice.
  await picker.click();
  await expect(listbox.getByRole('option').nth(1)).toHaveText(new RegExp(`^${LAST}\\b`));
  await listbox.getByRole('option').first().click();
  await expect(picker).toHaveValue(/^Default: /);
  await expect(toolRow(page, 'webfetch')).not.toContainText('Hidden from the model');

  // Keyboard: type, arrow down past the pinned ones, Enter.
  await picker.focus();
  await page.keyboard.type('a0007');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(/^a0007\b/);
});

test(`the Subagents tab: ${COUNT} parents and subagents are bounded comboboxes; the last subagent is found by typing and its tools follow`, async ({ page }) => {
  await page.getByRole('tab', { name: 'Subagents', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Subagents' });
  const parent = panel.getByRole('combobox', { name: 'Parent agent', exact: true });
  const child = panel.getByRole('combobox', { name: 'Subagent', exact: true });
  await expect(parent).toBeVisible();
  // Every agent can be a parent, and every agent file (mode all) a subagent: both lists count more than the files.
  for (const [box, noun] of [[parent, 'agents'], [child, 'subagents']] as const) {
    const placeholder = (await box.getAttribute('placeholder')) ?? '';
    expect(placeholder).toMatch(new RegExp(`^Type to find one of [0-9,]+ ${noun}$`));
    expect(Number(placeholder.replace(/[^0-9]/g, ''))).toBeGreaterThanOrEqual(COUNT);
  }
  // No list of thousands: nothing is listed until a list is opened, and an open list holds at most the bound.
  await expect(panel.getByRole('option')).toHaveCount(0);
  await child.click();
  const list = panel.getByRole('listbox', { name: 'Subagents' });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(21);
  await child.fill(LAST);
  await list.getByRole('option', { name: new RegExp(`^${LAST}\\b`) }).click();
  await expect(list).toHaveCount(0);
  await expect(child).toHaveValue(LAST);
  // The last agent alone denies webfetch: its bare call is hidden from the child's model.
  const tools = panel.getByRole('table', { name: 'Child tools' });
  await expect(tools.getByRole('row', { name: /^webfetch\b/ })).toContainText('Hidden');
  await expect(tools.getByRole('columnheader', { name: `${LAST}: bare call` })).toBeVisible();
});

test(`the Probes tab: the probe's agent is a bounded combobox of ${COUNT} agents; a probe for the last one is added and decided for it`, async ({ page }) => {
  await page.getByRole('tab', { name: 'Probes', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a probe' });
  const agent = form.getByRole('combobox', { name: 'Probe agent', exact: true });
  await expect(agent).toBeVisible();
  await expect(agent).toHaveValue('selected agent');
  // No list of thousands: until the list is opened the form's only options are the expected action's four.
  await expect(form.getByRole('listbox', { name: 'Agents' })).toHaveCount(0);
  await expect(form.getByRole('option')).toHaveCount(4);
  await agent.click();
  const list = form.getByRole('listbox', { name: 'Agents' });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(21);
  await agent.fill(LAST);
  await list.getByRole('option', { name: new RegExp(`^${LAST}\\b`) }).click();
  await expect(agent).toHaveValue(LAST);
  await form.getByRole('textbox', { name: 'Probe permission' }).fill('webfetch');
  await form.getByRole('textbox', { name: 'Probe input' }).fill('https://example.com');
  await form.getByRole('button', { name: 'Add probe' }).click();
  // The last agent alone denies webfetch: the new probe is decided for it, not for the selected agent.
  const row = page.getByRole('table', { name: 'Probes' }).getByRole('row').filter({ hasText: LAST });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('deny');
});

test('the bounded strip, the open All layers menu and the open agent list have no serious accessibility violations', async ({ page }) => {
  const check = async (where: string) => {
    const results = await new AxeBuilder({ page }).include('.lp-bar').include('.controls').analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}) ${where}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  };
  await check('strip');
  await page.getByText(`☰ ${COUNT + 1}`, { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Filter layers' }).fill('a29');
  await expect(page.getByRole('menu', { name: 'All layers' }).getByRole('menuitemradio').first()).toBeVisible();
  await check('menu');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Agent', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'Agents' })).toBeVisible();
  await check('agent list');
});

import type { Locator, Page } from '@playwright/test';
import { expect, toolRow, test } from './fixtures.ts';

const GLOBAL = '~/.config/agentforge/agentforge.jsonc';
const PROJECT = 'agentforge.json';

function editor(page: Page): Locator {
  return page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
}

/** The Monaco token whose text is exactly `text` (a JSON string token includes its quotes). */
function token(page: Page, text: string): Locator {
  return editor(page).locator('.view-line span span', { hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).first();
}

async function overwriteWord(page: Page, word: string, by: string): Promise<void> {
  await token(page, `"${word}"`).dblclick();
  await page.keyboard.type(by);
}

/** Opens the example whose global layer allows bash (with a comment) and whose project layer denies it. */
async function openExample(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Examples' }).click();
  await page.getByRole('menuitem', { name: /Project denies what the global config allows/ }).click();
  await expect(page.getByRole('tab', { name: GLOBAL, exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(editor(page).locator('.view-line').first()).toBeVisible();
  await openExample(page);
  await page.getByRole('tab', { name: GLOBAL, exact: true }).click();
  await expect(token(page, '"allow"')).toBeVisible();
});

test('layer tabs are tabs named by path; typing in a layer changes the Tools table and the graph', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Layer files' });
  await expect(tabs.getByRole('tab', { name: GLOBAL, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: PROJECT, exact: true })).toHaveAttribute('title', /^\/home\/user\/project\/agentforge\.json/);
  await expect(tabs.getByRole('tab', { name: 'Environment', exact: true })).toBeVisible();

  const graph = page.getByRole('region', { name: 'Merge order' });
  await expect(graph.locator('.react-flow__node').first()).toBeVisible();
  await expect(graph).toContainText('hidden: bash');
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');

  await tabs.getByRole('tab', { name: PROJECT, exact: true }).click();
  await expect(token(page, '"deny"')).toBeVisible();
  await overwriteWord(page, 'deny', 'ask');
  await expect(toolRow(page, 'bash')).not.toContainText('Hidden from the model');
  await expect(toolRow(page, 'bash')).toContainText('Asks');
  await expect(graph).not.toContainText('hidden: bash');
});

test('JSONC with comments and a trailing comma shows no error; a broken value gets a marker at its exact position', async ({ page }) => {
  // The global example layer has a line comment; add a trailing comma after "allow".
  await expect(token(page, '"allow"')).toBeVisible();
  await token(page, '"allow"').click();
  await page.keyboard.press('End');
  await page.keyboard.type(',');
  await expect(editor(page).locator('.view-line', { hasText: '"bash": "allow",' })).toBeVisible();
  await page.waitForTimeout(1500); // the JSON worker validates after a short delay
  await expect(editor(page).locator('.squiggly-error')).toHaveCount(0);

  await overwriteWord(page, 'allow', 'alow');
  // The engine reports an invalid action at its key (as the reference does): the squiggle sits under "bash" on line 4.
  const key = await token(page, '"bash"').boundingBox();
  expect(key).toBeTruthy();
  await expect(editor(page).locator('.squiggly-error').first()).toBeVisible();
  await expect
    .poll(async () => {
      const boxes = await editor(page).locator('.squiggly-error').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })));
      return boxes.some((b) => key && Math.abs(b.y + b.height / 2 - (key.y + key.height / 2)) < key.height && Math.abs(b.x - key.x) <= 2 && Math.abs(b.x + b.width - (key.x + key.width)) <= 2);
    })
    .toBe(true);
  await expect(page.getByRole('tab', { name: GLOBAL, exact: true })).toHaveAttribute('aria-description', /error/);
});

test('a reason link in the Tools table opens its layer and lights up the rule', async ({ page }) => {
  await toolRow(page, 'bash').getByRole('button', { name: /agentforge\.json:\d+:\d+/ }).click();
  await expect(page.getByRole('tab', { name: PROJECT, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page).locator('.le-highlight')).toBeVisible();
});

test('schema hover works offline', async ({ page }) => {
  await token(page, '"permission"').hover();
  await expect(page.locator('.monaco-hover').filter({ hasText: 'Tool permissions' })).toBeVisible();
});

test('a graph node opens its tab; add, rename and remove a layer with undo', async ({ page }) => {
  const graph = page.getByRole('region', { name: 'Merge order' });
  const node = graph.getByRole('button', { name: `Open ${PROJECT}`, exact: true });
  // The node may sit below the graph's visible rows: focusing it pans the graph to it (as Tab does), then Enter opens it.
  await node.focus();
  await node.press('Enter');
  await expect(page.getByRole('tab', { name: PROJECT, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(token(page, '"deny"')).toBeVisible();

  await page.getByText('+ Add layer').click();
  await page.getByRole('menuitem', { name: '.agentforge/agent/review.md' }).click();
  const agentTab = page.getByRole('tab', { name: '.agentforge/agent/review.md', exact: true });
  await expect(agentTab).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page)).toContainText('description');
  await expect(graph.getByRole('button', { name: 'Open .agentforge/agent/review.md', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Rename .agentforge/agent/review.md' }).click();
  await page.getByLabel('New path').fill('.agentforge/agent/audit.md');
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  const renamed = page.getByRole('tab', { name: '.agentforge/agent/audit.md', exact: true });
  await expect(renamed).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Remove .agentforge/agent/audit.md' }).click();
  await expect(renamed).toHaveCount(0);
  await page.getByRole('status').filter({ hasText: 'Removed' }).getByRole('button', { name: 'Undo' }).click();
  await expect(renamed).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page)).toContainText('You review the change');
});

test('the Environment tab edits AGENTFORGE_PERMISSION as JSONC and the context', async ({ page }) => {
  await page.getByRole('tab', { name: 'Environment', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Environment' });
  await expect(panel).toContainText('AGENTFORGE_CONFIG_CONTENT');
  await expect(panel.locator('.monaco-editor')).toHaveCount(2);
  const cwd = page.getByRole('textbox', { name: 'cwd' });
  await expect(cwd).toHaveValue('/home/user/project');

  // The project layer denies bash, so it is hidden; AGENTFORGE_PERMISSION merges over the merged permission.
  await expect(toolRow(page, 'bash')).toContainText('Hidden from the model');
  await panel.locator('.monaco-editor').nth(1).locator('.view-lines').click();
  await page.keyboard.type('{"bash": "allow"');
  await page.keyboard.press('Escape'); // the schema's completion list for actions is open
  await expect(panel.locator('.monaco-editor').nth(1).locator('.view-line').first()).toHaveText(/^\{"bash":\s?"allow"\}$/);
  await expect(toolRow(page, 'bash')).not.toContainText('Hidden from the model');
  await expect(page.getByRole('region', { name: 'Merge order' })).toContainText('merged over permission');
});

import type { Locator, Page } from '@playwright/test';
import { expect, toolRow, openExample, test } from './fixtures.ts';

function graph(page: Page): Locator {
  return page.getByRole('region', { name: 'Merge order' });
}

function litPath(page: Page): Locator {
  return graph(page).getByRole('status', { name: 'Lit path' });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('table', { name: 'Tools' })).toBeVisible();
});

test('selecting a rule in the Rules tab lights its path in the Merge order; Clear selection clears it', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await expect(litPath(page)).toContainText('Select a rule, value or tool');
  await page.getByRole('tab', { name: 'Rules' }).click();
  const row = page.getByRole('table', { name: 'Effective rules' }).getByRole('row').filter({ hasText: 'bash["*"]' });
  const button = row.getByRole('button', { name: /^Show the path of rule #\d+$/ });
  // Keyboard reachable: focus the row's button and press Enter.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(litPath(page)).toHaveText('On the path: bash["*"] from agentforge.json → merged permission → resolveTools → model sees → execute → ask');
  await expect(graph(page).getByRole('button', { name: 'Open agentforge.json (on the path)', exact: true })).toBeVisible();

  await graph(page).getByRole('button', { name: 'Clear selection' }).click();
  await expect(litPath(page)).toContainText('Select a rule, value or tool');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(graph(page).getByRole('button', { name: 'Open agentforge.json', exact: true })).toBeVisible();
});

test('a tool row lights its path to its action; a hidden tool ends hidden from the model, not at execute', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await toolRow(page, 'bash').getByRole('button', { name: 'Show the path of tool bash' }).click();
  await expect(litPath(page)).toContainText(/^On the path: tool bash: bash\["\*"\] from agentforge\.json → .*model sees → execute → ask$/);

  await toolRow(page, 'read').getByRole('button', { name: 'Show the path of tool read' }).click();
  await expect(litPath(page)).toContainText(/→ execute → allow$/);

  await toolRow(page, 'edit').getByRole('button', { name: 'Show the path of tool edit' }).click();
  await expect(litPath(page)).toContainText(/^On the path: tool edit: edit\["\*"\] from agentforge\.json → merged permission → resolveTools → hidden from the model$/);
  await expect(litPath(page)).not.toContainText('execute');
  // Pressing the same button again clears the selection.
  await toolRow(page, 'edit').getByRole('button', { name: 'Show the path of tool edit' }).click();
  await expect(litPath(page)).toContainText('Select a rule, value or tool');
});

test("the tester's winning rule lights its path", async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  await page.getByRole('tab', { name: 'Tester' }).click();
  await page.getByRole('combobox', { name: 'Permission' }).fill('edit');
  await page.getByRole('textbox', { name: 'Path or command' }).fill('reports/a.md');
  await page.getByRole('status', { name: 'Decision' }).getByRole('button', { name: /^Show the path of rule #\d+$/ }).click();
  await expect(litPath(page)).toHaveText('On the path: edit["*"] from agentforge.json → merged permission → resolveTools → hidden from the model');
});

test('a merged value lights the layer that set it and marks the layer it overrode', async ({ page }) => {
  await openExample(page, /Project denies what the global config allows/);
  await page.getByRole('tab', { name: 'Merged' }).click();
  await page.getByRole('region', { name: 'Merged config' }).getByRole('button', { name: 'Show the path of permission.bash', exact: true }).click();
  await expect(litPath(page)).toHaveText('On the path: permission.bash from agentforge.json → merged permission → resolveTools → hidden from the model; overrode ~/.config/agentforge/agentforge.jsonc');
  await expect(graph(page).getByRole('button', { name: 'Open agentforge.json (on the path)', exact: true })).toBeVisible();
  await expect(graph(page).getByRole('button', { name: 'Open ~/.config/agentforge/agentforge.jsonc (overridden by the selection)', exact: true })).toBeVisible();
});

test('the graph keeps its nodes legible from a narrow to a wide window', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  // The rendered width of a 138 px node: the rows re-wrap to the canvas and the view refits on resize.
  const nodeWidth = async () => (await graph(page).getByRole('button', { name: /^Open agentforge\.json/ }).boundingBox())?.width ?? 0;
  for (const [width, least] of [[900, 80], [1400, 105], [900, 80]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(nodeWidth).toBeGreaterThan(least);
  }
});

test('typing in a key changes the node that shows it and keeps every edge of the graph on the page', async ({ page }) => {
  await openExample(page, /Pattern-level rules/);
  const edges = graph(page).locator('.react-flow__edge');
  await expect(edges).not.toHaveCount(0);
  const count = await edges.count();
  // Every edge element taken off the page from here on (React Flow takes a node's edges off while it measures it again).
  await graph(page).evaluate((region) => {
    const w = window as unknown as { __edgesRemoved: number };
    w.__edgesRemoved = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && (n.matches('.react-flow__edge') || n.querySelector('.react-flow__edge'))) w.__edgesRemoved++;
    }).observe(region, { subtree: true, childList: true });
  });
  const editor = page.getByRole('region', { name: 'Layers' }).locator('.monaco-editor').first();
  await editor.locator('.view-line span', { hasText: 'git status' }).first().click();
  await page.keyboard.press('ControlOrMeta+f');
  await page.keyboard.type('"git status"');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  // The cursor after the closing quote: one step left is inside the key.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('x');
  await expect(graph(page).locator('.mg-subtitle').filter({ hasText: 'git statusx' })).toHaveCount(1);
  await expect(edges).toHaveCount(count);
  expect(await page.evaluate(() => (window as unknown as { __edgesRemoved: number }).__edgesRemoved)).toBe(0);
});
